import { describe, expect, it } from 'vitest';
import { cardSummary, creditSummary } from '../../../tests/setup/card-bank';
import { amountOf, ownCardDebtIssues, payableCards } from './own-card-debt-rules';

const card = creditSummary();
const balance = (amount: string) => () => amount;
const base = { cardId: card.id, sourceAccountNumber: '1000146-1', amount: '' };

describe('own card debt rules', () => {
  it('pays main credit cards only', () => {
    expect(payableCards([cardSummary(), card, creditSummary({ kind: 'Virtual', currentDebt: null })])).toEqual([card]);
  });

  it('names the period debt, the minimum payment or the amount typed', () => {
    expect(amountOf({ option: 'PeriodDebt', amount: '' }, card)).toBe('8450.75');
    expect(amountOf({ option: 'MinimumPayment', amount: '' }, card)).toBe('2535.23');
    expect(amountOf({ option: 'Other', amount: '12.50' }, card)).toBe('12.50');
  });

  it('accepts an amount within the debt and the balance', () => {
    expect(ownCardDebtIssues({ ...base, option: 'MinimumPayment' }, card, balance('10000.00'))).toEqual({});
    expect(ownCardDebtIssues({ ...base, option: 'Other', amount: '9120.40' }, card, balance('10000.00'))).toEqual({});
  });

  it('refuses another amount over the debt, over the balance, zero, missing', () => {
    const other = (amount: string, money = '100000.00') =>
      ownCardDebtIssues({ ...base, option: 'Other', amount }, card, balance(money));
    expect(other('9120.41')).toEqual({ amount: 'amount.overCardDebt' });
    expect(other('500.00', '100.00')).toEqual({ amount: 'amount.overBalance' });
    expect(other('0')).toEqual({ amount: 'amount.notPositive' });
    expect(other('')).toEqual({ amount: 'field.required' });
  });

  it('marks the option when what it names cannot be paid (nothing left of it, more than the balance)', () => {
    const paid = creditSummary({ periodDebt: '0.00' });
    expect(ownCardDebtIssues({ ...base, option: 'PeriodDebt' }, paid, balance('100.00'))).toEqual({
      option: 'amount.notPositive',
    });
    expect(ownCardDebtIssues({ ...base, option: 'PeriodDebt' }, card, balance('100.00'))).toEqual({
      option: 'amount.overBalance',
    });
    expect(
      ownCardDebtIssues({ ...base, cardId: '', option: 'MinimumPayment' }, undefined, balance('1.00')),
    ).toMatchObject({
      cardId: 'field.required',
    });
  });
});
