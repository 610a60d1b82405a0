/**
 * The send-money pages (spec section 2) and their search: `?registered=<id>` fills the target from a
 * registered transaction; the summary and success routes name the form they came from.
 */
import * as v from 'valibot';

export const TRANSFER_FORMS = [
  'to-iban',
  'between-my-accounts',
  'to-account-number',
  'to-credit-card',
  'with-my-easy-address',
  'secure-payment-transaction',
  'payment-wallet',
] as const;
export type TransferForm = (typeof TRANSFER_FORMS)[number];

export const TransferFormSearchSchema = v.object({
  registered: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** Last transactions' "repeat": a transfer's id whose target, account, amount and description fill the form. */
  repeat: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type TransferFormSearch = v.InferOutput<typeof TransferFormSearchSchema>;

export const TransferSummarySearchSchema = v.object({ from: v.optional(v.picklist(TRANSFER_FORMS)) });

export const TransferSuccessSearchSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  from: v.optional(v.picklist(TRANSFER_FORMS)),
});
