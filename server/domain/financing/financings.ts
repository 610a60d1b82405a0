/**
 * The customer's financings read back: each with its plan, every installment's state on the bank's
 * day (paid, settled by a payoff, overdue with its late charge to date, or due), the summary the list
 * shows, the payments area's due installments and the early payoff amount.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  DueInstallment,
  FinancingDetail,
  FinancingInstallment,
  FinancingPayoff,
  FinancingSummary,
  InstallmentState,
} from '../../../src/contract/financing';
import type { Language } from '../../../src/contract/headers';
import { formatAmount } from '../../../src/contract/money';
import type { FinancingSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import { documents } from '../../db/schema/documents';
import { financingInstallments, financings } from '../../db/schema/financing';
import { istanbulDate } from '../transfers/calendar';
import { FINANCING_NAMES } from './financing-texts';
import { daysBetween, lateChargeOf, payoffOf, percentText, type Payoff } from './plan-math';

export type FinancingRow = typeof financings.$inferSelect;
export type InstallmentRow = typeof financingInstallments.$inferSelect;

export interface FinancingWithPlan {
  financing: FinancingRow;
  /** In order of their number. */
  installments: InstallmentRow[];
}

const money = (minor: bigint) => formatAmount(minor, 'TRY');

/** The customer's financings (all, or the ones with these ids) with their plans. */
export const loadFinancings = async (
  db: DbOrTx,
  customerId: string,
  ids?: readonly string[],
): Promise<FinancingWithPlan[]> => {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(financings)
    .where(and(eq(financings.customerId, customerId), ids ? inArray(financings.id, [...ids]) : undefined))
    .orderBy(asc(financings.createdAt), asc(financings.reference));
  if (rows.length === 0) return [];
  const plan = await db
    .select()
    .from(financingInstallments)
    .where(
      inArray(
        financingInstallments.financingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(financingInstallments.no));
  return rows.map((financing) => ({
    financing,
    installments: plan.filter((i) => i.financingId === financing.id),
  }));
};

/** The late charge an unpaid installment has run up by `today` (none before its due date). */
export const lateChargeNow = (row: InstallmentRow, today: string, settings: FinancingSettings): bigint =>
  row.status === 'Due' ? lateChargeOf(row.amount, settings.lateChargeMonthlyRate, daysBetween(row.dueDate, today)) : 0n;

export const stateOf = (row: InstallmentRow, today: string): InstallmentState =>
  row.status === 'Paid' ? 'Paid' : row.status === 'Settled' ? 'Settled' : row.dueDate < today ? 'Overdue' : 'Due';

export const installmentAnswer = (
  row: InstallmentRow,
  today: string,
  settings: FinancingSettings,
): FinancingInstallment => {
  const late = row.status === 'Due' ? lateChargeNow(row, today, settings) : row.lateChargePaid;
  return {
    id: row.id,
    no: row.no,
    dueDate: row.dueDate,
    amount: money(row.amount),
    principal: money(row.principal),
    profitShare: money(row.profitShare),
    kkdf: money(row.kkdf),
    bsmv: money(row.bsmv),
    remainingPrincipal: money(row.remainingPrincipal),
    state: stateOf(row, today),
    lateCharge: money(late),
    payable: money(row.status === 'Due' ? row.amount + late : 0n),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
};

export const unpaidOf = (plan: FinancingWithPlan) => plan.installments.filter((i) => i.status === 'Due');

/** The principal not yet repaid: the unpaid installments' principal. */
export const remainingPrincipalOf = (plan: FinancingWithPlan): bigint =>
  unpaidOf(plan).reduce((s, i) => s + i.principal, 0n);

export const financingName = (row: Pick<FinancingRow, 'kind'>, language: Language) =>
  FINANCING_NAMES[row.kind][language];

export const summaryOf = (
  plan: FinancingWithPlan,
  today: string,
  settings: FinancingSettings,
  language: Language,
): FinancingSummary => {
  const { financing: f } = plan;
  const unpaid = unpaidOf(plan);
  const next = unpaid[0];
  return {
    id: f.id,
    kind: f.kind,
    name: financingName(f, language),
    asset: f.asset,
    reference: f.reference,
    status: f.status,
    currency: 'TRY',
    principal: money(f.principal),
    totalProfitShare: money(f.totalProfitShare),
    monthlyRatePercent: percentText(f.monthlyRate),
    yearlyRatePercent: percentText(f.monthlyRate, 12n),
    termMonths: f.termMonths,
    paidCount: plan.installments.filter((i) => i.status === 'Paid').length,
    overdueCount: unpaid.filter((i) => i.dueDate < today).length,
    remainingPrincipal: money(remainingPrincipalOf(plan)),
    startDate: f.startDate,
    nextInstallment: next ? installmentAnswer(next, today, settings) : null,
  };
};

export const financingList = async (
  db: DbOrTx,
  settings: FinancingSettings,
  customerId: string,
  now: Date,
  language: Language,
): Promise<FinancingSummary[]> => {
  const today = istanbulDate(now);
  return (await loadFinancings(db, customerId)).map((plan) => summaryOf(plan, today, settings, language));
};

export const financingDetail = async (
  db: DbOrTx,
  settings: FinancingSettings,
  customerId: string,
  id: string,
  now: Date,
  language: Language,
): Promise<FinancingDetail | undefined> => {
  const [plan] = await loadFinancings(db, customerId, [id]);
  if (!plan) return undefined;
  const today = istanbulDate(now);
  const [contract] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.customerId, customerId), eq(documents.product, 'Financing'), eq(documents.productId, id)));
  return {
    ...summaryOf(plan, today, settings, language),
    kkdfPercent: percentText(plan.financing.kkdfRate),
    bsmvPercent: percentText(plan.financing.bsmvRate),
    totalAmount: money(plan.installments.reduce((s, i) => s + i.amount, 0n)),
    installments: plan.installments.map((i) => installmentAnswer(i, today, settings)),
    contractDocumentId: contract ? `doc-${contract.id}` : null,
  };
};

