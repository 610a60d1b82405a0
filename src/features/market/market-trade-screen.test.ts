import { describe, expect, it } from 'vitest';
import { IssueKey } from '../../contract/message-codes';
import { tradeIssues } from './market-trade-screen';

describe('tradeIssues', () => {
  it('asks for an amount above zero with at most two decimals, and a TL account', () => {
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
});
