/**
 * Card applications (issue 14): a credit card (income, occupation, the limit asked, where to deliver
 * it) or a debit card (the account it spends from, where to deliver it); renewals and replacements
 * the card pages make are applications too. The sandbox advances each one by the bank's clock,
 * Received → Evaluating → Approved | Rejected → Produced → Shipped → Delivered, and the card exists
 * from Delivered on. A credit card is decided at Evaluating by the income rule.
 */
import * as v from 'valibot';
import { CARD_APPLICATION_KINDS, CARD_APPLICATION_STATUSES, DeliveryAddressSchema } from './cards';
import { ACCOUNT_NUMBER_PATTERN } from './id-patterns';
import { AmountSchema } from './input-rules';
import { IssueKey } from './message-codes';
import { ApproverInfoSchema, VerificationFieldsSchema } from './transfers';

/** What the applicant does for a living. */
export const OCCUPATIONS = ['Employee', 'CivilServant', 'SelfEmployed', 'Retired', 'Student', 'Other'] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

/** `POST /Card/ApplyCreditCard`: amounts in TRY. */
export const CreditCardApplicationRequestSchema = v.object({
  monthlyIncome: AmountSchema,
  occupation: v.picklist(OCCUPATIONS, IssueKey.Required),
  requestedLimit: AmountSchema,
  deliveryAddress: DeliveryAddressSchema,
});
export type CreditCardApplicationRequest = v.InferOutput<typeof CreditCardApplicationRequestSchema>;
export const CreditCardApplicationSchema = v.object({
  ...CreditCardApplicationRequestSchema.entries,
  ...VerificationFieldsSchema.entries,
});

/** `POST /Card/ApplyDebitCard`: a TRY current account of the customer. */
export const DebitCardApplicationRequestSchema = v.object({
  accountNumber: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(ACCOUNT_NUMBER_PATTERN, IssueKey.Invalid)),
  deliveryAddress: DeliveryAddressSchema,
});
export type DebitCardApplicationRequest = v.InferOutput<typeof DebitCardApplicationRequestSchema>;
export const DebitCardApplicationSchema = v.object({
  ...DebitCardApplicationRequestSchema.entries,
  ...VerificationFieldsSchema.entries,
});

/** One step of the timeline: when the application reached it (ISO, the bank's clock). */
export const ApplicationStepSchema = v.object({
  status: v.picklist(CARD_APPLICATION_STATUSES),
  at: v.string(),
});
export type ApplicationStep = v.InferOutput<typeof ApplicationStepSchema>;

/** One application as the list shows it. */
export const CardApplicationSummarySchema = v.object({
  id: v.string(),
  kind: v.picklist(CARD_APPLICATION_KINDS),
  status: v.picklist(CARD_APPLICATION_STATUSES),
  reference: v.string(),
  productName: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** When the sandbox moves it on (ISO); null at the end (Rejected, Delivered). */
  nextStepAt: v.nullable(v.string()),
  /** Renewal and replacement: the id of the card renewed or replaced (the lost/stolen processes join on it). */
  sourceCardId: v.nullable(v.string()),
});
export type CardApplicationSummary = v.InferOutput<typeof CardApplicationSummarySchema>;

/** The income rule a credit card application is decided by (the bank's settings), stated on the form. */
export const CreditRulesSchema = v.object({
  /** Under this declared monthly income (TRY) the application is rejected. */
  minimumMonthlyIncome: v.string(),
  /** The limit granted is at most this many times the monthly income (rounded down to 500 TL). */
  incomeLimitMultiple: v.number(),
  /** Whether a credit card application of the customer is still in progress (a new one is refused). */
  openCreditApplication: v.boolean(),
});
export type CreditRules = v.InferOutput<typeof CreditRulesSchema>;

/** `GET /Card/GetApplications`: newest first, with the credit card income rule. */
export const CardApplicationListSchema = v.object({
  applications: v.array(CardApplicationSummarySchema),
  creditRules: CreditRulesSchema,
});
export type CardApplicationList = v.InferOutput<typeof CardApplicationListSchema>;

/** `GET /Card/GetApplication/{id}` (and what the apply calls answer). */
export const CardApplicationDetailSchema = v.object({
  ...CardApplicationSummarySchema.entries,
  timeline: v.array(ApplicationStepSchema),
  monthlyIncome: v.nullable(v.string()),
  occupation: v.nullable(v.picklist(OCCUPATIONS)),
  requestedLimit: v.nullable(v.string()),
  approvedLimit: v.nullable(v.string()),
  accountNumber: v.nullable(v.string()),
  deliveryAddress: v.nullable(v.string()),
  /** Rejected: the reason's message code and its text in the caller's language. */
  rejectionCode: v.nullable(v.string()),
  rejectionText: v.nullable(v.string()),
  /** Renewal and replacement: the card renewed or replaced (BIN + last 4). */
  sourceMaskedNumber: v.nullable(v.string()),
  /** Delivered: the card made (or renewed), as BIN + last 4, and its id for its detail page. */
  card: v.nullable(v.object({ id: v.string(), kind: v.string(), maskedNumber: v.string() })),
});
export type CardApplicationDetail = v.InferOutput<typeof CardApplicationDetailSchema>;

/** What the apply calls answer: the code step (approver info) first, then the application. */
export const CardApplicationAnswerSchema = v.union([CardApplicationDetailSchema, ApproverInfoSchema]);

/** `/dashboard/my_card_applications/detail?applicationId=` and the success page. */
export const ApplicationSearchSchema = v.object({
  applicationId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
