import { OWN_CARD_DEBT_OPTIONS, type OwnCardDebtOption } from '../../contract/card-debt';
import type { CardSummary } from '../../contract/cards';
import { IssueKey } from '../../contract/message-codes';
import { payAmountIssue } from './card-debt-rules';

export type OwnCardDebtFormValues = {
  cardId: string;
  option: OwnCardDebtOption;
  amount: string;
  sourceAccountNumber: string;
};

/** The form opens on the minimum payment. */
export const DEFAULT_OPTION: OwnCardDebtOption = OWN_CARD_DEBT_OPTIONS[1];

/** The credit cards one can pay: main credit cards with a debt account (any state: a closed card's debt is still paid). */
export const payableCards = (cards: readonly CardSummary[]) =>
  cards.filter((card) => card.kind === 'Credit' && card.currentDebt !== null);

/** What an option pays of a card: what is left of the period debt, the minimum payment, or the amount typed. */
export const amountOf = (values: Pick<OwnCardDebtFormValues, 'option' | 'amount'>, card: CardSummary | undefined) =>
  values.option === 'PeriodDebt'
    ? (card?.periodDebt ?? '')
    : values.option === 'MinimumPayment'
      ? (card?.minimumPayment ?? '')
      : values.amount;

/**
 * The form's checks: a card with a debt; the amount the option names above zero, within the card's
 * current debt and the account's available balance; the account.
 */
export const ownCardDebtIssues = (
  values: Partial<OwnCardDebtFormValues>,
  card: CardSummary | undefined,
  balanceOf: (accountNumber: string) => string | undefined,
): Partial<Record<keyof OwnCardDebtFormValues, string>> => {
  const issues: Partial<Record<keyof OwnCardDebtFormValues, string>> = {};
  if (!values.cardId || !card) issues.cardId = IssueKey.Required;
  if (!values.sourceAccountNumber) issues.sourceAccountNumber = IssueKey.Required;
  if (!values.option) {
    issues.option = IssueKey.Required;
    return issues;
  }
  const field = values.option === 'Other' ? 'amount' : 'option';
  const balance = values.sourceAccountNumber ? balanceOf(values.sourceAccountNumber) : undefined;
  const text = amountOf({ option: values.option, amount: values.amount ?? '' }, card);
  const amount = payAmountIssue(text, card?.currentDebt ?? null, balance);
  if (amount) issues[field] = amount;
  return issues;
};
