import * as v from 'valibot';
import { IssueKey } from './message-codes';

/**
 * Field rules of the shared inputs (spec section 5), written once for the form and the server.
 * Amounts cross the API as decimal strings ("1234.50"), never floats.
 */
export const AMOUNT_MAX_LENGTH = 14;
export const PHONE_MAX_LENGTH = { TR: 13, other: 20 } as const;

/** Number-only inputs: digits and ".". */
export const NUMBER_ONLY = /^[\d.]*$/;
/** Account number with addition: digits, or digits-digits. */
export const ACCOUNT_NUMBER_WITH_ADDITION = /^\d+(?:-\d+)?$/;
/** While typing: digits with at most one "-" (the second part may still be empty). */
export const ACCOUNT_NUMBER_TYPING = /^(?:\d+(?:-\d*)?)?$/;
export const API_DECIMAL = /^\d{1,15}(?:\.\d{1,2})?$/;

export const phoneMaxLength = (countryCode: string): number =>
  countryCode === 'TR' ? PHONE_MAX_LENGTH.TR : PHONE_MAX_LENGTH.other;

export const AmountSchema = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(API_DECIMAL, IssueKey.Invalid));
export const NumberOnlySchema = v.pipe(
  v.string(),
  v.nonEmpty(IssueKey.Required),
  v.regex(NUMBER_ONLY, IssueKey.Invalid),
);
export const AccountNumberSchema = v.pipe(
  v.string(),
  v.nonEmpty(IssueKey.Required),
  v.regex(ACCOUNT_NUMBER_WITH_ADDITION, IssueKey.Invalid),
);

/** What the phone input emits; the national number carries digits only. */
export const PhoneValueSchema = v.object({
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, IssueKey.Invalid)),
  nationalNumber: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^\d{1,20}$/, IssueKey.Invalid)),
});
export type PhoneValue = v.InferOutput<typeof PhoneValueSchema>;
