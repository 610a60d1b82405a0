/**
 * Paying financing installments and paying a financing off early, as products of the decision flow
 * (challenged with a code). One `FinancingInstallment` journal from the customer's TRY account: the
 * principal and profit share to the financing receivables, KKDF and BSMV to the tax account, late
 * charges to their income, the profit share earned moved from the deferred account to income. Each
 * installment moves Due → Paid (or Settled by a payoff) once (areaTransition): the same installment
 * paid twice is refused by the engine, whatever came first.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import type { FinancingReceipt, PayInstallmentsRequest, PayOffRequest } from '../../../src/contract/financing';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount } from '../../../src/contract/money';
import { formatMoneyText } from '../../../src/contract/money-text';
import { accounts } from '../../db/schema/accounts';
import { financingInstallments, financingPayments, financings } from '../../db/schema/financing';
import { transactionText } from '../accounts/transaction-texts';
import { BusinessError } from '../common/refusal';
import { success } from '../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../decisions/product';
import { chartOf } from '../ledger/chart';
import { areaRow, areaTransition, type Commit, type Guard } from '../ledger/commit';
import type { Posting } from '../ledger/journal';
import { fee, payment } from '../ledger/recipes';
import { istanbulDate } from '../transfers/calendar';
import { newReference } from '../transfers/transfer-commit';
import {
  financingName,
  lateChargeNow,
  loadFinancings,
  payoffAnswer,
  payoffFor,
  unpaidOf,
  type FinancingWithPlan,
  type InstallmentRow,
} from './financings';

type AccountRow = typeof accounts.$inferSelect;

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

const money = (minor: bigint) => formatAmount(minor, 'TRY');

const loadSource = async (ctx: ProductContext, accountNumber: string): Promise<AccountRow> => {
  const [source] = await ctx.deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountNumber, accountNumber), eq(accounts.customerId, ctx.decider.customerId)));
  if (!source || source.isInternal || source.closedAt || source.currency !== 'TRY' || source.kind !== 'Current')
    return fail(MessageCode.FinancingAccountInvalid);
  return source;
};

/** An installment paid in full: what it owes, split the way the ledger books it. */
interface Paid {
  plan: FinancingWithPlan;
  row: InstallmentRow;
  lateCharge: bigint;
}

interface Totals {
  /** To the receivables: principal and profit share. */
  receivable: bigint;
  /** Profit share earned: deferred → income. */
  profit: bigint;
  taxes: bigint;
  late: bigint;
}

const totalsOf = (paid: readonly Paid[]): Totals => ({
  receivable: paid.reduce((s, p) => s + p.row.principal + p.row.profitShare, 0n),
  profit: paid.reduce((s, p) => s + p.row.profitShare, 0n),
  taxes: paid.reduce((s, p) => s + p.row.kkdf + p.row.bsmv, 0n),
  late: paid.reduce((s, p) => s + p.lateCharge, 0n),
});

/** The journal's postings; an amount of zero posts nothing. */
const postings = (
  ctx: ProductContext,
  sourceId: string,
  t: Totals,
  reference: string,
  text: string,
  fees = 0n,
): Posting[] => {
  const chart = chartOf(ctx.deps.db);
  const all: Posting[] = [
    payment(sourceId, chart.id('financingReceivables', 'TRY'), t.receivable, 'TRY', { text }),
    {
      ...payment(sourceId, chart.id('taxPayable', 'TRY'), t.taxes, 'TRY', {
        text: transactionText('financingTaxes', '', reference),
      }),
      code: 'tax',
    },
    payment(sourceId, chart.id('lateChargeIncome', 'TRY'), t.late, 'TRY', {
      text: transactionText('financingLateCharge', '', reference),
    }),
    fee(chart, sourceId, fees, transactionText('financingPayoffFee', '', reference)),
    {
      ...payment(chart.id('deferredProfitShare', 'TRY'), chart.id('financingIncome', 'TRY'), t.profit, 'TRY', {
        text,
      }),
      code: 'profit_share',
    },
  ];
  return all.filter((p) => p.amount > 0n);
};

const paidGuard = (p: Paid, now: Date, paymentId: string, status: 'Paid' | 'Settled'): Guard =>
  areaTransition(
    financingInstallments,
    p.row.id,
    ['Due'],
    { status, paidAt: now, lateChargePaid: p.lateCharge, paymentId },
    MessageCode.FinancingInstallmentPaid,
  );

const closeGuard = (plan: FinancingWithPlan, now: Date): Guard =>
  areaTransition(
    financings,
    plan.financing.id,
    ['Active'],
    { status: 'Closed', closedAt: now, updatedAt: now },
    MessageCode.FinancingClosed,
  );

const message = (ctx: ProductContext, amount: bigint, payee: string, payoff: boolean) => ({
  operation: payoff
    ? { tur: 'finansman erken kapama', eng: 'financing early payoff' }
    : { tur: 'finansman taksit ödemesi', eng: 'financing installment payment' },
  amount: formatMoneyText(money(amount), 'TRY', ctx.language, { fixed: true }),
  payee,
});

