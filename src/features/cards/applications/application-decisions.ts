import type {
  CardApplicationDetail,
  CreditCardApplicationRequest,
  DebitCardApplicationRequest,
} from '../../../contract/card-applications';
import { parseAmount } from '../../../contract/money';
import { IssueKey, MessageCode } from '../../../contract/message-codes';
import { decisionStore } from '../../../lib/decision-store';

/** What the debit application's approve step shows beside the request: the account's name. */
export interface DebitApplicationPlan {
  accountName: string;
}

export const creditApplicationDecision = decisionStore<
  CreditCardApplicationRequest,
  Record<string, never>,
  CardApplicationDetail
>('card-application-credit');
export const debitApplicationDecision = decisionStore<
  DebitCardApplicationRequest,
  DebitApplicationPlan,
  CardApplicationDetail
>('card-application-debit');

export const CREDIT_APPLICATION_ORIGIN = 'credit-card-application';
export const DEBIT_APPLICATION_ORIGIN = 'debit-card-application';

export const isApplicationDetail = (data: unknown): data is CardApplicationDetail =>
  typeof data === 'object' && data !== null && 'reference' in data && 'timeline' in data;

/** The smallest limit one may ask (limits are granted in steps of 500 TL). */
export const MIN_REQUESTED_LIMIT = '500.00';

/** An amount field's check: required, a valid amount, above zero; `min`: at least that. */
export const amountIssue = (value: string, min?: string): string | undefined => {
  if (!value) return IssueKey.Required;
  const amount = parseAmount(value, 'TRY');
  if (amount === undefined) return IssueKey.Invalid;
  if (amount <= 0n) return IssueKey.AmountNotPositive;
  if (min && amount < parseAmount(min, 'TRY')!) return MessageCode.CardApplicationAmountInvalid;
  return undefined;
};
