import { describe, expect, it } from 'vitest';
import { IssueKey } from '../../contract/message-codes';
import { tradeIssues } from './market-trade-screen';

describe('tradeIssues', () => {
  it('asks for an amount above zero with at most two decimals of a currency, and a TL account', () => {
    expect(tradeIssues({ amount: '', tryAccountNumber: '' })).toEqual({
      amount: IssueKey.Required,
      tryAccountNumber: IssueKey.Required,
    });
    expect(tradeIssues({ amount: '1.255', tryAccountNumber: '1000146-1' })).toEqual({ amount: IssueKey.Invalid });
    expect(tradeIssues({ amount: '0.00', tryAccountNumber: '1000146-1' })).toEqual({
      amount: IssueKey.AmountNotPositive,
    });
    expect(tradeIssues({ amount: '100.50', tryAccountNumber: '1000146-1' })).toEqual({});
  });

  it('takes up to four decimals of a gram of metal, and still two of a currency', () => {
    const account = { tryAccountNumber: '1000146-1' };
    expect(tradeIssues({ ...account, instrument: 'XAU', amount: '1.2345' })).toEqual({});
    expect(tradeIssues({ ...account, instrument: 'XAG', amount: '0.5' })).toEqual({});
    expect(tradeIssues({ ...account, instrument: 'XPT', amount: '1.23456' })).toEqual({ amount: IssueKey.Invalid });
    expect(tradeIssues({ ...account, instrument: 'EUR', amount: '1.234' })).toEqual({ amount: IssueKey.Invalid });
  });
});
