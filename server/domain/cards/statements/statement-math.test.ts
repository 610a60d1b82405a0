import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../config';
import { applyRate, inFirstYear, lateChargeOf, minimumRate, statementFigures } from './statement-math';

const S = DEFAULT_CONFIG.cards;

describe('minimum payment', () => {
  it('takes the band of the card’s limit: up to 50,000 TL 20 %, above 40 %', () => {
    expect(minimumRate(S, 3_000_000n, false)).toBe('0.20');
    expect(minimumRate(S, 5_000_000n, false)).toBe('0.20');
    expect(minimumRate(S, 5_000_001n, false)).toBe('0.40');
  });

  it('is 40 % in the card’s first year whatever the limit', () => {
    expect(minimumRate(S, 1_000_000n, true)).toBe('0.40');
    expect(inFirstYear('2026-03-10', '2027-03-09')).toBe(true);
    expect(inFirstYear('2026-03-10', '2027-03-10')).toBe(false);
  });

  it('rounds half up to the kuruş', () => {
    expect(applyRate(845_075n, '0.20')).toBe(169_015n);
    expect(applyRate(12_345n, '0.40')).toBe(4_938n);
    expect(applyRate(-5n, '0.40')).toBe(0n);
  });

  it('works the period debt out of the previous debt, payments and new charges', () => {
    expect(statementFigures(100_000n, 30_000n, 50_000n, '0.20')).toEqual({
      previousDebt: 100_000n,
      payments: 30_000n,
      newCharges: 50_000n,
      periodDebt: 120_000n,
      minimumPayment: 24_000n,
    });
    // Paid more than the previous debt: the rest lowers the new charges; never below zero.
    expect(statementFigures(10_000n, 15_000n, 8_000n, '0.20').periodDebt).toBe(3_000n);
    expect(statementFigures(10_000n, 15_000n, -8_000n, '0.20').periodDebt).toBe(0n);
  });
});

describe('late charge and profit share', () => {
  const previous = {
    periodDebt: 1_000_000n,
    minimumPayment: 200_000n,
    cutoffDate: '2026-11-15',
    dueDate: '2026-11-25',
  };

  it('charges the late charge on the unpaid part when the minimum was not paid by the due date', () => {
    // 10,000 TL × 4.55 % / 30 × 20 days = 303.33 TL
    expect(lateChargeOf(S, previous, 0n, '2026-12-15')).toEqual({
      kind: 'LateCharge',
      amount: 30_333n,
      base: 1_000_000n,
      days: 20,
    });
  });

  it('charges profit share on the remainder when the minimum was paid but not all', () => {
    // 8,000 TL × 4.25 % / 30 × 20 days = 226.67 TL
    expect(lateChargeOf(S, previous, 200_000n, '2026-12-15')).toEqual({
      kind: 'ProfitShare',
      amount: 22_667n,
      base: 800_000n,
      days: 20,
    });
  });

  it('charges nothing when all was paid, nothing was owed, or the due date has not passed', () => {
    expect(lateChargeOf(S, previous, 1_000_000n, '2026-12-15')).toBeNull();
    expect(lateChargeOf(S, { ...previous, periodDebt: 0n, minimumPayment: 0n }, 0n, '2026-12-15')).toBeNull();
    expect(lateChargeOf(S, previous, 0n, '2026-11-25')).toBeNull();
  });
});
