import { queryOptions } from '@tanstack/react-query';
import {
  CardDebtInfoSchema,
  CardDebtPaymentCardSchema,
  CardDebtReceiptSchema,
  PayCardDebtOutcomeSchema,
  type CardDebtPayRequest,
  type PayOwnCardRequest,
} from '../contract/card-debt';
import type { VERIFICATION_FIELDS } from '../contract/transfers';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/** Card debt: query a card (any bank), pay it (a decision with a code), a payment's receipt and its card. */
export const cardDebtKeys = {
  payment: (id: string) => ['cardDebt', 'payment', id] as const,
  paymentCard: (id: string) => ['cardDebt', 'paymentCard', id] as const,
};

export const queryCardDebt = (cardNumber: string) =>
  serviceRequest('/CardDebt/Query', CardDebtInfoSchema, { method: 'POST', body: { cardNumber } });

export type PayCardDebtBody = CardDebtPayRequest & Partial<Record<(typeof VERIFICATION_FIELDS)[number], string>>;

/** Pay under one key: the approver info, then the receipt or (a corporate maker's payment needing approvals) the waiting operation (995). */
export const payCardDebt = (body: PayCardDebtBody, idempotencyKey: string) =>
  serviceEnvelopeRequest('/CardDebt/Pay', PayCardDebtOutcomeSchema, { method: 'POST', body, idempotencyKey });

export type PayOwnCardBody = PayOwnCardRequest & Partial<Record<(typeof VERIFICATION_FIELDS)[number], string>>;

/** One's own credit card by its id (issue 14): the period debt, the minimum payment or another amount. */
export const payOwnCardDebt = (body: PayOwnCardBody, idempotencyKey: string) =>
  serviceEnvelopeRequest('/CardDebt/PayOwnCard', PayCardDebtOutcomeSchema, { method: 'POST', body, idempotencyKey });

export const cardDebtPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: cardDebtKeys.payment(id),
    queryFn: () => serviceRequest(`/CardDebt/GetPayment/${encodeURIComponent(id)}`, CardDebtReceiptSchema),
  });

/** The paid card's number (sent encrypted), to prefill a new payment or save the card. */
export const fetchPaymentCard = (id: string) =>
  serviceRequest(`/CardDebt/GetPaymentCard/${encodeURIComponent(id)}`, CardDebtPaymentCardSchema);

/** Query as an envelope, for the page action flow (a refusal shows in its error popup). */
export const queryCardDebtEnvelope = (cardNumber: string) =>
  serviceEnvelopeRequest('/CardDebt/Query', CardDebtInfoSchema, { method: 'POST', body: { cardNumber } });
