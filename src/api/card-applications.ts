import { queryOptions } from '@tanstack/react-query';
import {
  CardApplicationAnswerSchema,
  CardApplicationDetailSchema,
  CardApplicationListSchema,
  type CreditCardApplicationRequest,
  type DebitCardApplicationRequest,
} from '../contract/card-applications';
import type { VERIFICATION_FIELDS } from '../contract/transfers';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/** Card applications: apply (decisions with a code), the list and one with its timeline. */
export const cardApplicationKeys = {
  all: ['cardApplications'] as const,
  list: () => ['cardApplications', 'list'] as const,
  one: (id: string) => ['cardApplications', 'one', id] as const,
};

type WithCode<T> = T & Partial<Record<(typeof VERIFICATION_FIELDS)[number], string>>;

export const applyCreditCard = (body: WithCode<CreditCardApplicationRequest>, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Card/ApplyCreditCard', CardApplicationAnswerSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const applyDebitCard = (body: WithCode<DebitCardApplicationRequest>, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Card/ApplyDebitCard', CardApplicationAnswerSchema, { method: 'POST', body, idempotencyKey });

export const cardApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: cardApplicationKeys.list(),
    queryFn: () => serviceRequest('/Card/GetApplications', CardApplicationListSchema),
  });

export const cardApplicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: cardApplicationKeys.one(id),
    queryFn: () => serviceRequest(`/Card/GetApplication/${encodeURIComponent(id)}`, CardApplicationDetailSchema),
  });
