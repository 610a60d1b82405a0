import { queryOptions } from '@tanstack/react-query';
import {
  DueInstallmentListSchema,
  FinancingDetailSchema,
  FinancingListSchema,
  FinancingPayoffSchema,
  FinancingReceiptSchema,
  PayFinancingAnswerSchema,
  type PayInstallmentsRequest,
  type PayOffRequest,
} from '../contract/financing';
import type { VERIFICATION_FIELDS } from '../contract/transfers';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/** Financing (issue 15): the customer's financings, a plan, the payoff amount, due installments, payments. */
export const financingKeys = {
  all: ['financing'] as const,
  list: () => [...financingKeys.all, 'list'] as const,
  detail: (id: string) => [...financingKeys.all, 'detail', id] as const,
  payoff: (id: string) => [...financingKeys.all, 'payoff', id] as const,
  due: () => [...financingKeys.all, 'due'] as const,
  payment: (id: string) => [...financingKeys.all, 'payment', id] as const,
};

export const financingsQueryOptions = () =>
  queryOptions({
    queryKey: financingKeys.list(),
    queryFn: () => serviceRequest('/Financing/GetFinancings', FinancingListSchema),
  });

export const financingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: financingKeys.detail(id),
    queryFn: () => serviceRequest(`/Financing/GetFinancing/${encodeURIComponent(id)}`, FinancingDetailSchema),
  });

/** Today's payoff amount: it accrues by the day, so it is read again each time the page asks. */
export const financingPayoffQueryOptions = (id: string) =>
  queryOptions({
    queryKey: financingKeys.payoff(id),
    queryFn: () => serviceRequest(`/Financing/GetPayoff/${encodeURIComponent(id)}`, FinancingPayoffSchema),
    staleTime: 0,
  });

export const dueInstallmentsQueryOptions = () =>
  queryOptions({
    queryKey: financingKeys.due(),
    queryFn: () => serviceRequest('/Financing/GetDueInstallments', DueInstallmentListSchema),
  });

export const financingPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: financingKeys.payment(id),
    queryFn: () => serviceRequest(`/Financing/GetPayment/${encodeURIComponent(id)}`, FinancingReceiptSchema),
    staleTime: Infinity,
  });

type Verification = Partial<Record<(typeof VERIFICATION_FIELDS)[number], string>>;
export type PayInstallmentsBody = PayInstallmentsRequest & Verification;
export type PayOffBody = PayOffRequest & Verification;

/** Either payment of the decision: installments, or the whole financing off early (it names the financing). */
export type FinancingPaymentBody = PayInstallmentsBody | PayOffBody;

export const isPayoffBody = (body: FinancingPaymentBody): body is PayOffBody => 'financingId' in body;

export const payFinancing = (body: FinancingPaymentBody, idempotencyKey: string) =>
  serviceEnvelopeRequest(
    isPayoffBody(body) ? '/Financing/PayOff' : '/Financing/PayInstallments',
    PayFinancingAnswerSchema,
    { method: 'POST', body, idempotencyKey },
  );
