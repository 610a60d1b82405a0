/**
 * Last transactions (issue 13): every money movement the customer decided or that ran for them,
 * across products, newest first (`GET /Payment/GetLastTransactions`), one with its receipt's fields
 * (`GET /Payment/GetLastTransaction/{id}`) and the receipt (dekont) of any of them as a PDF
 * (`GET /Payment/GetReceiptPdf/{id}`). A movement's id is its journal id.
 */
import * as v from 'valibot';
import { AMOUNT_PATTERN, UUID_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { CURRENCIES, parseAmount } from './money';
import { TRANSFER_TYPES, TransferTargetSchema } from './transfers';

/** What a movement is to the page (its icon, its filter), whatever journal kind moved the money. */
export const LAST_TRANSACTION_KINDS = [
  'Transfer',
  'SecurePayment',
  'BillPayment',
  'CardDebtPayment',
  'StandingOrderRun',
  'AccountOpening',
  'FxTrade',
  'GoldOrder',
  'Financing',
  'CardSpending',
  'Other',
] as const;
export type LastTransactionKind = (typeof LAST_TRANSACTION_KINDS)[number];

/** A transfer's live status; every other movement is Completed once it is in the ledger. */
export const LAST_TRANSACTION_STATUSES = [
  'Completed',
  'Pending',
  'Scheduled',
  'Held',
  'Cancelled',
  'Returned',
] as const;
export type LastTransactionStatus = (typeof LAST_TRANSACTION_STATUSES)[number];

/** The longest date range a filter may ask for (days). */
export const LAST_TRANSACTIONS_MAX_RANGE_DAYS = 366;
export const LAST_TRANSACTIONS_LIMIT_DEFAULT = 20;
export const LAST_TRANSACTIONS_LIMIT_MAX = 50;

/** Where "repeat" leads: the page's path and its search params (never a card number or a third party's IBAN). */
export const RepeatSchema = v.object({ page: v.string(), search: v.record(v.string(), v.string()) });
export type Repeat = v.InferOutput<typeof RepeatSchema>;

export const LastTransactionSchema = v.object({
  /** The journal id. */
  id: v.string(),
  kind: v.picklist(LAST_TRANSACTION_KINDS),
  /** A transfer's (or a card debt payment's, a run's) rail; null otherwise. */
  transferType: v.nullable(v.picklist(TRANSFER_TYPES)),
  title: v.string(),
  /** Signed from the customer's side: negative left their account, positive reached it. */
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  account: v.nullable(v.object({ accountNumber: v.string(), name: v.string() })),
  status: v.picklist(LAST_TRANSACTION_STATUSES),
  createdAt: v.string(),
  reference: v.nullable(v.string()),
  repeat: v.nullable(RepeatSchema),
  /** Done for the customer by a call-center agent (channel CC). */
  throughCallCenter: v.boolean(),
});
export type LastTransaction = v.InferOutput<typeof LastTransactionSchema>;

/**
 * A company's operation that has not moved money (issue 17, docs/corporate-access.md): a maker's
 * transfer or bill payment waiting for approvals, or one that ended without posting (rejected,
 * expired, failed) in the last `OPERATION_END_SHOWN_DAYS` days. A posted one is a movement instead.
 */
export const NOT_POSTED_STATUSES = ['Waiting', 'Rejected', 'Expired', 'Failed'] as const;
export type NotPostedStatus = (typeof NOT_POSTED_STATUSES)[number];
/** How long an operation that ended without posting still shows (days on the bank's clock). */
export const OPERATION_END_SHOWN_DAYS = 7;

export const NotPostedOperationSchema = v.object({
  operationId: v.string(),
  reference: v.string(),
  status: v.picklist(NOT_POSTED_STATUSES),
  kind: v.picklist(LAST_TRANSACTION_KINDS),
  title: v.string(),
  /** What would leave the account, unsigned: nothing has left it. */
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  sourceAccountNumber: v.nullable(v.string()),
  receiver: v.nullable(v.string()),
  createdAt: v.string(),
  expiresAt: v.string(),
  /** When it ended (rejected, expired, failed); null while it waits. */
  endedAt: v.nullable(v.string()),
});
export type NotPostedOperation = v.InferOutput<typeof NotPostedOperationSchema>;

export const LastTransactionListSchema = v.object({
  transactions: v.array(LastTransactionSchema),
  /**
   * The company's operations not posted (waiting first, then ended, newest first): on the first page
   * of an unfiltered feed of a company's session; empty otherwise.
   */
  operations: v.optional(v.array(NotPostedOperationSchema), []),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: v.nullable(v.string()),
});
export type LastTransactionList = v.InferOutput<typeof LastTransactionListSchema>;

/** One label/value row of a receipt, in the caller's language. */
export const ReceiptFieldSchema = v.object({ label: v.string(), value: v.string() });
export type ReceiptField = v.InferOutput<typeof ReceiptFieldSchema>;

/** One posting on the customer's own accounts. */
export const MovementPostingSchema = v.object({
  accountNumber: v.string(),
  accountName: v.string(),
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  description: v.string(),
});

export const LastTransactionDetailSchema = v.object({
  transaction: LastTransactionSchema,
  /** The product's receipt: every field it prints. */
  fields: v.array(ReceiptFieldSchema),
  postings: v.array(MovementPostingSchema),
  /** The fee taken from the customer (TRY), "0.00" when none. */
  fee: v.string(),
});
export type LastTransactionDetail = v.InferOutput<typeof LastTransactionDetailSchema>;

/** `<epoch ms>.<journal id>` of the last item of the previous page. */
const CURSOR_PATTERN = new RegExp(`^\\d{1,15}\\.${UUID_PATTERN.source.slice(1, -1)}$`, 'i');
const DAY_MS = 86_400_000;
const day = v.pipe(v.string(), v.isoDate(IssueKey.Invalid));
const amount = v.pipe(v.string(), v.regex(AMOUNT_PATTERN, IssueKey.Invalid));

/** The filters (query strings): Istanbul days, a kind, absolute amount bounds, paging. */
export const LastTransactionsQuerySchema = v.pipe(
  v.object({
    from: v.optional(day),
    to: v.optional(day),
    kind: v.optional(v.picklist(LAST_TRANSACTION_KINDS, IssueKey.Invalid)),
    minAmount: v.optional(amount),
    maxAmount: v.optional(amount),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,2}$/, IssueKey.Invalid),
        v.check((limit) => Number(limit) >= 1 && Number(limit) <= LAST_TRANSACTIONS_LIMIT_MAX, IssueKey.Invalid),
      ),
    ),
    cursor: v.optional(v.pipe(v.string(), v.regex(CURSOR_PATTERN, IssueKey.Invalid))),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || from <= to, IssueKey.DateRangeReversed),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => !from || !to || Date.parse(to) - Date.parse(from) < LAST_TRANSACTIONS_MAX_RANGE_DAYS * DAY_MS,
      IssueKey.DateRangeTooLong,
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['minAmount'], ['maxAmount']],
      ({ minAmount, maxAmount }) =>
        !minAmount || !maxAmount || parseAmount(minAmount, 'XAU')! <= parseAmount(maxAmount, 'XAU')!,
      IssueKey.AmountRangeReversed,
    ),
    ['maxAmount'],
  ),
);
export type LastTransactionsQuery = v.InferOutput<typeof LastTransactionsQuerySchema>;

