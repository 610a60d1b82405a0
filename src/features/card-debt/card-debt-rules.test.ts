import { describe, expect, it } from 'vitest';
import type { CardDebtInfo } from '../../contract/card-debt';
import { IssueKey } from '../../contract/message-codes';
import { cardDebtIssues } from './card-debt-rules';

const OWN: CardDebtInfo = {
  maskedCardNumber: '515899******8011',
  bankCode: '00899',
  bankName: 'Emanet Katılım Bankası',
  isOwnBank: true,
  maskedHolderName: 'Zey*** Ka***',
  statementDebt: '4200.00',
  minimumPayment: '1260.00',
  dueDate: '2026-12-05',
  currentDebt: '5375.50',
  currency: 'TRY',
  fastLimit: null,
  eftOpen: null,
};
const OTHER: CardDebtInfo = {
  ...OWN,
  isOwnBank: false,
  currentDebt: null,
  statementDebt: null,
  fastLimit: '100000.00',
};
const balance = () => '6000.00';
const card = '5158993444418011';

describe('cardDebtIssues', () => {
  it('checks only the card (required, 16 digits with the Luhn digit) before Query', () => {
    expect(cardDebtIssues({ cardNumber: '' }, undefined, balance)).toEqual({ cardNumber: IssueKey.Required });
    expect(cardDebtIssues({ cardNumber: '5158993444418012' }, undefined, balance)).toEqual({
      cardNumber: IssueKey.CardInvalid,
    });
    expect(cardDebtIssues({ cardNumber: card, amount: '' }, undefined, balance)).toEqual({});
  });

  it('after Query: the amount above zero, within the card of this bank’s debt and the balance; an account', () => {
    const values = { cardNumber: card, sourceAccountNumber: '1000146-1' };
    expect(cardDebtIssues({ ...values, amount: '' }, OWN, balance)).toEqual({ amount: IssueKey.Required });
    expect(cardDebtIssues({ ...values, amount: '0' }, OWN, balance)).toEqual({ amount: IssueKey.AmountNotPositive });
    expect(cardDebtIssues({ ...values, amount: '1.001' }, OWN, balance)).toEqual({ amount: IssueKey.Invalid });
    expect(cardDebtIssues({ ...values, amount: '5375.51' }, OWN, balance)).toEqual({
      amount: IssueKey.AmountOverCardDebt,
    });
    expect(cardDebtIssues({ ...values, amount: '5375.50' }, OWN, balance)).toEqual({});
    // Another bank's card has no debt here: only the balance bounds it.
    expect(cardDebtIssues({ ...values, amount: '6000.01' }, OTHER, balance)).toEqual({
      amount: IssueKey.AmountOverBalance,
    });
    expect(cardDebtIssues({ cardNumber: card, amount: '10', sourceAccountNumber: '' }, OTHER, balance)).toEqual({
      sourceAccountNumber: IssueKey.Required,
    });
  });
});
