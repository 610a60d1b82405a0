import { queryOptions } from '@tanstack/react-query';
import {
  AccountChangeSchema,
  CreateAccountOutcomeSchema,
  AccountDetailSchema,
  AccountProductsSchema,
  StatementCsvSchema,
  type CreateAccountRequest,
  type TransactionFilter,
} from '../contract/account-management';
import { StatementPdfSchema, TransactionListSchema } from '../contract/transactions';
import { ExchangeQuoteSchema } from '../contract/transfers';
import { accountKeys } from './accounts';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/**
 * An account's detail and filtered history (under `accountKeys.all`, so invalidateAccountData
 * refreshes them), the products on offer, and the three account changes (one Idempotency-Key each).
 */
export const accountDetailKeys = {
  detail: (accountNumber: string) => [...accountKeys.all, 'detail', accountNumber] as const,
  history: (accountNumber: string, filter: TransactionFilter) =>
    [...accountKeys.all, 'history', accountNumber, filter] as const,
  products: ['accountProducts'] as const,
};

const account = (accountNumber: string) => encodeURIComponent(accountNumber);

/** The filter as a query string: empty values left out. */
export const filterQuery = (filter: TransactionFilter): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || (name === 'direction' && value === 'all')) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const accountDetailQueryOptions = (accountNumber: string) =>
  queryOptions({
    queryKey: accountDetailKeys.detail(accountNumber),
    queryFn: () => serviceRequest(`/Deposit/GetAccountDetail/${account(accountNumber)}`, AccountDetailSchema),
  });

export const accountHistoryQueryOptions = (accountNumber: string, filter: TransactionFilter) =>
  queryOptions({
    queryKey: accountDetailKeys.history(accountNumber, filter),
    queryFn: () =>
      serviceRequest(`/Deposit/GetTransactions/${account(accountNumber)}${filterQuery(filter)}`, TransactionListSchema),
  });

export const accountProductsQueryOptions = () =>
  queryOptions({
    queryKey: accountDetailKeys.products,
    queryFn: () => serviceRequest('/Deposit/GetAccountProducts', AccountProductsSchema),
    staleTime: 60 * 60 * 1000,
  });

export const fetchFilteredStatementPdf = (accountNumber: string, filter: TransactionFilter) =>
  serviceRequest(`/Deposit/GetStatementPdf/${account(accountNumber)}${filterQuery(filter)}`, StatementPdfSchema);

export const fetchStatementCsv = (accountNumber: string, filter: TransactionFilter) =>
  serviceRequest(`/Deposit/GetStatementCsv/${account(accountNumber)}${filterQuery(filter)}`, StatementCsvSchema);

/** `POST /Deposit/CreateAccount` for the call-center agent: the opened account. */
export const createAccount = (body: CreateAccountRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Deposit/CreateAccount', AccountChangeSchema, { method: 'POST', body, idempotencyKey });

/** The customer's `POST /Deposit/CreateAccount`: the opened account, or (a corporate maker's opening needing approvals) the waiting operation (995). */
export const createAccountOrWait = (body: CreateAccountRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Deposit/CreateAccount', CreateAccountOutcomeSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const updateAccountAlias = (body: { accountNumber: string; alias: string }, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Deposit/UpdateAccountAlias', AccountChangeSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const closeAccount = (accountNumber: string, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Deposit/CloseAccount', AccountChangeSchema, {
    method: 'POST',
    body: { accountNumber },
    idempotencyKey,
  });

/** `POST /Deposit/GetOpeningQuote`: the exchange quote of a cross-currency opening (`amount` in the new currency). */
export const fetchOpeningQuote = (body: { sourceAccountNumber: string; currency: string; amount: string }) =>
  serviceRequest('/Deposit/GetOpeningQuote', ExchangeQuoteSchema, { method: 'POST', body });
