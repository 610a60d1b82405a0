import { describe, expect, it } from 'vitest';
import type { Account } from '../../contract/accounts';
import { IssueKey } from '../../contract/message-codes';
import { isLuhnValid } from '../../contract/card-number';
import { businessErrors, formErrors, schemaErrors, toRequest } from './transfer-request';

const account: Account = {
  accountNumber: '1000146-1',
  iban: 'TR330089900000001000146000',
  name: 'Özel Cari Hesap',
  kind: 'Current',
  currency: 'TRY',
  balance: '1000.00',
  availableBalance: '1000.00',
  branchName: 'Kadıköy',
  openedAt: '2024-01-01',
  isClosed: false,
};
const IBAN_FIELDS = ['iban', 'receiverName'] as const;

describe('toRequest', () => {
  it('nests the target fields under target with the mode', () => {
    expect(
      toRequest('IBAN', IBAN_FIELDS, {
        sourceAccountNumber: '1000146-1',
        amount: '10.00',
        description: 'Kira',
        iban: 'TR470000100100000350930001',
        receiverName: 'Elif Şahin',
      }),
    ).toEqual({
      sourceAccountNumber: '1000146-1',
      amount: '10.00',
      description: 'Kira',
      target: { mode: 'IBAN', iban: 'TR470000100100000350930001', receiverName: 'Elif Şahin' },
    });
  });
});

describe('validation', () => {
  it("reports the contract schema's issues by field name, target fields without the prefix", () => {
    const errors = schemaErrors(toRequest('IBAN', IBAN_FIELDS, { sourceAccountNumber: '', amount: '', iban: '' }));
    expect(errors).toMatchObject({
      sourceAccountNumber: IssueKey.Required,
      amount: IssueKey.Required,
      iban: IssueKey.Required,
      receiverName: IssueKey.Required,
    });
  });

  it('checks the IBAN with mod 97 and the card with Luhn', () => {
    expect(businessErrors({ iban: 'TR470000100100000350930002' }, account).iban).toBe(IssueKey.IbanInvalid);
    expect(businessErrors({ iban: 'TR470000100100000350930001' }, account).iban).toBeUndefined();
    expect(isLuhnValid('4355081234567891')).toBe(false);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(businessErrors({ cardNumber: '4111111111111112' }, account).cardNumber).toBe(IssueKey.CardInvalid);
  });

  it('rejects zero, too many decimals and more than the available balance, without floats', () => {
    expect(businessErrors({ amount: '0.00' }, account).amount).toBe(IssueKey.AmountNotPositive);
    expect(businessErrors({ amount: '1.005' }, account).amount).toBe(IssueKey.Invalid);
    expect(businessErrors({ amount: '1000.01' }, account).amount).toBe(IssueKey.AmountOverBalance);
    expect(businessErrors({ amount: '1000.00' }, account).amount).toBeUndefined();
  });

  it('is empty for a complete, valid form', () => {
    const values = {
      sourceAccountNumber: '1000146-1',
      amount: '250.50',
      description: '',
      iban: 'TR470000100100000350930001',
      receiverName: 'Elif Şahin',
    };
    expect(formErrors('IBAN', IBAN_FIELDS, values, account)).toEqual({});
  });
});
