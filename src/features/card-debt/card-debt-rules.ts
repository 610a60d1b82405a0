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
 * An amount paid to a card: given, a decimal of at most two places, above zero, within the card's
 * current debt (when the bank knows it) and the account's available balance.
 */
export const payAmountIssue = (
  text: string | undefined,
  currentDebt: string | null,
  balance: string | undefined,
): string | undefined => {
  if (!text) return IssueKey.Required;
  const amount = parseAmount(text, 'TRY');
  if (amount === undefined) return IssueKey.Invalid;
  if (amount <= 0n) return IssueKey.AmountNotPositive;
  if (currentDebt !== null && amount > parseAmount(currentDebt, 'TRY')!) return IssueKey.AmountOverCardDebt;
  if (balance !== undefined && amount > parseAmount(balance, 'TRY')!) return IssueKey.AmountOverBalance;
  return undefined;
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
  const balance = values.sourceAccountNumber ? balanceOf(values.sourceAccountNumber) : undefined;
  const amount = payAmountIssue(values.amount, info.currentDebt, balance);
  if (amount) issues.amount = amount;
  if (!values.sourceAccountNumber) issues.sourceAccountNumber = IssueKey.Required;
  return issues;
};