const LEDGER_REFUSALS = {
  'ledger.insufficientFunds': MessageCode.FinancingInsufficientFunds,
  'ledger.accountClosed': MessageCode.AccountClosed,
} as const;

// ---- installments ----

export interface InstallmentFacts {
  source: AccountRow;
  plans: FinancingWithPlan[];
}

export interface InstallmentPlan extends ProductPlan {
  amount: bigint;
}

const loadInstallmentFacts = async (
  ctx: ProductContext,
  request: PayInstallmentsRequest,
): Promise<InstallmentFacts> => {
  const source = await loadSource(ctx, request.sourceAccountNumber);
  return { source, plans: await loadFinancings(ctx.deps.db, ctx.decider.customerId) };
};

const planInstallments = (
  ctx: ProductContext,
  request: PayInstallmentsRequest,
  facts: InstallmentFacts,
): InstallmentPlan => {
  const today = istanbulDate(ctx.now);
  const settings = ctx.deps.config.financing;
  const wanted = new Set(request.installmentIds);
  if (wanted.size !== request.installmentIds.length) fail(MessageCode.FinancingInstallmentOrder);
  const paid: Paid[] = [];
  for (const id of wanted) {
    const plan = facts.plans.find((p) => p.installments.some((i) => i.id === id));
    if (!plan) return fail(MessageCode.FinancingInstallmentNotFound);
    const row = plan.installments.find((i) => i.id === id)!;
    if (row.status !== 'Due') fail(MessageCode.FinancingInstallmentPaid);
    if (plan.financing.status !== 'Active') fail(MessageCode.FinancingClosed);
    paid.push({ plan, row, lateCharge: lateChargeNow(row, today, settings) });
  }
  // Within a financing the installments chosen are its oldest unpaid ones.
  const touched = [...new Set(paid.map((p) => p.plan))];
  for (const plan of touched) {
    const chosen = paid.filter((p) => p.plan === plan).length;
    if (
      !unpaidOf(plan)
        .slice(0, chosen)
        .every((i) => wanted.has(i.id))
    )
      fail(MessageCode.FinancingInstallmentOrder);
  }
  paid.sort((a, b) =>
    a.plan.financing.reference === b.plan.financing.reference
      ? a.row.no - b.row.no
      : a.plan.financing.reference < b.plan.financing.reference
        ? -1
        : 1,
  );
  const totals = totalsOf(paid);
  const amount = totals.receivable + totals.taxes + totals.late;
  if (amount > facts.source.balance) fail(MessageCode.FinancingInsufficientFunds);
  const names = [...new Set(touched.map((p) => financingName(p.financing, ctx.language)))].join(', ');

  const commit = () => {
    const { now } = ctx;
    const paymentId = randomUUID();
    const journalId = randomUUID();
    const reference = newReference(now);
    const guards: Guard[] = paid.map((p) => paidGuard(p, now, paymentId, 'Paid'));
    for (const plan of touched)
      if (paid.filter((p) => p.plan === plan).length === unpaidOf(plan).length) guards.push(closeGuard(plan, now));
    const receipt: FinancingReceipt = {
      paymentId,
      journalId,
      reference,
      kind: 'Installments',
      sourceAccountNumber: facts.source.accountNumber,
      amount: money(amount),
      currency: 'TRY',
      items: paid.map((p) => ({
        financingId: p.plan.financing.id,
        financingName: financingName(p.plan.financing, ctx.language),
        installmentNo: p.row.no,
        amount: money(p.row.amount),
        lateCharge: money(p.lateCharge),
      })),
      payoff: null,
      createdAt: now.toISOString(),
    };
    const result: { commit: Commit; outcome: ReturnType<typeof success> } = {
      commit: {
        at: now,
        guards,
        journal: {
          id: journalId,
          kind: 'FinancingInstallment',
          description: transactionText('financingInstallment', '', reference),
          customerId: ctx.decider.customerId,
          createdAt: now,
          postings: postings(
            ctx,
            facts.source.id,
            totals,
            reference,
            transactionText('financingInstallment', '', reference),
          ),
        },
        rows: [
          areaRow(financingPayments, {
            id: paymentId,
            customerId: ctx.decider.customerId,
            kind: 'Installments',
            sourceAccountId: facts.source.id,
            amount,
            reference,
            journalId,
            details: receipt,
            createdAt: now,
          }),
        ],
      },
      outcome: success(ActionCode.FinancingInstallmentsPaid, receipt),
    };
    return result;
  };
  return { amount, message: message(ctx, amount, names, false), ledgerRefusals: LEDGER_REFUSALS, commit };
};

export const installmentPaymentProduct: DecisionProduct<PayInstallmentsRequest, InstallmentFacts, InstallmentPlan> = {
  name: 'financing-installments',
  challenged: true,
  load: loadInstallmentFacts,
  plan: planInstallments,
};

// ---- early payoff ----

