import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { EasyAddressHolderSchema, type EasyAddressType } from '../contract/easy-addresses';
import {
  BankListSchema,
  ExchangeQuoteSchema,
  ExecuteAnswerSchema,
  PaymentWalletListSchema,
  ReceiptPdfSchema,
  TransferLimitsSchema,
  TransferListSchema,
  TransferReceiptSchema,
  TransferSummarySchema,
  type ExecuteTransferRequest,
  type TransferRequest,
} from '../contract/transfers';
import { WaitingOperationSchema } from '../contract/waiting-operation';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/**
 * What Execute answers: the approver info (201/202/203), the receipt, or a corporate maker's operation
 * stored to wait for approvals (995, issue 17).
 */
export const ExecuteOutcomeSchema = v.union([ExecuteAnswerSchema, WaitingOperationSchema]);

export const transferKeys = {
  all: ['transfers'] as const,
  limits: () => [...transferKeys.all, 'limits'] as const,
  banks: () => [...transferKeys.all, 'banks'] as const,
  wallets: () => [...transferKeys.all, 'wallets'] as const,
  list: (take: number) => [...transferKeys.all, 'list', { take }] as const,
  detail: (id: string) => [...transferKeys.all, 'detail', id] as const,
};

/** `POST /Transfer/Preview`: the summary, with `isTransactionSigning` (action code 400). */
export const previewTransfer = (request: TransferRequest) =>
  serviceEnvelopeRequest('/Transfer/Preview', TransferSummarySchema, { method: 'POST', body: request });

/**
 * `POST /Transfer/Execute` under one Idempotency-Key: 201/202/203 with the approver info, then the
 * receipt, or (a corporate maker's transfer that needs approvals) the waiting operation with 995.
 */
export const executeTransfer = (request: ExecuteTransferRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Transfer/Execute', ExecuteOutcomeSchema, {
    method: 'POST',
    body: request,
    idempotencyKey,
  });

export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: transferKeys.limits(),
    queryFn: () => serviceRequest('/Transfer/GetLimits', TransferLimitsSchema),
    staleTime: 60_000,
  });

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: transferKeys.banks(),
    queryFn: async () => (await serviceRequest('/Transfer/GetBanks', BankListSchema)).banks,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const walletsQueryOptions = () =>
  queryOptions({
    queryKey: transferKeys.wallets(),
    queryFn: async () => (await serviceRequest('/Transfer/GetPaymentWallets', PaymentWalletListSchema)).wallets,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const transfersQueryOptions = (take: number) =>
  queryOptions({
    queryKey: transferKeys.list(take),
    queryFn: () => serviceRequest(`/Transfer/GetTransfers?take=${take}`, TransferListSchema),
  });

export const transferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: transferKeys.detail(id),
    queryFn: () => serviceRequest(`/Transfer/GetTransfer/${encodeURIComponent(id)}`, TransferReceiptSchema),
  });

export const fetchReceiptPdf = (id: string) =>
  serviceRequest(`/Transfer/GetReceiptPdf/${encodeURIComponent(id)}`, ReceiptPdfSchema);

/** `POST /Transfer/GetExchangeQuote` for a cross-currency virement. */
export const fetchExchangeQuote = (body: {
  sourceAccountNumber: string;
  targetAccountNumber: string;
  amount: string;
}) => serviceRequest('/Transfer/GetExchangeQuote', ExchangeQuoteSchema, { method: 'POST', body });

/** `POST /Kolas/Resolve`: the masked holder and the bank behind an easy address. */
export const resolveEasyAddress = (body: { type: EasyAddressType; value: string }) =>
  serviceRequest('/Kolas/Resolve', EasyAddressHolderSchema, { method: 'POST', body });

/** Release (420) or cancel (421) a held secure payment, one Idempotency-Key per decision. */
export const settleSecurePayment = (action: 'release' | 'cancel', transferId: string, idempotencyKey: string) =>
  serviceRequest(
    action === 'release' ? '/Transfer/ReleaseSecurePayment' : '/Transfer/CancelSecurePayment',
    TransferReceiptSchema,
    { method: 'POST', body: { transferId }, idempotencyKey },
  );
