import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { EasyAddressHolder, EasyAddressType } from '../contract/easy-addresses';
import type { RecordedTransactionList } from '../contract/registered-transactions';
import type {
  ApproverInfo,
  Bank,
  ExchangeQuote,
  ExecuteTransferRequest,
  PaymentWallet,
  ReceiptPdf,
  TransferLimits,
  TransferList,
  TransferReceipt,
  TransferRequest,
  TransferSummary,
} from '../contract/transfers';
import { serviceEnvelopeRequest, serviceRequest, serviceRequestNullable } from './http';

/** The answers' shapes are interfaces in the contract; these check the envelope's data is an object of them. */
const object = <T>() => v.custom<T>((value) => typeof value === 'object' && value !== null);

export const transferKeys = {
  all: ['transfers'] as const,
  limits: () => [...transferKeys.all, 'limits'] as const,
  banks: () => [...transferKeys.all, 'banks'] as const,
  wallets: () => [...transferKeys.all, 'wallets'] as const,
  list: (take: number) => [...transferKeys.all, 'list', { take }] as const,
  detail: (id: string) => [...transferKeys.all, 'detail', id] as const,
  recorded: () => ['recordedTransactions'] as const,
};

/** `POST /Transfer/Preview`: the summary, with `isTransactionSigning` (action code 400). */
export const previewTransfer = (request: TransferRequest) =>
  serviceEnvelopeRequest('/Transfer/Preview', object<TransferSummary>(), { method: 'POST', body: request });

/** `POST /Transfer/Execute` under one Idempotency-Key: 201/202/203 with the approver info, then the receipt. */
export const executeTransfer = (request: ExecuteTransferRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Transfer/Execute', object<TransferReceipt | ApproverInfo>(), {
    method: 'POST',
    body: request,
    idempotencyKey,
  });

export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: transferKeys.limits(),
    queryFn: () => serviceRequest('/Transfer/GetLimits', object<TransferLimits>()),
    staleTime: 60_000,
  });

/** A list answer: the array itself or an object holding it under `key`. */
const listOf = async <T>(path: string, key: string): Promise<T[]> => {
  const data = await serviceRequest(path, v.unknown());
  if (Array.isArray(data)) return data as T[];
  const inner = (data as Record<string, unknown> | null)?.[key];
  return Array.isArray(inner) ? (inner as T[]) : [];
};

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: transferKeys.banks(),
    queryFn: () => listOf<Bank>('/Transfer/GetBanks', 'banks'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const walletsQueryOptions = () =>
  queryOptions({
    queryKey: transferKeys.wallets(),
    queryFn: () => listOf<PaymentWallet>('/Transfer/GetPaymentWallets', 'wallets'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const transfersQueryOptions = (take: number) =>
  queryOptions({
    queryKey: transferKeys.list(take),
    queryFn: () => serviceRequest(`/Transfer/GetTransfers?take=${take}`, object<TransferList>()),
  });

export const transferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: transferKeys.detail(id),
    queryFn: () => serviceRequest(`/Transfer/GetTransfer/${encodeURIComponent(id)}`, object<TransferReceipt>()),
  });

export const fetchReceiptPdf = (id: string) =>
  serviceRequest(`/Transfer/GetReceiptPdf/${encodeURIComponent(id)}`, object<ReceiptPdf>());

/** `POST /Transfer/GetExchangeQuote` for a cross-currency virement. */
export const fetchExchangeQuote = (body: {
  sourceAccountNumber: string;
  targetAccountNumber: string;
  amount: string;
}) => serviceRequest('/Transfer/GetExchangeQuote', object<ExchangeQuote>(), { method: 'POST', body });

/** `POST /Kolas/Resolve`: the masked holder and the bank behind an easy address. */
export const resolveEasyAddress = (body: { type: EasyAddressType; value: string }) =>
  serviceRequest('/Kolas/Resolve', object<EasyAddressHolder>(), { method: 'POST', body });

/** Release (420) or cancel (421) a held secure payment, one Idempotency-Key per decision. */
export const settleSecurePayment = (action: 'release' | 'cancel', transferId: string, idempotencyKey: string) =>
  serviceRequest(
    action === 'release' ? '/Transfer/ReleaseSecurePayment' : '/Transfer/CancelSecurePayment',
    object<TransferReceipt>(),
    { method: 'POST', body: { transferId }, idempotencyKey },
  );

export const recordedQueryOptions = () =>
  queryOptions({
    queryKey: transferKeys.recorded(),
    queryFn: () => serviceRequest('/DkAdc/GetRecordedTransactions', object<RecordedTransactionList>()),
  });

/** `POST /DkAdc/SaveRecordedTransaction` from a completed transfer (Idempotency-Key). */
export const saveRecordedFromTransfer = (name: string, fromTransferId: string, idempotencyKey: string) =>
  serviceRequestNullable('/DkAdc/SaveRecordedTransaction', v.unknown(), {
    method: 'POST',
    body: { name, fromTransferId },
    idempotencyKey,
  });
