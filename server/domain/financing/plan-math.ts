/**
 * The murabaha arithmetic, pure and in integers: the plan (equal installments whose profit share is
 * worked on the principal still owed, KKDF and BSMV on each profit share), the late charge of an
 * overdue installment and the amount that pays a financing off early (the profit share accrued to
 * today only, the rest waived: Tüketici Kredisi Sözleşmeleri Yönetmeliği art. 15-17). Money in kuruş,
 * rates as decimal strings read to RATE_DIGITS places, every rounding half up to the kuruş.
 */

const RATE_DIGITS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_DIGITS);

/** "0.0189" as an integer over RATE_SCALE. */
export const rateOf = (text: string): bigint => {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a rate: ${text}`);
  const [, whole, fraction = ''] = match;
  if (fraction.length > RATE_DIGITS) throw new Error(`rate too precise: ${text}`);
  return BigInt(whole!) * RATE_SCALE + BigInt(fraction.padEnd(RATE_DIGITS, '0'));
};

/** n / d rounded half up (n, d >= 0). */
export const roundDiv = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);

/** amount x rate, half up to the kuruş. */
export const times = (amount: bigint, rate: bigint): bigint => roundDiv(amount * rate, RATE_SCALE);

/** A rate as a percent with 2 decimals ("0.0189" → "1.89"), half up. */
export const percentText = (rate: string, factor = 1n): string => {
  const hundredths = roundDiv(rateOf(rate) * factor * 10_000n, RATE_SCALE);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
};

export interface PlanTerms {
  principal: bigint;
  monthlyRate: string;
  kkdfRate: string;
  bsmvRate: string;
  termMonths: number;
  /** The contract's date: installment k falls due k months later (the day kept, or the month's last). */
  startDate: string;
}

export interface PlanRow {
  no: number;
  dueDate: string;
  amount: bigint;
  principal: bigint;
  profitShare: bigint;
  kkdf: bigint;
  bsmv: bigint;
  remainingPrincipal: bigint;
}

/** YYYY-MM-DD plus whole months (31 January + 1 month is 28 or 29 February). */
export const addMonths = (date: string, months: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
};

/** Whole days from a to b (YYYY-MM-DD). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * The equal installment: P·g / (1 − (1+g)^−n) with g the monthly rate grossed up by the taxes on
 * the profit share, g = r·(1 + KKDF + BSMV), worked as P·g·(1+g)^n / ((1+g)^n − 1).
 */
export const equalInstallment = (terms: PlanTerms): bigint => {
  const r = rateOf(terms.monthlyRate);
  const g = r + roundDiv(r * (rateOf(terms.kkdfRate) + rateOf(terms.bsmvRate)), RATE_SCALE);
  if (g === 0n) return roundDiv(terms.principal, BigInt(terms.termMonths));
  // (1+g)^n over RATE_SCALE^n, kept exact.
  const n = BigInt(terms.termMonths);
  const base = RATE_SCALE + g;
  const pow = base ** n;
  const scaleN = RATE_SCALE ** n;
  return roundDiv(terms.principal * g * pow, RATE_SCALE * (pow - scaleN));
};

/** The plan: each installment's profit share on the principal owed, its taxes, and the principal it repays; the last one repays what is left. */
export const buildPlan = (terms: PlanTerms): PlanRow[] => {
  const r = rateOf(terms.monthlyRate);
  const kkdfRate = rateOf(terms.kkdfRate);
  const bsmvRate = rateOf(terms.bsmvRate);
  const installment = equalInstallment(terms);
  const rows: PlanRow[] = [];
  let remaining = terms.principal;
  for (let no = 1; no <= terms.termMonths; no++) {
    const profitShare = times(remaining, r);
    const kkdf = times(profitShare, kkdfRate);
    const bsmv = times(profitShare, bsmvRate);
    const last = no === terms.termMonths;
    const principal = last ? remaining : installment - profitShare - kkdf - bsmv;
    remaining -= principal;
    rows.push({
      no,
      dueDate: addMonths(terms.startDate, no),
      amount: principal + profitShare + kkdf + bsmv,
      principal,
      profitShare,
      kkdf,
      bsmv,
      remainingPrincipal: remaining,
    });
  }
  return rows;
};

/** The late charge of an installment `days` past its due date: amount x monthly rate x days / 30. */
export const lateChargeOf = (amount: bigint, monthlyRate: string, days: number): bigint =>
  days <= 0 ? 0n : roundDiv(amount * rateOf(monthlyRate) * BigInt(days), RATE_SCALE * 30n);

export interface PayoffInstallment {
  no: number;
  dueDate: string;
  amount: bigint;
  principal: bigint;
  profitShare: bigint;
  kkdf: bigint;
  bsmv: bigint;
  /** Unpaid only. */
  lateCharge: bigint;
}

export interface PayoffTerms {
  monthlyRate: string;
  kkdfRate: string;
  bsmvRate: string;
  startDate: string;
  /** The payoff's date (Istanbul). */
  today: string;
  /** The unpaid installments, in order. */
  unpaid: PayoffInstallment[];
  /** The early repayment fee's rate for the principal prepaid ("0" for consumer financing). */
  feeRate: string;
}

export interface Payoff {
  /** Installments due up to today (due date <= today), with their late charges. */
  due: PayoffInstallment[];
  dueTotal: bigint;
  remainingPrincipal: bigint;
  accruedProfitShare: bigint;
  accruedTaxes: bigint;
  /** The accrued profit share's taxes, apart. */
  accruedKkdf: bigint;
  accruedBsmv: bigint;
  earlyRepaymentFee: bigint;
  /** Profit share and its taxes of the installments not yet due that the customer no longer pays. */
  waived: bigint;
  total: bigint;
}

/**
 * Paying off on `today`: the installments due by today in full (late charges too), the principal of
 * the rest, and for the running period the profit share accrued for the days since its start
 * (principal owed x monthly rate x days elapsed / days of the period) with its taxes.
 */
export const payoffOf = (terms: PayoffTerms): Payoff => {
  const due = terms.unpaid.filter((i) => i.dueDate <= terms.today);
  const rest = terms.unpaid.filter((i) => i.dueDate > terms.today);
  const dueTotal = due.reduce((s, i) => s + i.amount + i.lateCharge, 0n);
  const remainingPrincipal = rest.reduce((s, i) => s + i.principal, 0n);
  let accruedProfitShare = 0n;
  const running = rest[0];
  if (running) {
    const periodStart = running.no === 1 ? terms.startDate : addMonths(terms.startDate, running.no - 1);
    const periodDays = BigInt(daysBetween(periodStart, running.dueDate));
    const elapsed = BigInt(Math.max(0, daysBetween(periodStart, terms.today)));
    accruedProfitShare = roundDiv(remainingPrincipal * rateOf(terms.monthlyRate) * elapsed, RATE_SCALE * periodDays);
  }
  const accruedKkdf = times(accruedProfitShare, rateOf(terms.kkdfRate));
  const accruedBsmv = times(accruedProfitShare, rateOf(terms.bsmvRate));
  const accruedTaxes = accruedKkdf + accruedBsmv;
  const earlyRepaymentFee = times(remainingPrincipal, rateOf(terms.feeRate));
  const planned = rest.reduce((s, i) => s + i.profitShare + i.kkdf + i.bsmv, 0n);
  return {
    due,
    dueTotal,
    remainingPrincipal,
    accruedProfitShare,
    accruedTaxes,
    accruedKkdf,
    accruedBsmv,
    earlyRepaymentFee,
    waived: planned - accruedProfitShare - accruedTaxes,
    total: dueTotal + remainingPrincipal + accruedProfitShare + accruedTaxes + earlyRepaymentFee,
  };
};
