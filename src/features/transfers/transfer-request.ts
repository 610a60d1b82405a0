import * as v from 'valibot';
import type { Account } from '../../contract/accounts';
import { isValidIban } from '../../contract/iban';
import { IssueKey } from '../../contract/message-codes';
import { isCurrency, parseAmount } from '../../contract/money';
import { TransferRequestSchema, type TargetMode, type TransferRequest } from '../../contract/transfers';
import { isLuhnValid } from '../../contract/card-number';

/** A send-money form's values, flat: the common fields and the target's fields by their contract names. */
export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

export const COMMON_FIELDS = ['sourceAccountNumber', 'amount', 'description'] as const;

/** The request the contract describes, from the flat values. */
export const toRequest = (
  mode: TargetMode,
  targetFields: readonly string[],
  values: FormValues,
  extra: Partial<TransferRequest> = {},
): TransferRequest =>
  ({
    sourceAccountNumber: values.sourceAccountNumber ?? '',
    amount: values.amount ?? '',
    description: values.description ?? '',
    target: { mode, ...Object.fromEntries(targetFields.map((name) => [name, values[name] ?? ''])) },
    ...extra,
  }) as TransferRequest;

/** What the contract's schema says of each field ("target.iban" is reported as "iban"), first issue wins. */
export const schemaErrors = (request: TransferRequest): FieldErrors => {
  const result = v.safeParse(TransferRequestSchema, request);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue)?.replace(/^target\./, '');
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
};

/** The checks the schema leaves to the screen: IBAN mod 97, card Luhn, an amount above zero and within the balance. */
export const businessErrors = (values: FormValues, account: Account | undefined): FieldErrors => {
  const errors: FieldErrors = {};
  if (values.iban && !isValidIban(values.iban)) errors.iban = IssueKey.IbanInvalid;
  if (values.cardNumber && !isLuhnValid(values.cardNumber)) errors.cardNumber = IssueKey.CardInvalid;
  const currency = account && isCurrency(account.currency) ? account.currency : 'TRY';
  const amount = values.amount ? parseAmount(values.amount, currency) : undefined;
  if (values.amount && amount === undefined) errors.amount = IssueKey.Invalid;
  else if (amount !== undefined && amount <= 0n) errors.amount = IssueKey.AmountNotPositive;
  else if (amount !== undefined && account) {
    const available = parseAmount(account.availableBalance, currency);
    if (available !== undefined && amount > available) errors.amount = IssueKey.AmountOverBalance;
  }
  return errors;
};

/** Every error of the form: the contract's schema first, then the screen's own checks. */
export const formErrors = (
  mode: TargetMode,
  targetFields: readonly string[],
  values: FormValues,
  account: Account | undefined,
  extra: FieldErrors = {},
): FieldErrors => ({
  ...extra,
  ...businessErrors(values, account),
  ...schemaErrors(toRequest(mode, targetFields, values)),
});
