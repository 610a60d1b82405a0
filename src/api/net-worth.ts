import { queryOptions } from '@tanstack/react-query';
import { NetWorthSchema } from '../contract/net-worth';
import { serviceRequest } from './http';

/** `GET /External/GetNetWorth`: assets and debts valued in TRY, texts in the page's language. */
export const netWorthKeys = { all: ['netWorth'] as const };

export const netWorthQueryOptions = () =>
  queryOptions({
    queryKey: netWorthKeys.all,
    queryFn: () => serviceRequest('/External/GetNetWorth', NetWorthSchema),
    retry: false,
  });
