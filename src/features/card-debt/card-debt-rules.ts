import { isLuhnValid } from '../../contract/card-number';
import type { CardDebtInfo } from '../../contract/card-debt';
import { IssueKey } from '../../contract/message-codes';
import { parseAmount } from '../../contract/money';

export type CardDebtFormValues = {
  cardNumber: string;
  amount: string;
  sourceAccountNumber: string;
};

/** The card number: 16 digits whose last is the Luhn digit. */
export const cardNumberIssue = (cardNumber: string): string | undefined => {
  if (!cardNumber) return IssueKey.Required;
  return isLuhnValid(cardNumber) ? undefined : IssueKey.CardInvalid;
};

/**
 * The form's checks: the card always; once the card is queried, the amount (above zero, two
 * decimals, within the balance and, for a card of this bank, within its current debt) and the account.
 */
export const cardDebtIssues = (
  values: Partial<CardDebtFormValues>,
  info: CardDebtInfo | undefined,
  balanceOf: (accountNumber: string) => string | undefined,
): Partial<Record<keyof CardDebtFormValues, string>> => {
  const issues: Partial<Record<keyof CardDebtFormValues, string>> = {};
  const card = cardNumberIssue(values.cardNumber ?? '');
  if (card) issues.cardNumber = card;
  if (!info) return issues;
  const amount = values.amount ? parseAmount(values.amount, 'TRY') : undefined;
  if (!values.amount) issues.amount = IssueKey.Required;
  else if (amount === undefined) issues.amount = IssueKey.Invalid;
  else if (amount <= 0n) issues.amount = IssueKey.AmountNotPositive;
  else if (info.currentDebt !== null && amount > parseAmount(info.currentDebt, 'TRY')!)
    issues.amount = IssueKey.AmountOverCardDebt;
  else {
    const balance = values.sourceAccountNumber ? balanceOf(values.sourceAccountNumber) : undefined;
    if (balance !== undefined && amount > parseAmount(balance, 'TRY')!) issues.amount = IssueKey.AmountOverBalance;
  }
  if (!values.sourceAccountNumber) issues.sourceAccountNumber = IssueKey.Required;
  return issues;
};
