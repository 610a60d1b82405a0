import { queryOptions } from '@tanstack/react-query';
import {
  EasyAddressChangeSchema,
  EasyAddressDeletedSchema,
  EasyAddressListSchema,
  type CreateEasyAddressRequest,
} from '../contract/easy-addresses';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/** `GET /Kolas/GetEasyAddresses`, create and delete (one Idempotency-Key per decision). */
export const easyAddressKeys = { all: ['easyAddresses'] as const };

export const easyAddressesQueryOptions = () =>
  queryOptions({
    queryKey: easyAddressKeys.all,
    queryFn: () => serviceRequest('/Kolas/GetEasyAddresses', EasyAddressListSchema),
  });

export const createEasyAddress = (body: CreateEasyAddressRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Kolas/CreateEasyAddress', EasyAddressChangeSchema, { method: 'POST', body, idempotencyKey });

export const deleteEasyAddress = (id: string, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Kolas/DeleteEasyAddress', EasyAddressDeletedSchema, {
    method: 'POST',
    body: { id },
    idempotencyKey,
  });
