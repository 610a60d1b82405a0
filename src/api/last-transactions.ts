/** Last transactions (issue 13): the feed of every money movement, one movement, the receipt PDF of any. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  LastTransactionDetailSchema,
  LastTransactionListSchema,
  RepeatTargetSchema,
  type LastTransactionsQuery,
} from '../contract/last-transactions';
import { ReceiptPdfSchema } from '../contract/transfers';
import { serviceRequest } from './http';

export const lastTransactionKeys = {
  all: ['last-transactions'] as const,
  list: (filter: LastTransactionsQuery) => [...lastTransactionKeys.all, 'list', filter] as const,
  detail: (id: string) => [...lastTransactionKeys.all, 'detail', id] as const,
};

const queryString = (filter: LastTransactionsQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** `GET /Payment/GetLastTransactions`: one page of the feed (pass the previous page's `nextCursor`). */
export const fetchLastTransactions = (filter: LastTransactionsQuery) =>
  serviceRequest(`/Payment/GetLastTransactions${queryString(filter)}`, LastTransactionListSchema);

/** The feed with "load more": pages follow `nextCursor`. */
export const lastTransactionsQueryOptions = (filter: Omit<LastTransactionsQuery, 'cursor'>) =>
  infiniteQueryOptions({
    queryKey: lastTransactionKeys.list(filter),
    queryFn: ({ pageParam }) => fetchLastTransactions({ ...filter, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** A company's operations not posted (waiting for approvals, or ended without posting): the feed's first page's `operations`. */
export const notPostedOperationsQueryOptions = () =>
  queryOptions({
    queryKey: [...lastTransactionKeys.all, 'not-posted'] as const,
    queryFn: async () => (await fetchLastTransactions({ limit: '1' })).operations,
  });

export const lastTransactionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: lastTransactionKeys.detail(id),
    queryFn: () => serviceRequest(`/Payment/GetLastTransaction/${encodeURIComponent(id)}`, LastTransactionDetailSchema),
  });

/** `GET /Payment/GetReceiptPdf/{id}`: the receipt (dekont) of any money movement by its journal id. */
export const receiptPdf = (id: string) =>
  serviceRequest(`/Payment/GetReceiptPdf/${encodeURIComponent(id)}`, ReceiptPdfSchema);

/** `GET /Transfer/GetRepeatTarget/{transferId}`: the transfer's form values to send it again. */
export const repeatTargetQueryOptions = (transferId: string) =>
  queryOptions({
    queryKey: [...lastTransactionKeys.all, 'repeat', transferId] as const,
    queryFn: () => serviceRequest(`/Transfer/GetRepeatTarget/${encodeURIComponent(transferId)}`, RepeatTargetSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
