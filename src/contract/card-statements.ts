/**
 * Credit card statements (issue 14): the statements cut at each cut-off (period debt, minimum
 * payment, due date, what was billed), each as a PDF, and the statement settings a customer
 * changes with a code: the cut-off day (one of the bank's days) and how statements are sent.
 *
 * A changed cut-off day counts from the first date on that day after today that is at least
 * MIN_DAYS_AFTER_LAST_STATEMENT days after the last statement; every later cut-off is on that day.
 */
import * as v from 'valibot';
import { IdParam } from './api-route';
import { CARD_TRANSACTION_KINDS, STATEMENT_PREFERENCES } from './cards';
import { VerificationFieldsSchema } from './transfers';

/** A changed cut-off day's first statement is at least this many days after the last one. */
export const MIN_DAYS_AFTER_LAST_STATEMENT = 15;

/** One line a statement billed: a transaction's installment k of n (a refund's is negative), or the late charge. */
export const StatementLineSchema = v.object({
  transactionId: v.string(),
  kind: v.picklist(CARD_TRANSACTION_KINDS),
  /** When the transaction was made (ISO instant). */
  date: v.string(),
  merchant: v.string(),
  /** Installment `installment` of `installments`. */
  installment: v.number(),
  installments: v.number(),
  /** This installment's amount (TRY, decimal string; negative for a refund). */
  amount: v.string(),
  /** The whole transaction's amount. */
  transactionAmount: v.string(),
});
export type StatementLine = v.InferOutput<typeof StatementLineSchema>;

/**
 * One statement: period debt = max(0, previous debt − payments + new charges); new charges include
 * the late charge ("gecikme cezası") or profit share ("kâr payı") it billed. Dates are YYYY-MM-DD.
 */
export const CardStatementSchema = v.object({
  id: v.string(),
  periodStart: v.string(),
  cutoffDate: v.string(),
  dueDate: v.string(),
  previousDebt: v.string(),
  payments: v.string(),
  newCharges: v.string(),
  lateCharge: v.string(),
  periodDebt: v.string(),
  minimumPayment: v.string(),
  currency: v.literal('TRY'),
  lines: v.array(StatementLineSchema),
});
export type CardStatement = v.InferOutput<typeof CardStatementSchema>;

/** `GET /Card/GetStatements/{cardId}`: a credit card's statements, newest first (a virtual card: its main card's). */
export const CardStatementListSchema = v.object({
  cardId: v.string(),
  maskedNumber: v.string(),
  statements: v.array(CardStatementSchema),
});
export type CardStatementList = v.InferOutput<typeof CardStatementListSchema>;

/** `GET /Card/GetStatementPdf/{statementId}`: the statement as a PDF (base64). */
export const CardStatementPdfSchema = v.object({ fileName: v.string(), content: v.string() });
export type CardStatementPdf = v.InferOutput<typeof CardStatementPdfSchema>;

/** `POST /Card/UpdateStatementCutoff`: one of the bank's cut-off days (GetCard's `cutoffDays`). */
export const UpdateStatementCutoffSchema = v.object({
  cardId: IdParam,
  cutoffDay: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)),
  ...VerificationFieldsSchema.entries,
});
export type UpdateStatementCutoffRequest = v.InferOutput<typeof UpdateStatementCutoffSchema>;

/** `POST /Card/UpdateStatementPreference`: e-mail, post or none. */
export const UpdateStatementPreferenceSchema = v.object({
  cardId: IdParam,
  preference: v.picklist(STATEMENT_PREFERENCES),
  ...VerificationFieldsSchema.entries,
});
export type UpdateStatementPreferenceRequest = v.InferOutput<typeof UpdateStatementPreferenceSchema>;

/** What a statement setting's change answers: the settings as they now are and the next cut-off. */
export const StatementSettingsSchema = v.object({
  cardId: v.string(),
  cutoffDay: v.number(),
  nextCutoffDate: v.string(),
  statementPreference: v.picklist(STATEMENT_PREFERENCES),
});
export type StatementSettings = v.InferOutput<typeof StatementSettingsSchema>;
