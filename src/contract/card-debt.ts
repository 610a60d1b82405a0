/**
 * Paying a credit card's debt (issue 13): any card, this bank's or another's. Query names the
 * issuer and, masked, the holder; for a card of this bank its statement debt, minimum payment,
 * due date and current debt. Pay is a decision confirmed with a code: a card of this bank is
 * credited at once, another bank's card is paid over FAST (up to its limit, 7/24) or EFT (hours).
 * Card numbers travel encrypted (ENC1).
 */
import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';
import { CARD_DEBT_RAILS } from './payments';
import { VerificationFieldsSchema } from './transfers';
import { ApproverInfoSchema } from './transfers';
import { ACCOUNT_NUMBER_PATTERN } from './id-patterns';
import { WaitingOperationSchema } from './waiting-operation';

const cardNumber = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^\d{16}$/, IssueKey.CardInvalid));

/** `POST /CardDebt/Query`. */
export const CardDebtQuerySchema = v.object({ cardNumber });
export type CardDebtQueryRequest = v.InferOutput<typeof CardDebtQuerySchema>;

/** What Query answers: the issuer, the masked holder and, for a card of this bank, its debts. */
export const CardDebtInfoSchema = v.object({
  maskedCardNumber: v.string(),
  bankCode: v.string(),
  bankName: v.string(),
  isOwnBank: v.boolean(),
  /** Masked ("Ay*** Yıl***"); null when another bank's card is unknown to the directory. */
  maskedHolderName: v.nullable(v.string()),
  /** A card of this bank: what its last statement asks (what is left of it), and what it owes now. */
  statementDebt: v.nullable(v.string()),
  minimumPayment: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  currentDebt: v.nullable(v.string()),
  currency: v.picklist(CURRENCIES),
  /** Another bank's card: FAST up to this amount (7/24), EFT above it (in EFT hours); null for ours. */
  fastLimit: v.nullable(v.string()),
  eftOpen: v.nullable(v.boolean()),
});
export type CardDebtInfo = v.InferOutput<typeof CardDebtInfoSchema>;

/** `POST /CardDebt/Pay`: the card, the amount (TRY) and the customer's TRY account. */
export const CardDebtPayRequestSchema = v.object({
  cardNumber,
  amount: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^\d{1,15}(?:\.\d{1,4})?$/, IssueKey.Invalid)),
  sourceAccountNumber: v.pipe(
    v.string(),
    v.nonEmpty(IssueKey.Required),
    v.regex(ACCOUNT_NUMBER_PATTERN, IssueKey.Invalid),
  ),
  /** Over the FAST limit outside EFT hours: the customer accepts the next EFT window. */
  acceptNextWindow: v.optional(v.boolean(), false),
});
export type CardDebtPayRequest = v.InferOutput<typeof CardDebtPayRequestSchema>;

export const PayCardDebtSchema = v.object({ ...CardDebtPayRequestSchema.entries, ...VerificationFieldsSchema.entries });

/**
 * `POST /CardDebt/PayOwnCard` (issue 14): one of the customer's own credit cards, by its id (the
 * number never travels): what is left of the period debt, the minimum payment, or another `amount`.
 */
export const OWN_CARD_DEBT_OPTIONS = ['PeriodDebt', 'MinimumPayment', 'Other'] as const;
export type OwnCardDebtOption = (typeof OWN_CARD_DEBT_OPTIONS)[number];

export const PayOwnCardRequestSchema = v.object({
  cardId: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.uuid(IssueKey.Invalid)),
  option: v.picklist(OWN_CARD_DEBT_OPTIONS, IssueKey.Required),
  /** Only with `Other` (the others are worked out by the bank). */
  amount: v.optional(CardDebtPayRequestSchema.entries.amount),
  sourceAccountNumber: CardDebtPayRequestSchema.entries.sourceAccountNumber,
});
export type PayOwnCardRequest = v.InferOutput<typeof PayOwnCardRequestSchema>;

export const PayOwnCardSchema = v.object({ ...PayOwnCardRequestSchema.entries, ...VerificationFieldsSchema.entries });

export const CARD_DEBT_PAYMENT_STATUSES = ['Completed', 'Pending', 'Scheduled'] as const;

/** The receipt of a card debt payment (also `GET /CardDebt/GetPayment/{id}`). */
export const CardDebtReceiptSchema = v.object({
  paymentId: v.string(),
  journalId: v.string(),
  reference: v.string(),
  /** The transfer that carries it to another bank; null for a card of this bank. */
  transferId: v.nullable(v.string()),
  rail: v.picklist(CARD_DEBT_RAILS),
  status: v.picklist(CARD_DEBT_PAYMENT_STATUSES),
  maskedCardNumber: v.string(),
  maskedHolderName: v.nullable(v.string()),
  bankName: v.string(),
  sourceAccountNumber: v.string(),
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  /** A card of this bank: its debt after the payment. */
  remainingDebt: v.nullable(v.string()),
  scheduledFor: v.nullable(v.string()),
  createdAt: v.string(),
});
export type CardDebtReceipt = v.InferOutput<typeof CardDebtReceiptSchema>;

/** What Pay answers: the approver info of a challenge (201/202/203), then the receipt (540-542). */
export const PayCardDebtAnswerSchema = v.union([CardDebtReceiptSchema, ApproverInfoSchema]);

/** Pay's and PayOwnCard's answers with a corporate maker's payment stored to wait for approvals (995, issue 17). */
export const PayCardDebtOutcomeSchema = v.union([PayCardDebtAnswerSchema, WaitingOperationSchema]);

/** `GET /CardDebt/GetPaymentCard/{id}`: the paid card's number (encrypted), to pay it again. */
export const CardDebtPaymentCardSchema = v.object({ cardNumber: v.string() });

/** `/dashboard/pay-another-card-debt?saved=<id>` or `?payment=<id>`: prefill the card from the bank (never a number in a URL). */
export const CardDebtSearchSchema = v.object({
  saved: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  payment: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

/** `/dashboard/pay-another-card-debt/success?id=<paymentId>` (and `/dashboard/debt_payment/debt-payment-success`). */
export const CardDebtSuccessSearchSchema = v.object({
  id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
