/** A card's transactions (issue 14): the current period, or every line page by page. Keys sit under `cardKeys.all`. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { CardTransactionsSchema, type CardTransactionPeriod } from '../contract/card-transactions';
import { cardKeys } from './cards';
import { serviceRequest } from './http';

export const cardTransactionKeys = {
  list: (cardId: string, period: CardTransactionPeriod) => [...cardKeys.all, 'transactions', cardId, period] as const,
};

/** `GET /Card/GetTransactions/{cardId}?period=&cursor=`: one page. */
export const fetchCardTransactions = (cardId: string, period: CardTransactionPeriod, cursor?: string) => {
  const params = new URLSearchParams({ period });
  if (cursor) params.set('cursor', cursor);
  return serviceRequest(`/Card/GetTransactions/${encodeURIComponent(cardId)}?${params}`, CardTransactionsSchema);
};

/** A card's lines with "show more": pages follow `nextCursor`. */
export const cardTransactionsQueryOptions = (cardId: string, period: CardTransactionPeriod) =>
  infiniteQueryOptions({
    queryKey: cardTransactionKeys.list(cardId, period),
    queryFn: ({ pageParam }) => fetchCardTransactions(cardId, period, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
