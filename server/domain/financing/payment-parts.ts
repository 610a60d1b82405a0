/**
 * What paying installments and paying a financing off early share: the source account check, the
 * split of what is paid (receivables, profit share, taxes, late charges), the journal's postings, the
 * guards that move installments and close a financing once, the confirm message and the ledger's
 * refusals in the area's words.
 */
import { and, eq } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount } from '../../../src/contract/money';
import { formatMoneyText } from '../../../src/contract/money-text';
import { accounts } from '../../db/schema/accounts';
import { financingInstallments, financings } from '../../db/schema/financing';
import { transactionText } from '../accounts/transaction-texts';
import { BusinessError } from '../common/refusal';
import type { ProductContext, ProductPlan } from '../decisions/product';
import { chartOf } from '../ledger/chart';
import { areaTransition, type Guard } from '../ledger/commit';
import type { Posting } from '../ledger/journal';
import { fee, payment } from '../ledger/recipes';
import { type FinancingWithPlan, type InstallmentRow } from './financings';

export type AccountRow = typeof accounts.$inferSelect;

export const fail = (code: string): never => {
  throw new BusinessError([code]);
};

export const money = (minor: bigint) => formatAmount(minor, 'TRY');

export const loadSource = async (ctx: ProductContext, accountNumber: string): Promise<AccountRow> => {
  const [source] = await ctx.deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountNumber, accountNumber), eq(accounts.customerId, ctx.decider.customerId)));
  if (!source || source.isInternal || source.closedAt || source.currency !== 'TRY' || source.kind !== 'Current')
    return fail(MessageCode.FinancingAccountInvalid);
  return source;
};

/** An installment paid in full: what it owes, split the way the ledger books it. */
export interface Paid {
  plan: FinancingWithPlan;
  row: InstallmentRow;
  lateCharge: bigint;
}

export interface Totals {
  /** To the receivables: principal and profit share. */
  receivable: bigint;
  /** Profit share earned: deferred → income. */
  profit: bigint;
  taxes: bigint;
  late: bigint;
}

export const totalsOf = (paid: readonly Paid[]): Totals => ({
  receivable: paid.reduce((s, p) => s + p.row.principal + p.row.profitShare, 0n),
  profit: paid.reduce((s, p) => s + p.row.profitShare, 0n),
  taxes: paid.reduce((s, p) => s + p.row.kkdf + p.row.bsmv, 0n),
  late: paid.reduce((s, p) => s + p.lateCharge, 0n),
});

/** The journal's postings; an amount of zero posts nothing. */
export const postings = (
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

export const paidGuard = (p: Paid, now: Date, paymentId: string, status: 'Paid' | 'Settled'): Guard =>
  areaTransition(
    financingInstallments,
    p.row.id,
    ['Due'],
    { status, paidAt: now, lateChargePaid: p.lateCharge, paymentId },
    MessageCode.FinancingInstallmentPaid,
  );

export const closeGuard = (plan: FinancingWithPlan, now: Date): Guard =>
  areaTransition(
    financings,
    plan.financing.id,
    ['Active'],
    { status: 'Closed', closedAt: now, updatedAt: now },
    MessageCode.FinancingClosed,
  );

export const message = (ctx: ProductContext, amount: bigint, payee: string, payoff: boolean) => ({
  operation: payoff
    ? { tur: 'finansman erken kapama', eng: 'financing early payoff' }
    : { tur: 'finansman taksit ödemesi', eng: 'financing installment payment' },
  amount: formatMoneyText(money(amount), 'TRY', ctx.language, { fixed: true }),
  payee,
});

export const LEDGER_REFUSALS = {
  'ledger.insufficientFunds': MessageCode.FinancingInsufficientFunds,
  'ledger.accountClosed': MessageCode.AccountClosed,
} as const;

/** What a payment plan holds besides the product plan: the amount taken from the account. */
export interface InstallmentPlan extends ProductPlan {
  amount: bigint;
}
