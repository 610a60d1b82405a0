/**
 * Paying a financing off early, a product of the decision flow (challenged with a code): what is due,
 * the principal left and only the profit share accrued since the last due date (with its taxes), the
 * rest waived (Tüketici Kredisi Sözleşmeleri Yönetmeliği art. 15-17); housing adds its early repayment
 * fee. Every unpaid installment moves to Paid or Settled and the financing closes, once, in one commit.
 */
import { randomUUID } from 'node:crypto';
import { ActionCode } from '../../../src/contract/action-codes';
import type { FinancingReceipt, PayOffRequest } from '../../../src/contract/financing';
import { MessageCode } from '../../../src/contract/message-codes';
import { financingPayments } from '../../db/schema/financing';
import { transactionText } from '../accounts/transaction-texts';
import { success } from '../decisions/outcome';
import type { DecisionProduct, ProductContext } from '../decisions/product';
import { chartOf } from '../ledger/chart';
import { areaRow } from '../ledger/commit';
import { payment } from '../ledger/recipes';
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
} from './financings';
import {
  type AccountRow,
  fail,
  money,
  loadSource,
  type Paid,
  totalsOf,
  postings,
  paidGuard,
  closeGuard,
  message,
  LEDGER_REFUSALS,
  type InstallmentPlan,
} from './payment-parts';

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