/**
 * The payments area's list: every unpaid installment of the customer's active financings that is
 * overdue, and each financing's next one to fall due.
 */
export const dueInstallments = async (
  db: DbOrTx,
  settings: FinancingSettings,
  customerId: string,
  now: Date,
  language: Language,
): Promise<DueInstallment[]> => {
  const today = istanbulDate(now);
  return (await loadFinancings(db, customerId))
    .filter((plan) => plan.financing.status === 'Active')
    .flatMap((plan) => {
      const unpaid = unpaidOf(plan);
      const overdue = unpaid.filter((i) => i.dueDate < today);
      const next = unpaid.find((i) => i.dueDate >= today);
      return [...overdue, ...(next ? [next] : [])].map((i) => ({
        ...installmentAnswer(i, today, settings),
        financingId: plan.financing.id,
        financingName: financingName(plan.financing, language),
        asset: plan.financing.asset,
      }));
    });
};

/** The early repayment fee's rate: housing by the months left (6502 art. 37), none for consumer financing. */
export const feeRateOf = (plan: FinancingWithPlan, today: string, settings: FinancingSettings): string => {
  if (plan.financing.kind !== 'Housing') return '0';
  const monthsLeft = unpaidOf(plan).filter((i) => i.dueDate > today).length;
  return monthsLeft <= 36
    ? settings.housingEarlyRepaymentFee.upTo36Months
    : settings.housingEarlyRepaymentFee.over36Months;
};

/** Paying the financing off on the bank's day `today`. */
export const payoffFor = (plan: FinancingWithPlan, today: string, settings: FinancingSettings): Payoff =>
  payoffOf({
    monthlyRate: plan.financing.monthlyRate,
    kkdfRate: plan.financing.kkdfRate,
    bsmvRate: plan.financing.bsmvRate,
    startDate: plan.financing.startDate,
    today,
    unpaid: unpaidOf(plan).map((i) => ({ ...i, lateCharge: lateChargeNow(i, today, settings) })),
    feeRate: feeRateOf(plan, today, settings),
  });

export const payoffAnswer = (
  plan: FinancingWithPlan,
  payoff: Payoff,
  today: string,
  settings: FinancingSettings,
): FinancingPayoff => ({
  financingId: plan.financing.id,
  asOf: today,
  dueInstallmentsTotal: money(payoff.dueTotal),
  remainingPrincipal: money(payoff.remainingPrincipal),
  accruedProfitShare: money(payoff.accruedProfitShare),
  accruedTaxes: money(payoff.accruedTaxes),
  earlyRepaymentFee: money(payoff.earlyRepaymentFee),
  earlyRepaymentFeePercent: percentText(feeRateOf(plan, today, settings)),
  waivedProfitShare: money(payoff.waived),
  total: money(payoff.total),
});

export const payoffQuote = async (
  db: DbOrTx,
  settings: FinancingSettings,
  customerId: string,
  id: string,
  now: Date,
): Promise<FinancingPayoff | undefined> => {
  const [plan] = await loadFinancings(db, customerId, [id]);
  if (!plan || plan.financing.status !== 'Active') return undefined;
  const today = istanbulDate(now);
  return payoffAnswer(plan, payoffFor(plan, today, settings), today, settings);
};

/**
 * Net worth's financing debt (DEBT_SOURCES): the principal not yet repaid plus what is due beyond it
 * today (the profit share, taxes and late charges of the overdue and due installments).
 */
export const financingDebt = async (db: DbOrTx, customerId: string, now: Date, settings: FinancingSettings) => {
  const today = istanbulDate(now);
  let amount = 0n;
  for (const plan of await loadFinancings(db, customerId)) {
    if (plan.financing.status !== 'Active') continue;
    for (const i of unpaidOf(plan)) {
      amount += i.principal;
      if (i.dueDate <= today) amount += i.amount - i.principal + lateChargeNow(i, today, settings);
    }
  }
  return [{ groupingKey: 'Financing', amount }];
};
