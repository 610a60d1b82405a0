import { queryOptions } from '@tanstack/react-query';
import { StatementPdfSchema, TransactionListSchema } from '../contract/transactions';
import { serviceRequest } from './http';

/** `GET /Deposit/GetLastTransactions/{accountNumber}?take=` and `GET /Deposit/GetStatementPdf/{accountNumber}`. */
export const transactionKeys = {
  all: ['lastTransactions'] as const,
  last: (accountNumber: string, take: number) => [...transactionKeys.all, accountNumber, { take }] as const,
};

export const lastTransactionsQueryOptions = (accountNumber: string, take: number) =>
  queryOptions({
    queryKey: transactionKeys.last(accountNumber, take),
    queryFn: () =>
      serviceRequest(
        `/Deposit/GetLastTransactions/${encodeURIComponent(accountNumber)}?take=${take}`,
        TransactionListSchema,
      ),
  });

export const fetchStatementPdf = (accountNumber: string) =>
  serviceRequest(`/Deposit/GetStatementPdf/${encodeURIComponent(accountNumber)}`, StatementPdfSchema);
