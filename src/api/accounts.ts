import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_LIST_CACHE_MS, AccountListSchema } from '../contract/accounts';
import { serviceRequest } from './http';

/** `GET /Deposit/GetAccounts/{IsClosedIncluded}` (API version 1.2, added by the worker). */
export const fetchAccounts = (includeClosed: boolean) =>
  serviceRequest(`/Deposit/GetAccounts/${includeClosed}`, AccountListSchema);

export const accountKeys = {
  all: ['accounts'] as const,
  list: (includeClosed: boolean) => [...accountKeys.all, 'list', { includeClosed }] as const,
};

/** Held 6 minutes (spec section 9); transfers, payments, closing and alias updates invalidate `accountKeys.all`. */
export const accountsQueryOptions = (includeClosed: boolean) =>
  queryOptions({
    queryKey: accountKeys.list(includeClosed),
    queryFn: () => fetchAccounts(includeClosed),
    staleTime: ACCOUNT_LIST_CACHE_MS,
    gcTime: ACCOUNT_LIST_CACHE_MS,
  });
