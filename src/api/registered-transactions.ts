import { queryOptions } from '@tanstack/react-query';
import {
  RegisteredTransactionChangeSchema,
  RegisteredTransactionDeletedSchema,
  RegisteredTransactionListSchema,
  type SaveRegisteredTransactionRequest,
  type UpdateRegisteredTransactionRequest,
} from '../contract/registered-transactions';
import { serviceEnvelopeRequest, serviceRequest, serviceRequestNullable } from './http';

/** Registered transactions (API version 1.2, set by the worker): list, save, update, delete. */
export const registeredTransactionKeys = { all: ['registeredTransactions'] as const };

export const registeredTransactionsQueryOptions = () =>
  queryOptions({
    queryKey: registeredTransactionKeys.all,
    queryFn: () => serviceRequest('/DkAdc/GetRecordedTransactions', RegisteredTransactionListSchema),
  });

export const saveRegisteredTransaction = (body: SaveRegisteredTransactionRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/DkAdc/SaveRecordedTransaction', RegisteredTransactionChangeSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const updateRegisteredTransaction = (body: UpdateRegisteredTransactionRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/DkAdc/UpdateRecordedTransaction', RegisteredTransactionChangeSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const deleteRegisteredTransaction = (id: string, idempotencyKey: string) =>
  serviceEnvelopeRequest(
    `/DkAdc/DeleteRecordedTransaction/${encodeURIComponent(id)}`,
    RegisteredTransactionDeletedSchema,
    {
      idempotencyKey,
    },
  );

/** `POST /DkAdc/SaveRecordedTransaction` from a completed transfer (Idempotency-Key). */
export const saveRegisteredFromTransfer = (name: string, fromTransferId: string, idempotencyKey: string) =>
  serviceRequestNullable('/DkAdc/SaveRecordedTransaction', RegisteredTransactionChangeSchema, {
    method: 'POST',
    body: { name, fromTransferId },
    idempotencyKey,
  });
