/**
 * Saved payments ("kayıtlı ödemeler"): a bill subscription (biller and subscriber number) or
 * another credit card's debt (its card number), under a nickname unique per customer. Lists show a
 * card masked; the full number travels encrypted (ENC1) where a page needs it.
 */
import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { SAVED_PAYMENT_KINDS } from './payments';
import { text } from './safe-text';

export const SAVED_PAYMENT_NICKNAME_MAX = 40;

const nickname = v.pipe(
  text(),
  v.trim(),
  v.nonEmpty(IssueKey.Required),
  v.maxLength(SAVED_PAYMENT_NICKNAME_MAX, IssueKey.TooLong),
);
const billerCode = v.pipe(text(), v.nonEmpty(IssueKey.Required), v.regex(/^[A-Z0-9]{2,20}$/, IssueKey.Invalid));
const subscriberNo = v.pipe(text(), v.trim(), v.nonEmpty(IssueKey.Required), v.regex(/^\d{4,20}$/, IssueKey.Invalid));
const cardNumber = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^\d{16}$/, IssueKey.CardInvalid));

export const SavedBillTargetSchema = v.object({ kind: v.literal('Bill'), billerCode, subscriberNo });
export const SavedCardTargetSchema = v.object({ kind: v.literal('CardDebt'), cardNumber });

/** `POST /Payment/SaveSavedPayment` (Idempotency-Key): a bill subscription or a card, under a nickname. */
export const SaveSavedPaymentSchema = v.variant('kind', [
  v.object({ ...SavedBillTargetSchema.entries, nickname }),
  v.object({ ...SavedCardTargetSchema.entries, nickname }),
]);
export type SaveSavedPaymentRequest = v.InferOutput<typeof SaveSavedPaymentSchema>;

/**
 * `POST /Payment/UpdateSavedPayment` (Idempotency-Key): a new nickname and, for a bill, the
 * subscriber number, for a card, its number (left out: unchanged). The kind and biller stay.
 */
export const UpdateSavedPaymentSchema = v.object({
  id: v.pipe(v.string(), v.uuid(IssueKey.Invalid)),
  nickname,
  subscriberNo: v.optional(subscriberNo),
  cardNumber: v.optional(cardNumber),
});
export type UpdateSavedPaymentRequest = v.InferOutput<typeof UpdateSavedPaymentSchema>;

/** One saved payment as lists show it: a card masked (`maskedCardNumber`), a bill's subscriber in full. */
export const SavedPaymentSchema = v.object({
  id: v.string(),
  kind: v.picklist(SAVED_PAYMENT_KINDS),
  nickname: v.string(),
  /** A bill's biller (code, name and category) and subscriber number; null for a card. */
  billerCode: v.nullable(v.string()),
  billerName: v.nullable(v.string()),
  billCategory: v.nullable(v.string()),
  subscriberNo: v.nullable(v.string()),
  /** A card's number masked (`454360******9012`) and its issuer's name; null for a bill. */
  maskedCardNumber: v.nullable(v.string()),
  bankName: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type SavedPayment = v.InferOutput<typeof SavedPaymentSchema>;
export const SavedPaymentListSchema = v.object({ savedPayments: v.array(SavedPaymentSchema) });
export type SavedPaymentList = v.InferOutput<typeof SavedPaymentListSchema>;

/**
 * `GET /Payment/GetSavedPayment/{id}`: one saved payment; a card's full number as `cardNumber`
 * (encrypted on the wire), so the page can query and pay it without typing it again.
 */
export const SavedPaymentDetailSchema = v.object({
  savedPayment: SavedPaymentSchema,
  cardNumber: v.nullable(v.string()),
});
export type SavedPaymentDetail = v.InferOutput<typeof SavedPaymentDetailSchema>;

/** The answer of Save and Update. */
export const SavedPaymentChangeSchema = v.object({ savedPayment: SavedPaymentSchema });
/** The answer of Delete. */
export const SavedPaymentDeletedSchema = v.object({ id: v.string() });

/** `/dashboard/saved-transactions/detail?id=` and `/update?id=`. */
export const SavedPaymentSearchSchema = v.object({
  id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
