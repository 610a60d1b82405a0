import { describe, expect, it } from 'vitest';
import { missingFields, requestOf, type OrderChoices, type OrderFormValues } from './order-form-values';

const values: OrderFormValues = {
  sourceAccountNumber: '1000146-1',
  iban: 'tr51 0001 0001 2340 0056 7890 12',
  receiverName: ' Mehmet Yıldız ',
  accountNumber: '',
  ownAccountNumber: '',
  easyAddressValue: '',
  billerCode: 'BEDAS',
  subscriberNo: '1234567897',
  amount: '250.00',
  dayOfMonth: '31',
  intervalMonths: '3',
  startDate: '2026-12-02',
  endDate: '',
  maxRuns: '12',
  nickname: 'Aidat',
  description: '',
};
const choices: OrderChoices = {
  kind: 'Transfer',
  mode: 'IBAN',
  easyAddressType: 'PhoneNumber',
  wholeBill: true,
  frequency: 'Monthly',
  end: 'runs',
};

describe('standing order form values', () => {
  it('builds a transfer order: IBAN without spaces, upper case, names trimmed, the chosen end only', () => {
    expect(requestOf(values, choices)).toEqual({
      kind: 'Transfer',
      nickname: 'Aidat',
      sourceAccountNumber: '1000146-1',
      description: '',
      frequency: 'Monthly',
      intervalMonths: 1,
      dayOfMonth: 31,
      startDate: '2026-12-02',
      endDate: null,
      maxRuns: 12,
      target: { mode: 'IBAN', iban: 'TR510001000123400056789012', receiverName: 'Mehmet Yıldız' },
      amount: '250.00',
    });
  });

  it('builds a whole-bill order without an amount, and weekly without a day', () => {
    expect(requestOf(values, { ...choices, kind: 'Bill', frequency: 'Weekly', end: 'none' })).toMatchObject({
      kind: 'Bill',
      billerCode: 'BEDAS',
      subscriberNo: '1234567897',
      amountMode: 'WholeBill',
      dayOfMonth: null,
      maxRuns: null,
    });
    expect(requestOf(values, { ...choices, kind: 'Bill', wholeBill: false })).toMatchObject({
      amountMode: 'Fixed',
      amount: '250.00',
    });
  });

  it('asks only for the fields the choices show', () => {
    expect(missingFields({ ...values, iban: '', amount: '' }, choices)).toEqual({
      iban: 'field.required',
      amount: 'field.required',
    });
    // A whole bill needs no amount; an own account needs the account, not an IBAN.
    expect(missingFields({ ...values, amount: '' }, { ...choices, kind: 'Bill' })).toEqual({});
    expect(missingFields({ ...values, iban: '' }, { ...choices, mode: 'AccountsBetween' })).toEqual({
      ownAccountNumber: 'field.required',
    });
    expect(missingFields({ ...values, maxRuns: '1' }, choices)).toEqual({ maxRuns: 'field.invalid' });
  });
});
