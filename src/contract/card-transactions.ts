/**
 * A card's transactions as the card pages show them (issue 14): `GET /Card/GetTransactions/{cardId}`.
 * A debit card's recent transactions; a credit card's current period (since its last cut-off: its own
 * and its virtual cards' transactions, an installment purchase as its installment k/n, and the
 * payments made to the card); a virtual card's own. Declined attempts are lines too, with their
 * reason. Cards appear as BIN + last 4 only; pages address a card by its id.
 */
import * as v from 'valibot';
import { CARD_CHANNELS, CARD_TRANSACTION_KINDS, CARD_TRANSACTION_STATUSES } from './cards';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';

/** `/dashboard/cards/card-detail?cardId=<uuid>` and every other card page addressed by a card. */
export const CardIdSearchSchema = v.object({
  cardId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
export type CardIdSearch = v.InferOutput<typeof CardIdSearchSchema>;

/** `current`: a credit card's period since its last cut-off (a debit card: its recent ones); `all`: every line, newest first, in pages. */
export const CARD_TRANSACTION_PERIODS = ['current', 'all'] as const;
export type CardTransactionPeriod = (typeof CARD_TRANSACTION_PERIODS)[number];

/** "<ms>.<uuid>": the last line's time and id. */
const CURSOR_PATTERN = /^\d{1,15}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CardTransactionsQuerySchema = v.object({
  period: v.optional(v.picklist(CARD_TRANSACTION_PERIODS)),
  /** The previous page's `nextCursor`. */
  cursor: v.optional(v.pipe(v.string(), v.regex(CURSOR_PATTERN, IssueKey.Invalid))),
});
export type CardTransactionsQuery = v.InferOutput<typeof CardTransactionsQuerySchema>;

/** A line's kind: what the card network brought, or a payment made to the credit card. */
export const CARD_TRANSACTION_LINE_KINDS = [...CARD_TRANSACTION_KINDS, 'Payment'] as const;
export type CardTransactionLineKind = (typeof CARD_TRANSACTION_LINE_KINDS)[number];

export const CardTransactionLineSchema = v.object({
  id: v.string(),
  kind: v.picklist(CARD_TRANSACTION_LINE_KINDS),
  status: v.picklist(CARD_TRANSACTION_STATUSES),
  /** A declined line's message code and its text in the caller's language. */
  declineReason: v.nullable(v.string()),
  declineText: v.nullable(v.string()),
  /** The merchant, or for a payment the account it came from. */
  merchant: v.string(),
  channel: v.nullable(v.picklist(CARD_CHANNELS)),
  abroad: v.boolean(),
  /** What the card was charged (a refund and a payment lower the debt), a positive decimal string. */
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  /** A purchase abroad: its amount in the merchant's currency. */
  originalAmount: v.nullable(v.string()),
  originalCurrency: v.nullable(v.picklist(CURRENCIES)),
  /** Installments: this period's installment k of n and its amount; null when paid at once or all billed. */
  installmentNumber: v.nullable(v.number()),
  installmentCount: v.number(),
  installmentAmount: v.nullable(v.string()),
  /** The card that made it (a virtual card's lines on its main card are marked). */
  cardId: v.nullable(v.string()),
  maskedNumber: v.nullable(v.string()),
  virtual: v.boolean(),
  createdAt: v.string(),
});
export type CardTransactionLine = v.InferOutput<typeof CardTransactionLineSchema>;

export const CardTransactionsSchema = v.object({
  cardId: v.string(),
  period: v.picklist(CARD_TRANSACTION_PERIODS),
  /** The current period's start (a credit card's last cut-off); null for a debit card and for `all`. */
  since: v.nullable(v.string()),
  transactions: v.array(CardTransactionLineSchema),
  /** The next page's cursor; null on the last page. */
  nextCursor: v.nullable(v.string()),
});
export type CardTransactions = v.InferOutput<typeof CardTransactionsSchema>;
