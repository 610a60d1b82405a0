import { queryOptions } from '@tanstack/react-query';
import { CardDetailSchema, CardListSchema } from '../contract/cards';
import { serviceRequest } from './http';

/** Cards: the customer's cards and one card's detail. Every card change invalidates `cardKeys.all`. */
export const cardKeys = {
  all: ['cards'] as const,
  list: () => ['cards', 'list'] as const,
  one: (id: string) => ['cards', 'one', id] as const,
};

export const cardsQueryOptions = () =>
  queryOptions({
    queryKey: cardKeys.list(),
    queryFn: () => serviceRequest('/Card/GetCards', CardListSchema),
  });

export const cardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: cardKeys.one(id),
    queryFn: () => serviceRequest(`/Card/GetCard/${encodeURIComponent(id)}`, CardDetailSchema),
  });
