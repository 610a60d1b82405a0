import * as v from 'valibot';
import { AmountSchema } from '../../contract/input-rules';
import { IssueKey } from '../../contract/message-codes';
import {
  SaveRegisteredTransactionSchema,
  type RegisteredTransaction,
  type SaveRegisteredTransactionRequest,
} from '../../contract/registered-transactions';
import { DESCRIPTION_MAX, TransferTargetSchema, type TransferTarget } from '../../contract/transfers';

/** Every field of the add/edit form, as strings (modular-forms); the mode decides which ones count. */
export type RegisteredFormValues = {
  name: string;
  iban: string;
  receiverName: string;
  accountNumber: string;
  type: string;
  value: string;
  cardNumber: string;
  walletCode: string;
  walletNumber: string;
  sourceAccountNumber: string;
  amount: string;
  description: string;
};
export type SavableMode = Exclude<TransferTarget['mode'], 'SecurePayment' | 'AccountEft'>;
export const RECIPIENT_MODES = ['IBAN', 'Account', 'KOLAS', 'Card', 'Wallet'] as const satisfies SavableMode[];

const EMPTY: RegisteredFormValues = {
  name: '',
  iban: '',
  receiverName: '',
  accountNumber: '',
  type: 'PhoneNumber',
  value: '',
  cardNumber: '',
  walletCode: '',
  walletNumber: '',
  sourceAccountNumber: '',
  amount: '',
  description: '',
};

const targetOption = (mode: SavableMode) => TransferTargetSchema.options.find((o) => o.entries.mode.literal === mode)!;

/** The target fields of a mode (without `mode`), in the contract's order. */
export const targetFields = (mode: SavableMode): (keyof RegisteredFormValues)[] =>
  Object.keys(targetOption(mode).entries).filter((key) => key !== 'mode') as (keyof RegisteredFormValues)[];

/** The form's schema for a mode: the contract's target rules, the name rule and the optional defaults. */
export const registeredFormSchema = (mode: SavableMode) => {
  const { mode: _mode, ...target } = targetOption(mode).entries;
  return v.object({
    name: SaveRegisteredTransactionSchema.options[0].entries.name,
    ...target,
    // modular-forms validates the fields on screen only: one that is not shown is undefined.
    sourceAccountNumber:
      mode === 'AccountsBetween' ? v.pipe(v.string(), v.nonEmpty(IssueKey.Required)) : v.optional(v.string(), ''),
    amount: v.union([v.literal(''), AmountSchema], IssueKey.Invalid),
    description: v.pipe(v.string(), v.trim(), v.maxLength(DESCRIPTION_MAX, IssueKey.TooLong)),
  });
};

/** The request of a filled form: the target of its mode and the defaults that are set. */
export const requestOf = (mode: SavableMode, values: RegisteredFormValues): SaveRegisteredTransactionRequest => {
  const target = Object.fromEntries([
    ['mode', mode],
    ...targetFields(mode).map((key) => [key, values[key].trim()]),
  ]) as TransferTarget;
  return {
    name: values.name.trim(),
    target,
    ...(values.sourceAccountNumber ? { sourceAccountNumber: values.sourceAccountNumber } : {}),
    ...(values.amount ? { amount: values.amount } : {}),
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
  };
};

/** The form's starting values: empty, or those of the registered transaction being edited. */
export const initialValues = (item?: RegisteredTransaction): RegisteredFormValues => {
  if (!item) return EMPTY;
  const target = Object.fromEntries(Object.entries(item.target).filter(([key]) => key !== 'mode'));
  return {
    ...EMPTY,
    ...target,
    name: item.name,
    sourceAccountNumber: item.sourceAccountNumber ?? '',
    amount: item.amount ?? '',
    description: item.description ?? '',
  };
};
