/**
 * Paying bills: the parts of the commit (billPaymentParts, also used by standing orders' runs) and
 * the decision product of `POST /Bill/Pay`. One journal `BillPayment` (a payment posting per bill
 * from the customer's account to the biller's collection account), the `bill_payments` row with
 * the receipt, and one Open → Paid guard per bill, so a bill is paid once whatever the key.
 */
import { randomUUID } from 'node:crypto';
import type { BillPaymentReceipt, BillPaymentRequest } from '../../../src/contract/bills';
import { ActionCode } from '../../../src/contract/action-codes';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount } from '../../../src/contract/money';
import { formatMoneyText } from '../../../src/contract/money-text';
import type { Db, DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { and, eq } from 'drizzle-orm';
import { transactionText } from '../accounts/transaction-texts';
import { BusinessError } from '../common/refusal';
import { fullName } from '../decisions/decider';
import { success } from '../decisions/outcome';
import type { DecisionProduct, ProductPlan } from '../decisions/product';
import type { AccountRow } from '../directory/directory';
import type { Commit, Guard, ProductRow } from '../ledger/commit';
import type { Journal } from '../ledger/journal';
import { payment } from '../ledger/recipes';
import { newReference } from '../transfers/transfer-commit';
import { billerOf, billsByIds, checkSubscriber, maskedSubscriberName, type BillerRow, type BillRow } from './bills';

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

export interface BillPaymentInput {
  db: DbOrTx;
  now: Date;
  customerId: string;
  /** Shown on the collection account's line (who paid). */
  payerName: string;
  sourceAccount: Pick<AccountRow, 'id' | 'accountNumber'>;
  biller: BillerRow;
  bills: readonly BillRow[];
  /** The standing order whose run pays (null on the page). */
  standingOrderId?: string | null;
}

export interface BillPaymentParts {
  paymentId: string;
  journalId: string;
  reference: string;
  guards: Guard[];
  rows: ProductRow[];
  journal: Journal;
  receipt: BillPaymentReceipt;
}

/** The statement line of one bill: "<biller> fatura ödemesi <period>". */
const lineOf = (biller: BillerRow, period: string) => transactionText('billPayment', biller.name, period);

/**
 * What paying these bills commits, with fresh ids at `now`: the journal, the `bill_payments` row
 * and one Open → Paid guard per bill. The caller adds its own guards and rows and applies it.
 */
export const billPaymentParts = (input: BillPaymentInput): BillPaymentParts => {
  const { now, biller } = input;
  if (input.bills.length === 0) fail(MessageCode.BillNoneChosen);
  const chosen = [...input.bills].sort((a, b) => a.period.localeCompare(b.period));
  const amount = chosen.reduce((sum, b) => sum + b.amount, 0n);
  const paymentId = randomUUID();
  const journalId = randomUUID();
  const reference = newReference(now);
  const receipt: BillPaymentReceipt = {
    paymentId,
    journalId,
    reference,
    billerCode: biller.code,
    billerName: biller.name,
    category: biller.category,
    subscriberNo: chosen[0]!.subscriberNo,
    maskedSubscriberName: maskedSubscriberName(biller, chosen[0]!.subscriberNo),
    bills: chosen.map((b) => ({
      id: b.id,
      period: b.period,
      dueDate: b.dueDate,
      amount: formatAmount(b.amount, 'TRY'),
    })),
    sourceAccountNumber: input.sourceAccount.accountNumber,
    amount: formatAmount(amount, 'TRY'),
    currency: 'TRY',
    createdAt: now.toISOString(),
  };
  const journal: Journal = {
    id: journalId,
    kind: 'BillPayment',
    description: transactionText('billPayment', biller.name, chosen.map((b) => b.period).join(',')),
    customerId: input.customerId,
    createdAt: now,
    valueDate: now,
    postings: chosen.map((b) =>
      payment(input.sourceAccount.id, biller.collectionAccountId, b.amount, 'TRY', {
        text: lineOf(biller, b.period),
        payee: biller.name,
        payer: input.payerName,
      }),
    ),
  };
  const guards: Guard[] = chosen.map((b) => ({
    kind: 'transition',
    table: 'bills',
    id: b.id,
    from: ['Open'],
    set: { status: 'Paid', paidAt: now, paymentId },
    refusal: MessageCode.BillAlreadyPaid,
  }));
  const rows: ProductRow[] = [
    {
      table: 'bill_payments',
      row: {
        id: paymentId,
        journalId,
        customerId: input.customerId,
        reference,
        billerCode: biller.code,
        subscriberNo: receipt.subscriberNo,
        sourceAccountId: input.sourceAccount.id,
        amount,
        currency: 'TRY',
        standingOrderId: input.standingOrderId ?? null,
        createdAt: now,
        details: receipt,
      },
    },
  ];
  return { paymentId, journalId, reference, guards, rows, journal, receipt };
};

export interface BillPaymentFacts {
  source: AccountRow | undefined;
  biller: BillerRow;
  bills: BillRow[];
}

/** The customer's account of that number (another's or an internal one reads as none). */
const ownAccount = async (db: Db, customerId: string, accountNumber: string): Promise<AccountRow | undefined> => {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountNumber, accountNumber), eq(accounts.customerId, customerId)));
  return row && !row.isInternal ? row : undefined;
};

