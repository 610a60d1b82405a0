/**
 * Paying financing installments and paying a financing off early, as products of the decision flow
 * (challenged with a code). One `FinancingInstallment` journal from the customer's TRY account: the
 * principal and profit share to the financing receivables, KKDF and BSMV to the tax account, late
 * charges to their income, the profit share earned moved from the deferred account to income. Each
 * installment moves Due → Paid (or Settled by a payoff) once (areaTransition): the same installment
 * paid twice is refused by the engine, whatever came first. The early payoff is payoff-product.ts;
 * what both share, payment-parts.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import type { FinancingReceipt, PayInstallmentsRequest } from '../../../src/contract/financing';
import { MessageCode } from '../../../src/contract/message-codes';
import { financingPayments } from '../../db/schema/financing';
import { transactionText } from '../accounts/transaction-texts';
import { success } from '../decisions/outcome';
import type { DecisionProduct, ProductContext } from '../decisions/product';
import { areaRow, type Commit, type Guard } from '../ledger/commit';
import { istanbulDate } from '../transfers/calendar';
import { newReference } from '../transfers/transfer-commit';
import { financingName, lateChargeNow, loadFinancings, unpaidOf, type FinancingWithPlan } from './financings';
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

// ---- installments ----

export interface InstallmentFacts {
  source: AccountRow;
  plans: FinancingWithPlan[];
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