export interface PayoffFacts {
  source: AccountRow;
  plan: FinancingWithPlan;
}

const loadPayoffFacts = async (ctx: ProductContext, request: PayOffRequest): Promise<PayoffFacts> => {
  const source = await loadSource(ctx, request.sourceAccountNumber);
  const [plan] = await loadFinancings(ctx.deps.db, ctx.decider.customerId, [request.financingId]);
  if (!plan) return fail(MessageCode.FinancingNotFound);
  return { source, plan };
};

const planPayoff = (ctx: ProductContext, _request: PayOffRequest, facts: PayoffFacts): InstallmentPlan => {
  const { plan, source } = facts;
  const settings = ctx.deps.config.financing;
  if (plan.financing.status !== 'Active') fail(MessageCode.FinancingClosed);
  const today = istanbulDate(ctx.now);
  const payoff = payoffFor(plan, today, settings);
  const amount = payoff.total;
  if (amount > source.balance) fail(MessageCode.FinancingInsufficientFunds);
  const unpaid = unpaidOf(plan);
  const due = new Set(payoff.due.map((i) => i.no));
  const paid: Paid[] = unpaid
    .filter((i) => due.has(i.no))
    .map((row) => ({ plan, row, lateCharge: lateChargeNow(row, today, settings) }));
  const settled: Paid[] = unpaid.filter((i) => !due.has(i.no)).map((row) => ({ plan, row, lateCharge: 0n }));
  const dueTotals = totalsOf(paid);
  const settledPrincipal = settled.reduce((s, p) => s + p.row.principal, 0n);
  const settledProfit = settled.reduce((s, p) => s + p.row.profitShare, 0n);
  const name = financingName(plan.financing, ctx.language);

  const commit = () => {
    const { now } = ctx;
    const chart = chartOf(ctx.deps.db);
    const paymentId = randomUUID();
    const journalId = randomUUID();
    const reference = newReference(now);
    const text = transactionText('financingPayoff', '', reference);
    const receipt: FinancingReceipt = {
      paymentId,
      journalId,
      reference,
      kind: 'Payoff',
      sourceAccountNumber: source.accountNumber,
      amount: money(amount),
      currency: 'TRY',
      items: paid.map((p) => ({
        financingId: plan.financing.id,
        financingName: name,
        installmentNo: p.row.no,
        amount: money(p.row.amount),
        lateCharge: money(p.lateCharge),
      })),
      payoff: payoffAnswer(plan, payoff, today, settings),
      createdAt: now.toISOString(),
    };
    const lines = postings(
      ctx,
      source.id,
      {
        receivable: dueTotals.receivable + settledPrincipal + payoff.accruedProfitShare,
        profit: dueTotals.profit + payoff.accruedProfitShare,
        taxes: dueTotals.taxes + payoff.accruedTaxes,
        late: dueTotals.late,
      },
      reference,
      text,
      payoff.earlyRepaymentFee,
    );
    // The profit share waived leaves the receivables against the deferred account it was booked to.
    const waived = settledProfit - payoff.accruedProfitShare;
    if (waived > 0n)
      lines.push({
        ...payment(chart.id('deferredProfitShare', 'TRY'), chart.id('financingReceivables', 'TRY'), waived, 'TRY', {
          text,
        }),
        code: 'profit_share',
      });
    return {
      commit: {
        at: now,
        guards: [
          ...paid.map((p) => paidGuard(p, now, paymentId, 'Paid')),
          ...settled.map((p) => paidGuard(p, now, paymentId, 'Settled')),
          closeGuard(plan, now),
        ],
        journal: {
          id: journalId,
          kind: 'FinancingInstallment' as const,
          description: text,
          customerId: ctx.decider.customerId,
          createdAt: now,
          postings: lines,
        },
        rows: [
          areaRow(financingPayments, {
            id: paymentId,
            customerId: ctx.decider.customerId,
            kind: 'Payoff',
            sourceAccountId: source.id,
            amount,
            reference,
            journalId,
            details: receipt,
            createdAt: now,
          }),
        ],
      },
      outcome: success(ActionCode.FinancingPaidOff, receipt),
    };
  };
  return { amount, message: message(ctx, amount, name, true), ledgerRefusals: LEDGER_REFUSALS, commit };
};

export const payoffProduct: DecisionProduct<PayOffRequest, PayoffFacts, InstallmentPlan> = {
  name: 'financing-payoff',
  challenged: true,
  load: loadPayoffFacts,
  plan: planPayoff,
};

/** One of the customer's payments: its receipt (another customer's id: undefined). */
export const financingReceiptOf = async (
  db: ProductContext['deps']['db'],
  customerId: string,
  id: string,
): Promise<FinancingReceipt | undefined> => {
  const [row] = await db
    .select({ details: financingPayments.details })
    .from(financingPayments)
    .where(and(eq(financingPayments.id, id), eq(financingPayments.customerId, customerId)));
  return row?.details as FinancingReceipt | undefined;
};
