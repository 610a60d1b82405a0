import { queryOptions } from '@tanstack/react-query';
import {
  SavedPaymentChangeSchema,
  SavedPaymentDeletedSchema,
  SavedPaymentDetailSchema,
  SavedPaymentListSchema,
  type SaveSavedPaymentRequest,
  type UpdateSavedPaymentRequest,
} from '../contract/saved-payments';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/** Saved payments (bill subscriptions and cards): list, one, save, update, delete (one Idempotency-Key per decision). */
export const savedPaymentKeys = {
  all: ['savedPayments'] as const,
  one: (id: string) => ['savedPayments', id] as const,
};

export const savedPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: savedPaymentKeys.all,
    queryFn: () => serviceRequest('/Payment/GetSavedPayments', SavedPaymentListSchema),
  });

export const savedPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: savedPaymentKeys.one(id),
    queryFn: () => serviceRequest(`/Payment/GetSavedPayment/${encodeURIComponent(id)}`, SavedPaymentDetailSchema),
  });

export const saveSavedPayment = (body: SaveSavedPaymentRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Payment/SaveSavedPayment', SavedPaymentChangeSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const updateSavedPayment = (body: UpdateSavedPaymentRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Payment/UpdateSavedPayment', SavedPaymentChangeSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const deleteSavedPayment = (id: string, idempotencyKey: string) =>
  serviceEnvelopeRequest(`/Payment/DeleteSavedPayment/${encodeURIComponent(id)}`, SavedPaymentDeletedSchema, {
    method: 'POST',
    body: {},
    idempotencyKey,
  });
