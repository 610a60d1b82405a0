/**
 * Registered transactions (kayıtlı işlemler): saved recipients and saved between-accounts
 * pairs, API version 1.2. Any completed transfer can be saved as one (`fromTransferId`).
 */
import * as v from 'valibot';
import { ACCOUNT_NUMBER_PATTERN, AMOUNT_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { text } from './safe-text';
import { DESCRIPTION_MAX, TransferTargetSchema } from './transfers';

export const REGISTERED_NAME_MAX = 40;

const name = v.pipe(
  text(),
  v.trim(),
  v.nonEmpty(IssueKey.Required),
  v.maxLength(REGISTERED_NAME_MAX, IssueKey.TooLong),
);
const defaults = {
  /** The source account the saved transaction starts from (always for AccountsBetween). */
  sourceAccountNumber: v.optional(v.pipe(v.string(), v.regex(ACCOUNT_NUMBER_PATTERN, IssueKey.Invalid))),
  amount: v.optional(v.pipe(v.string(), v.regex(AMOUNT_PATTERN, IssueKey.Invalid))),
  description: v.optional(v.pipe(text(), v.trim(), v.maxLength(DESCRIPTION_MAX, IssueKey.TooLong))),
};

/**
 * `POST /DkAdc/SaveRecordedTransaction`: a target (never a secure payment) with optional defaults,
 * or a completed transfer of the customer to save under a name.
 */
export const SaveRegisteredTransactionSchema = v.union([
  v.object({ name, target: TransferTargetSchema, ...defaults }),
  v.object({ name, fromTransferId: v.pipe(v.string(), v.uuid(IssueKey.Invalid)) }),
]);
export type SaveRegisteredTransactionRequest = v.InferOutput<typeof SaveRegisteredTransactionSchema>;

/** `POST /DkAdc/UpdateRecordedTransaction`. */
export const UpdateRegisteredTransactionSchema = v.object({
  id: v.pipe(v.string(), v.uuid(IssueKey.Invalid)),
  name,
  target: TransferTargetSchema,
  ...defaults,
});
export type UpdateRegisteredTransactionRequest = v.InferOutput<typeof UpdateRegisteredTransactionSchema>;

/** One of `GET /DkAdc/GetRecordedTransactions`; `GET /DkAdc/DeleteRecordedTransaction/{id}` removes one. */
export const RegisteredTransactionSchema = v.object({
  id: v.string(),
  name: v.string(),
  target: TransferTargetSchema,
  sourceAccountNumber: v.nullable(v.string()),
  amount: v.nullable(v.string()),
  description: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type RegisteredTransaction = v.InferOutput<typeof RegisteredTransactionSchema>;
export const RegisteredTransactionListSchema = v.object({ recordedTransactions: v.array(RegisteredTransactionSchema) });
export type RegisteredTransactionList = v.InferOutput<typeof RegisteredTransactionListSchema>;
/** The answer of Save and Update. */
export const RegisteredTransactionChangeSchema = v.object({ recordedTransaction: RegisteredTransactionSchema });
/** The answer of Delete. */
export const RegisteredTransactionDeletedSchema = v.object({ id: v.string() });

/** `/dashboard/add-registered-transaction[/between-accounts]?edit=<id>`: edit a saved one instead of adding. */
export const RegisteredEditSearchSchema = v.object({
  edit: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