/** The cursor after an item. */
export const cursorOf = (item: Pick<LastTransaction, 'createdAt' | 'id'>): string =>
  `${Date.parse(item.createdAt)}.${item.id}`;

/**
 * `GET /Transfer/GetRepeatTarget/{transferId}`: what a transfer's form is filled with to send it
 * again (the target as it was sent; its card number, IBAN or identity number travel encrypted).
 */
export const RepeatTargetSchema = v.object({
  transferId: v.string(),
  sourceAccountNumber: v.string(),
  target: TransferTargetSchema,
  amount: v.string(),
  description: v.string(),
});
export type RepeatTarget = v.InferOutput<typeof RepeatTargetSchema>;

/** The list page's search params (the filters, checked with the query schema before they are asked for). */
const searchText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));
export const LastTransactionsSearchSchema = v.object({
  from: searchText(10),
  to: searchText(10),
  kind: v.optional(v.picklist(LAST_TRANSACTION_KINDS)),
  minAmount: searchText(20),
  maxAmount: searchText(20),
});
export type LastTransactionsSearch = v.InferOutput<typeof LastTransactionsSearchSchema>;

/** The detail page's search: the movement's journal id. */
export const LastTransactionDetailSearchSchema = v.object({ id: v.optional(v.pipe(v.string(), v.maxLength(64)), '') });