const OPERATION = { tur: 'fatura ödemesi', eng: 'bill payment' };

/** Checks the request against the facts (pure) and answers what the bills come to. */
export const checkBillPayment = (request: BillPaymentRequest, facts: BillPaymentFacts) => {
  const { biller, source } = facts;
  checkSubscriber(biller, request.subscriberNo);
  if (request.billIds.length === 0) fail(MessageCode.BillNoneChosen);
  const byId = new Map(facts.bills.map((b) => [b.id, b]));
  const chosen = [...new Set(request.billIds)].map((id) => byId.get(id));
  for (const bill of chosen) {
    if (!bill || bill.billerCode !== biller.code || bill.subscriberNo !== request.subscriberNo)
      fail(MessageCode.BillNotOpen);
    if (bill!.status !== 'Open') fail(MessageCode.BillAlreadyPaid);
  }
  // Bills are paid from the customer's own current (vadesiz) accounts.
  if (!source || source.kind !== 'Current') return fail(MessageCode.BillAccountInvalid);
  if (source.closedAt) fail(MessageCode.AccountClosed);
  if (source.currency !== 'TRY') fail(MessageCode.BillCurrencyTry);
  const bills = chosen as BillRow[];
  const total = bills.reduce((sum, b) => sum + b.amount, 0n);
  if (total > source.balance) fail(MessageCode.BillInsufficientFunds);
  return { source, bills, total };
};

export type BillPaymentPlan = ProductPlan;

/** `POST /Bill/Pay`: confirmed with a code; the bills are paid once. */
export const billPaymentProduct: DecisionProduct<BillPaymentRequest, BillPaymentFacts, BillPaymentPlan> = {
  name: 'bill-payment',
  challenged: true,
  load: async (ctx, request) => {
    const { db } = ctx.deps;
    const biller = await billerOf(db, request.billerCode);
    return {
      biller,
      source: await ownAccount(db, ctx.decider.customerId, request.sourceAccountNumber),
      bills: await billsByIds(db, request.billIds),
    };
  },
  plan: (ctx, request, facts) => {
    const { source, bills, total } = checkBillPayment(request, facts);
    return {
      message: {
        operation: OPERATION,
        amount: formatMoneyText(formatAmount(total, 'TRY'), 'TRY', ctx.language, { fixed: true }),
        payee: facts.biller.name,
      },
      ledgerRefusals: {
        'ledger.insufficientFunds': MessageCode.BillInsufficientFunds,
        'ledger.accountClosed': MessageCode.AccountClosed,
      },
      commit: () => {
        const parts = billPaymentParts({
          db: ctx.deps.db,
          now: ctx.now,
          customerId: ctx.decider.customerId,
          payerName: fullName(ctx.decider),
          sourceAccount: source,
          biller: facts.biller,
          bills,
        });
        const commit: Commit = { at: ctx.now, guards: parts.guards, rows: parts.rows, journal: parts.journal };
        return { commit, outcome: success(ActionCode.BillPaid, parts.receipt) };
      },
    };
  },
};
