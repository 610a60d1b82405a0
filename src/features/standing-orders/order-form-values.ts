import { IssueKey } from '../../contract/message-codes';
import type { StandingOrderFrequency } from '../../contract/payments';
import type { CreateStandingOrderRequest, Schedule } from '../../contract/standing-orders';
import type { EasyAddressType } from '../../contract/easy-addresses';

/** The target modes a transfer order offers, in the form's order. */
export const ORDER_TARGET_MODES = ['IBAN', 'Account', 'KOLAS', 'AccountsBetween'] as const;
export type OrderTargetMode = (typeof ORDER_TARGET_MODES)[number];
export type OrderEnd = 'none' | 'date' | 'runs';

/** Every field of the create form, as text (the form kit's values). */
export type OrderFormValues = {
  sourceAccountNumber: string;
  iban: string;
  receiverName: string;
  accountNumber: string;
  ownAccountNumber: string;
  easyAddressValue: string;
  billerCode: string;
  subscriberNo: string;
  amount: string;
  dayOfMonth: string;
  intervalMonths: string;
  startDate: string;
  endDate: string;
  maxRuns: string;
  nickname: string;
  description: string;
};

/** What the form holds beside its fields: the choices that change which fields are shown. */
export interface OrderChoices {
  kind: 'Transfer' | 'Bill';
  mode: OrderTargetMode;
  easyAddressType: EasyAddressType;
  wholeBill: boolean;
  frequency: StandingOrderFrequency;
  end: OrderEnd;
}

const monthly = (f: StandingOrderFrequency) => f === 'Monthly' || f === 'EveryNMonths';

/** The fields the current choices show that are still empty: each a "required" issue. */
export const missingFields = (
  values: OrderFormValues,
  choices: OrderChoices,
): Partial<Record<keyof OrderFormValues, string>> => {
  const needed: (keyof OrderFormValues)[] = ['sourceAccountNumber', 'startDate', 'nickname'];
  if (choices.kind === 'Transfer') {
    needed.push('amount');
    if (choices.mode === 'IBAN') needed.push('iban', 'receiverName');
    if (choices.mode === 'Account') needed.push('accountNumber', 'receiverName');
    if (choices.mode === 'KOLAS') needed.push('easyAddressValue');
    if (choices.mode === 'AccountsBetween') needed.push('ownAccountNumber');
  } else {
    needed.push('billerCode', 'subscriberNo');
    if (!choices.wholeBill) needed.push('amount');
  }
  if (monthly(choices.frequency)) needed.push('dayOfMonth');
  if (choices.frequency === 'EveryNMonths') needed.push('intervalMonths');
  if (choices.end === 'date') needed.push('endDate');
  if (choices.end === 'runs') needed.push('maxRuns');
  const errors: Partial<Record<keyof OrderFormValues, string>> = {};
  for (const field of needed) if (!values[field].trim()) errors[field] = IssueKey.Required;
  if (choices.end === 'runs' && values.maxRuns && !(Number(values.maxRuns) >= 2)) errors.maxRuns = IssueKey.Invalid;
  return errors;
};

export const scheduleOf = (values: OrderFormValues, choices: OrderChoices): Schedule => ({
  frequency: choices.frequency,
  intervalMonths: choices.frequency === 'EveryNMonths' ? Number(values.intervalMonths) : 1,
  dayOfMonth: monthly(choices.frequency) ? Number(values.dayOfMonth) : null,
  startDate: values.startDate,
  endDate: choices.end === 'date' ? values.endDate : null,
  maxRuns: choices.end === 'runs' ? Number(values.maxRuns) : null,
});

export const requestOf = (values: OrderFormValues, choices: OrderChoices): CreateStandingOrderRequest => {
  const common = {
    nickname: values.nickname.trim(),
    sourceAccountNumber: values.sourceAccountNumber,
    description: values.description.trim(),
    ...scheduleOf(values, choices),
  };
  if (choices.kind === 'Bill')
    return {
      kind: 'Bill',
      ...common,
      billerCode: values.billerCode,
      subscriberNo: values.subscriberNo.trim(),
      amountMode: choices.wholeBill ? 'WholeBill' : 'Fixed',
      ...(choices.wholeBill ? {} : { amount: values.amount }),
    };
  const target =
    choices.mode === 'IBAN'
      ? {
          mode: 'IBAN' as const,
          iban: values.iban.replace(/\s+/g, '').toUpperCase(),
          receiverName: values.receiverName.trim(),
        }
      : choices.mode === 'Account'
        ? {
            mode: 'Account' as const,
            accountNumber: values.accountNumber.trim(),
            receiverName: values.receiverName.trim(),
          }
        : choices.mode === 'KOLAS'
          ? { mode: 'KOLAS' as const, type: choices.easyAddressType, value: values.easyAddressValue.trim() }
          : { mode: 'AccountsBetween' as const, accountNumber: values.ownAccountNumber };
  return { kind: 'Transfer', ...common, target, amount: values.amount };
};
