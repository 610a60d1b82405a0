import { queryOptions } from '@tanstack/react-query';
import {
  RecordedTransactionChangeSchema,
  RecordedTransactionDeletedSchema,
  RecordedTransactionListSchema,
  type SaveRecordedTransactionRequest,
  type UpdateRecordedTransactionRequest,
} from '../contract/registered-transactions';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/** Registered transactions (API version 1.2, set by the worker): list, save, update, delete. */
export const registeredTransactionKeys = { all: ['recordedTransactions'] as const };

export const registeredTransactionsQueryOptions = () =>
  queryOptions({
    queryKey: registeredTransactionKeys.all,
    queryFn: () => serviceRequest('/DkAdc/GetRecordedTransactions', RecordedTransactionListSchema),
  });

export const saveRegisteredTransaction = (body: SaveRecordedTransactionRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/DkAdc/SaveRecordedTransaction', RecordedTransactionChangeSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const updateRegisteredTransaction = (body: UpdateRecordedTransactionRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/DkAdc/UpdateRecordedTransaction', RecordedTransactionChangeSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const deleteRegisteredTransaction = (id: string, idempotencyKey: string) =>
  serviceEnvelopeRequest(
    `/DkAdc/DeleteRecordedTransaction/${encodeURIComponent(id)}`,
    RecordedTransactionDeletedSchema,
    {
      idempotencyKey,
    },
  );
