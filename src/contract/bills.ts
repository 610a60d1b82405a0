/**
 * Bill payment (spec: bill-payment and bill-payment/category; domain-facts-products.md section 2).
 * The page lists the categories (`GET /Bill/GetCategories`), a category's institutions
 * (`GET /Bill/GetInstitutions/{category}`), asks the subscriber's open bills (`POST /Bill/QueryBills`)
 * and pays one or more of them (`POST /Bill/Pay`: a decision, the code first, then the receipt;
 * idempotent). `GET /Bill/GetPayment/{id}` answers the receipt again after a reload.
 */
import * as v from 'valibot';
import { ACCOUNT_NUMBER_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';
import { BILL_CATEGORIES, BILL_STATUSES } from './payments';
import { VerificationFieldsSchema } from './transfers';

/** A check digit rule of a subscriber number, over the whole number. */
export const SUBSCRIBER_CHECKS = ['none', 'luhn', 'mod11'] as const;
export type SubscriberCheck = (typeof SUBSCRIBER_CHECKS)[number];

/** A biller's code: upper-case letters and digits. */
export const BILLER_CODE_PATTERN = /^[A-Z0-9]{2,20}$/;
/** Any subscriber number the bank takes: digits only (each biller narrows it with its own rule). */
export const SUBSCRIBER_NO_PATTERN = /^\d{4,20}$/;
/** A bill's period: YYYY-MM. */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const billerCode = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(BILLER_CODE_PATTERN, IssueKey.Invalid));
const subscriberNo = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(IssueKey.Required),
  v.regex(SUBSCRIBER_NO_PATTERN, IssueKey.Invalid),
);
const accountNumber = v.pipe(
  v.string(),
  v.nonEmpty(IssueKey.Required),
  v.regex(ACCOUNT_NUMBER_PATTERN, IssueKey.Invalid),
);

/** The check digit rule, pure, so the page checks a number as the bank will. */
export const passesCheck = (digits: string, check: SubscriberCheck): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  if (check === 'none') return true;
  const body = digits.slice(0, -1);
  const last = Number(digits.at(-1));
  if (check === 'luhn') {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }
  // mod 11: weights 2..7 from the right over the body; 11 - remainder, 0 when the remainder is 0 or 1.
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (2 + (i % 6));
  const r = sum % 11;
  return last === (r < 2 ? 0 : 11 - r);
};

/** Whether a subscriber number fits a biller's rule (pattern and check digit). */
export const fitsSubscriberRule = (
  subscriberNo: string,
  rule: { subscriberPattern: string; subscriberCheck: SubscriberCheck },
): boolean => new RegExp(rule.subscriberPattern).test(subscriberNo) && passesCheck(subscriberNo, rule.subscriberCheck);

/** `GET /Bill/GetCategories`: every category, named in the caller's language, with how many institutions. */
export const BillCategoryListSchema = v.object({
  categories: v.array(
    v.object({ category: v.picklist(BILL_CATEGORIES), name: v.string(), institutionCount: v.number() }),
  ),
});
export type BillCategoryList = v.InferOutput<typeof BillCategoryListSchema>;

/** An institution as the page shows it, with its subscriber number rule. */
export const BillerSchema = v.object({
  code: v.string(),
  name: v.string(),
  category: v.picklist(BILL_CATEGORIES),
  /** What the institution calls the subscriber number, in the caller's language. */
  subscriberLabel: v.string(),
  subscriberPattern: v.string(),
  subscriberCheck: v.picklist(SUBSCRIBER_CHECKS),
  /** An example of the number's shape ("10 digits"), in the caller's language. */
  subscriberHint: v.string(),
});
export type Biller = v.InferOutput<typeof BillerSchema>;

/** `GET /Bill/GetInstitutions/{category}`. */
export const BillerListSchema = v.object({ categoryName: v.string(), institutions: v.array(BillerSchema) });
export type BillerList = v.InferOutput<typeof BillerListSchema>;

/** `POST /Bill/QueryBills`. */
export const QueryBillsSchema = v.object({ billerCode, subscriberNo });
export type QueryBillsRequest = v.InferOutput<typeof QueryBillsSchema>;

export const BillSchema = v.object({
  id: v.string(),
  period: v.string(),
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  issuedAt: v.string(),
  dueDate: v.string(),
  status: v.picklist(BILL_STATUSES),
});
export type Bill = v.InferOutput<typeof BillSchema>;

/** The subscriber's open bills, oldest first (empty: nothing to pay). */
export const OpenBillsSchema = v.object({
  billerCode: v.string(),
  billerName: v.string(),
  subscriberNo: v.string(),
  /** The subscriber's name, masked ("A*** Y***"). */
  maskedSubscriberName: v.string(),
  bills: v.array(BillSchema),
  /** What the open bills come to. */
  total: v.string(),
  currency: v.picklist(CURRENCIES),
});
export type OpenBills = v.InferOutput<typeof OpenBillsSchema>;

/** `POST /Bill/Pay`: what the customer pays, from which account. */
export const BillPaymentRequestSchema = v.object({
  sourceAccountNumber: accountNumber,
  billerCode,
  subscriberNo,
  billIds: v.pipe(
    v.array(v.pipe(v.string(), v.uuid(IssueKey.Invalid))),
    v.minLength(1, IssueKey.Required),
    v.maxLength(12, IssueKey.TooLong),
  ),
});
export type BillPaymentRequest = v.InferOutput<typeof BillPaymentRequestSchema>;

export const PayBillsSchema = v.object({ ...BillPaymentRequestSchema.entries, ...VerificationFieldsSchema.entries });
export type PayBillsRequest = v.InferOutput<typeof PayBillsSchema>;

/** The receipt of a bill payment (stored as `bill_payments.details`; the success page and the PDF show it). */
export const BillPaymentReceiptSchema = v.object({
  paymentId: v.string(),
  journalId: v.string(),
  reference: v.string(),
  billerCode: v.string(),
  billerName: v.string(),
  category: v.picklist(BILL_CATEGORIES),
  subscriberNo: v.string(),
  maskedSubscriberName: v.string(),
  bills: v.array(v.object({ id: v.string(), period: v.string(), dueDate: v.string(), amount: v.string() })),
  sourceAccountNumber: v.string(),
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  createdAt: v.string(),
});
export type BillPaymentReceipt = v.InferOutput<typeof BillPaymentReceiptSchema>;

/** What Pay answers: the approver info of a challenge (201/202/203), then the receipt (501). */
export const PayBillsAnswerSchema = v.union([
  BillPaymentReceiptSchema,
  v.object({ otpReferenceKey: v.string(), approverTargetInfo: v.string(), otpTimeout: v.number() }),
]);

/**
 * The bill pages' search: `/dashboard/bill-payment/category?category=&biller=&subscriber=` (prefilled
 * by a repeat or a saved payment; a value that does not fit is dropped), the success page's `id`.
 */
/** A page search's biller and subscriber (a prefill): a value that does not fit is dropped. */
export const billerSearchEntries = {
  biller: v.fallback(v.optional(v.pipe(v.string(), v.regex(BILLER_CODE_PATTERN))), undefined),
  // The router reads a bare number as a number: both come back as the digits.
  subscriber: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(SUBSCRIBER_NO_PATTERN))),
    undefined,
  ),
};

export const BillCategorySearchSchema = v.object({
  category: v.fallback(v.optional(v.picklist(BILL_CATEGORIES)), undefined),
  ...billerSearchEntries,
});
export type BillCategorySearch = v.InferOutput<typeof BillCategorySearchSchema>;

export const BillSuccessSearchSchema = v.object({
  id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
