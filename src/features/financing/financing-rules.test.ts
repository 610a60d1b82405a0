import { describe, expect, it } from 'vitest';
import type { FinancingInstallment } from '../../contract/financing';
import { covers, nextInstallments, payableTotal, toggleInstallment } from './financing-rules';

const item = (financingId: string, no: number, payable = '100.00') => ({
  id: `${financingId}-${no}`,
  financingId,
  no,
  payable,
});
const ALL = [item('car', 7, '3561.36'), item('car', 8, '3508.15'), item('car', 9), item('home', 3, '12000.50')];

describe('choosing installments', () => {
  it('ticks the earlier unpaid installments of the same financing with the one chosen', () => {
    expect([...toggleInstallment(ALL, new Set(), 'car-9', true)].sort()).toEqual(['car-7', 'car-8', 'car-9']);
    expect([...toggleInstallment(ALL, new Set(['car-7']), 'home-3', true)].sort()).toEqual(['car-7', 'home-3']);
  });

  it('unticks the later ones of the same financing with the one dropped', () => {
    const chosen = new Set(['car-7', 'car-8', 'car-9', 'home-3']);
    expect([...toggleInstallment(ALL, chosen, 'car-8', false)].sort()).toEqual(['car-7', 'home-3']);
  });

  it('adds up what the choice takes now', () => {
    expect(payableTotal([ALL[0]!, ALL[1]!, ALL[3]!])).toBe('19070.01');
    expect(payableTotal([])).toBe('0.00');
  });
});

describe('the next installments and the balance', () => {
  const plan = [
    { no: 1, state: 'Paid' },
    { no: 2, state: 'Overdue' },
    { no: 3, state: 'Due' },
    { no: 4, state: 'Due' },
  ] as FinancingInstallment[];

  it('takes the unpaid ones in order', () => {
    expect(nextInstallments(plan, 2).map((i) => i.no)).toEqual([2, 3]);
    expect(nextInstallments(plan, 9).map((i) => i.no)).toEqual([2, 3, 4]);
  });

  it('checks the balance covers the amount', () => {
    expect(covers('5000.00', '4999.99')).toBe(true);
    expect(covers('5000.00', '5000.01')).toBe(false);
    expect(covers(undefined, '1.00')).toBe(false);
  });
});
