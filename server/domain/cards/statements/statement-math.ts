/**
 * A statement's amounts, pure (kuruş as bigint, rates as the settings' decimal strings): the minimum
 * payment rate by the settings' bands, the late charge ("gecikme cezası") or the contractual profit
 * share ("kâr payı") on the previous statement's unpaid part, and the period debt.
 */
import type { CardSettings } from '../../../config';
import { daysBetween } from './statement-dates';

/** A decimal rate ("0.0455") as a fraction of bigints. */
const fraction = (rate: string): { num: bigint; den: bigint } => {
  const [whole = '0', decimals = ''] = rate.trim().split('.');
  return { num: BigInt(`${whole}${decimals}`), den: 10n ** BigInt(decimals.length) };
};

/** amount × rate × (multiplier / divisor), rounded half up to the kuruş. */
export const applyRate = (amount: bigint, rate: string, multiplier = 1n, divisor = 1n): bigint => {
  if (amount <= 0n) return 0n;
  const { num, den } = fraction(rate);
  const denominator = den * divisor;
  return (amount * num * multiplier * 2n + denominator) / (2n * denominator);
};

/** Whether a card opened at `openedAt` (Istanbul date) is still in its first year on `date`. */
export const inFirstYear = (openedAt: string, date: string): boolean =>
  date < `${Number(openedAt.slice(0, 4)) + 1}${openedAt.slice(4)}`;

/** The minimum payment rate: the first year's, else the first band whose limit the card's limit does not pass. */
export const minimumRate = (settings: CardSettings, limit: bigint, firstYear: boolean): string => {
  if (firstYear) return settings.firstYearMinimumRate;
  for (const band of settings.minimumPaymentBands) {
    if (band.upToLimit === null) return band.rate;
    const [whole = '0', decimals = ''] = band.upToLimit.split('.');
    const bound = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0').slice(0, 2));
    if (limit <= bound) return band.rate;
  }
  return settings.minimumPaymentBands.at(-1)?.rate ?? settings.firstYearMinimumRate;
};

/** The previous statement as the next cut-off reads it. */
export interface PreviousStatement {
  periodDebt: bigint;
  minimumPayment: bigint;
  cutoffDate: string;
  dueDate: string;
}

export type LateChargeKind = 'LateCharge' | 'ProfitShare';

export interface LateCharge {
  kind: LateChargeKind;
  amount: bigint;
  /** The part of the previous period debt it was charged on, and for how many days. */
  base: bigint;
  days: number;
}

/**
 * What the cut-off `cutoff` charges for the previous statement: nothing when it was paid in full by
 * its due date (or had no debt, or is not due yet); the late charge on the unpaid part when not even
 * the minimum was paid by the due date; the profit share on the remainder when the minimum was paid
 * but not all. Days run from the due date to this cut-off, at the monthly rate / 30.
 */
export const lateChargeOf = (
  settings: CardSettings,
  previous: PreviousStatement,
  paidByDue: bigint,
  cutoff: string,
): LateCharge | null => {
  const days = daysBetween(previous.dueDate, cutoff);
  const base = previous.periodDebt - paidByDue;
  if (days <= 0 || base <= 0n) return null;
  const late = paidByDue < previous.minimumPayment;
  const rate = late ? settings.lateChargeMonthlyRate : settings.profitShareMonthlyRate;
  const amount = applyRate(base, rate, BigInt(days), 30n);
  if (amount <= 0n) return null;
  return { kind: late ? 'LateCharge' : 'ProfitShare', amount, base, days };
};

export interface StatementFigures {
  previousDebt: bigint;
  payments: bigint;
  newCharges: bigint;
  periodDebt: bigint;
  minimumPayment: bigint;
}

/**
 * The statement: the previous period debt, the payments since its cut-off and the new charges (the
 * installments billed and the late charge); period debt = max(0, previous − payments + new charges)
 * (a payment beyond the previous debt lowers the new charges too); minimum = rate × period debt.
 */
export const statementFigures = (
  previousDebt: bigint,
  payments: bigint,
  newCharges: bigint,
  rate: string,
): StatementFigures => {
  const owed = previousDebt - payments + newCharges;
  const periodDebt = owed > 0n ? owed : 0n;
  return { previousDebt, payments, newCharges, periodDebt, minimumPayment: applyRate(periodDebt, rate) };
};
