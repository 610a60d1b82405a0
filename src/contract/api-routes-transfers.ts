/** The route table's transfer and registered-transaction calls; api-routes.ts joins the tables. */
import * as v from 'valibot';
import { ActionCode } from './action-codes';
import { WaitingOperationSchema } from './waiting-operation';
import { IdParam, TakeQuerySchema, customerCall as call, type ApiRoute } from './api-route';
import {
  RegisteredTransactionChangeSchema,
  RegisteredTransactionDeletedSchema,
  RegisteredTransactionListSchema,
  SaveRegisteredTransactionSchema,
  UpdateRegisteredTransactionSchema,
} from './registered-transactions';
import {
  BankListSchema,
  ExchangeQuoteRequestSchema,
  ExchangeQuoteSchema,
  ExecuteAnswerSchema,
  ExecuteTransferSchema,
  PaymentWalletListSchema,
  ReceiptPdfSchema,
  SecurePaymentActionSchema,
  TransferLimitsSchema,
  TransferListSchema,
  TransferReceiptSchema,
  TransferRequestSchema,
  TransferSummarySchema,
} from './transfers';

const id = { id: IdParam };
const TRANSFER_OUTCOMES = [
  ActionCode.TransferCompleted,
  ActionCode.TransferPending,
  ActionCode.TransferScheduled,
  ActionCode.TransferHeld,
];
const CHALLENGES = [ActionCode.TransactionOtp, ActionCode.TransactionPush, ActionCode.TransactionEmail];

const TRANSFERS: ApiRoute[] = [
  call({
    path: '/Transfer/Preview',
    name: 'previewTransfer',
    tag: 'Transfers',
    summary: 'Validates a transfer and answers its summary (400, `isTransactionSigning: true`); moves nothing.',
    body: TransferRequestSchema,
    data: TransferSummarySchema,
    actionCodes: [ActionCode.TransferPreviewed],
  }),
  call({
    path: '/Transfer/Execute',
    name: 'executeTransfer',
    tag: 'Transfers',
    summary:
      'Posts the previewed body: first a challenge (201 SMS / 202 push / 203 e-mail with the approver info), then with `otpReferenceKey` and `otpCode` the receipt (401-404).',
    body: ExecuteTransferSchema,
    data: v.union([ExecuteAnswerSchema, WaitingOperationSchema]),
    actionCodes: [...CHALLENGES, ...TRANSFER_OUTCOMES, ActionCode.CorporateOperationWaiting],
    idempotent: true,
  }),
  ...(
    [
      ['ReleaseSecurePayment', 'Releases a held secure payment to the seller.', ActionCode.SecurePaymentReleased],
      ['CancelSecurePayment', 'Cancels a held secure payment (the money returns).', ActionCode.SecurePaymentCancelled],
    ] as const
  ).map(([name, summary, code]) =>
    call({
      path: `/Transfer/${name}`,
      name: name.charAt(0).toLowerCase() + name.slice(1),
      tag: 'Transfers',
      summary,
      body: SecurePaymentActionSchema,
      data: TransferReceiptSchema,
      actionCodes: [code],
      idempotent: true,
    }),
  ),
  call({
    path: '/Transfer/GetLimits',
    name: 'getTransferLimits',
    tag: 'Transfers',
    summary: 'Limits, today’s use and the EFT window.',
    data: TransferLimitsSchema,
  }),
  call({
    path: '/Transfer/GetExchangeQuote',
    name: 'getExchangeQuote',
    tag: 'Transfers',
    summary: 'A quote between two own accounts of different currencies.',
    body: ExchangeQuoteRequestSchema,
    data: ExchangeQuoteSchema,
  }),
  call({
    path: '/Transfer/GetBanks',
    name: 'getBanks',
    tag: 'Transfers',
    summary: 'Other banks by EFT code.',
    data: BankListSchema,
  }),
  call({
    path: '/Transfer/GetPaymentWallets',
    name: 'getPaymentWallets',
    tag: 'Transfers',
    summary: 'Payment wallets (e-money institutions).',
    data: PaymentWalletListSchema,
  }),
  call({
    path: '/Transfer/GetTransfers',
    name: 'getTransfers',
    tag: 'Transfers',
    summary: 'The caller’s transfers, newest first.',
    query: TakeQuerySchema,
    data: TransferListSchema,
  }),
  call({
    path: '/Transfer/GetTransfer/{id}',
    name: 'getTransfer',
    tag: 'Transfers',
    summary: 'A receipt with its live status.',
    params: id,
    data: TransferReceiptSchema,
  }),
  call({
    path: '/Transfer/GetReceiptPdf/{id}',
    name: 'getReceiptPdf',
    tag: 'Transfers',
    summary: 'The receipt (dekont) as a PDF, base64.',
    params: id,
    data: ReceiptPdfSchema,
  }),
];

const REGISTERED: ApiRoute[] = [
  call({
    path: '/DkAdc/GetRecordedTransactions',
    name: 'getRecordedTransactions',
    tag: 'Registered transactions',
    summary: 'Saved recipients and between-accounts pairs, by name.',
    data: RegisteredTransactionListSchema,
  }),
  call({
    path: '/DkAdc/SaveRecordedTransaction',
    name: 'saveRecordedTransaction',
    tag: 'Registered transactions',
    summary: 'Saves a target with defaults, or a completed transfer (`fromTransferId`).',
    body: SaveRegisteredTransactionSchema,
    data: RegisteredTransactionChangeSchema,
    actionCodes: [ActionCode.RegisteredTransactionSaved],
    idempotent: true,
  }),
  call({
    path: '/DkAdc/UpdateRecordedTransaction',
    name: 'updateRecordedTransaction',
    tag: 'Registered transactions',
    summary: 'Changes a saved transaction.',
    body: UpdateRegisteredTransactionSchema,
    data: RegisteredTransactionChangeSchema,
    actionCodes: [ActionCode.RegisteredTransactionUpdated],
    idempotent: true,
  }),
  call({
    path: '/DkAdc/DeleteRecordedTransaction/{id}',
    name: 'deleteRecordedTransaction',
    tag: 'Registered transactions',
    summary: 'Removes a saved transaction (a GET that changes data, as the specification names it).',
    params: id,
    data: RegisteredTransactionDeletedSchema,
    actionCodes: [ActionCode.RegisteredTransactionDeleted],
    idempotent: true,
  }),
];

export const TRANSFER_ROUTES: readonly ApiRoute[] = [...TRANSFERS, ...REGISTERED];
