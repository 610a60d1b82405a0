/**
 * The commits of one standing-order run: a transfer (the transfers domain's facts, plan and commit,
 * so the run is a real transfer with its receipt) or a bill payment (BILLS's parts), plus an
 * `orderStep` guard moving the order past that due date and attempt, and its `standing_order_runs`
 * row. A refused run is its own commit without a journal: the run row (Failed or Skipped with the
 * reason), the step (a retry the next day after insufficient funds, once; else the next date) and
 * an SMS to the customer. An EFT outside its window waits (same due date, no row).
 *
 * Exactly once: the step guard holds only while the order is still at that due date and attempt,
 * and (order, due date, attempt) is unique, so a second runner, a retry after a crash or another
 * process finds the run done (EMN01 or 23505) and moves on; a commit is one statement, so a kill
 * leaves either all of a run or none of it.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount } from '../../../src/contract/money';
import type { StandingOrderRunStatus } from '../../../src/contract/payments';
import type { TransferRequest } from '../../../src/contract/transfers';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { customers } from '../../db/schema/auth';
import { sqlErrorOf } from '../../db/sql-error';
import { billPaymentParts } from '../bills/bill-payment';
import { billerOf, openBills, type BillRow } from '../bills/bills';
import { BusinessError } from '../common/refusal';
import { textFor } from '../common/texts';
import { sessionlessDecider } from '../decisions/decider';
import type { ProductContext } from '../decisions/product';
import type { Commit, Guard, ProductRow } from '../ledger/commit';
import { LedgerError } from '../ledger/journal';
import { applyCommit } from '../ledger/post';
import { istanbulDate } from '../transfers/calendar';
import { loadTransferFacts } from '../transfers/facts';
import { planTransfer } from '../transfers/plan';
import { runFailedSms } from './order-texts';
import { ruleOf, type OrderRow, type OrderTarget } from './orders';
import { addDays, nextAfter } from './schedule';

const LEDGER_REASONS: Record<string, string> = {
  'ledger.insufficientFunds': MessageCode.TransferInsufficientFunds,
  'ledger.accountClosed': MessageCode.AccountClosed,
};
const INSUFFICIENT = new Set<string>([MessageCode.TransferInsufficientFunds, MessageCode.BillInsufficientFunds]);

export type Outcome = 'completed' | 'failed' | 'skipped' | 'waiting' | 'alreadyDone';

export interface Due {
  order: OrderRow;
  customer: typeof customers.$inferSelect;
  sourceAccountNumber: string;
}

/** The step past the due run: the next date, or Completed after the last one. */
const stepPast = (order: OrderRow, runsDone: number): Guard => {
  const next =
    order.maxRuns !== null && runsDone >= order.maxRuns ? null : nextAfter(ruleOf(order), order.nextDueDate!);
  return {
    kind: 'orderStep',
    id: order.id,
    dueDate: order.nextDueDate!,
    attempt: order.attempt,
    set: next
      ? { status: 'Active', runsDone, nextDueDate: next, attempt: 0, retryOn: null }
      : { status: 'Completed', runsDone, nextDueDate: null, attempt: 0, retryOn: null },
    refusal: MessageCode.StandingOrderAlreadyRun,
  };
};

const runRow = (
  order: OrderRow,
  now: Date,
  status: StandingOrderRunStatus,
  extra: Partial<Extract<ProductRow, { table: 'standing_order_runs' }>['row']>,
): ProductRow => ({
  table: 'standing_order_runs',
  row: {
    id: randomUUID(),
    orderId: order.id,
    dueDate: order.nextDueDate!,
    attempt: order.attempt,
    status,
    ranAt: now,
    ...extra,
  },
});

/** Whether an error says the run was already done (the step guard, or the run's unique key). */
const alreadyDone = (error: unknown): boolean =>
  (error instanceof BusinessError && error.codes.includes(MessageCode.StandingOrderAlreadyRun)) ||
  sqlErrorOf(error)?.code === '23505';

/** The customer-facing reason of a refusal, or undefined for an error that is no refusal. */
const reasonOf = (error: unknown): string | undefined => {
  if (error instanceof BusinessError) return error.codes[0];
  if (error instanceof LedgerError) return LEDGER_REASONS[error.code];
  return undefined;
};

/** A refused or skipped run: its row, the step (retry tomorrow once for insufficient funds, else move on), the SMS. */
const refusedRun = async (db: Db, due: Due, now: Date, status: 'Failed' | 'Skipped', reason: string) => {
  const { order, customer } = due;
  const language = (order.target as OrderTarget).language;
  const retry = status === 'Failed' && INSUFFICIENT.has(reason) && order.attempt === 0;
  const retryOn = retry ? addDays(istanbulDate(now), 1) : null;
  const step: Guard = retry
    ? {
        kind: 'orderStep',
        id: order.id,
        dueDate: order.nextDueDate!,
        attempt: order.attempt,
        set: { status: 'Active', runsDone: order.runsDone, nextDueDate: order.nextDueDate, attempt: 1, retryOn },
        refusal: MessageCode.StandingOrderAlreadyRun,
      }
    : stepPast(order, order.runsDone);
  await applyCommit(db, {
    at: now,
    guards: [step],
    rows: [
      runRow(order, now, status, { reason }),
      {
        table: 'outbox',
        row: {
          id: randomUUID(),
          channel: 'sms',
          recipient: customer.phone,
          text: runFailedSms(language, order.nickname, order.nextDueDate!, textFor(reason, language), retryOn),
          createdAt: now,
        },
      },
    ],
  });
};

/** The commit of a transfer order's run, or 'waiting' for an EFT outside its window. */
const transferRun = async (db: Db, config: ServerConfig, logger: Logger, due: Due, now: Date) => {
  const { order, customer } = due;
  const target = order.target as Extract<OrderTarget, { kind: 'Transfer' }>;
  const ctx: ProductContext = {
    deps: { db, config, logger, now: () => now },
    decider: sessionlessDecider(customer),
    now,
    language: target.language,
  };
  const request: TransferRequest = {
    sourceAccountNumber: due.sourceAccountNumber,
    target: target.transfer,
    amount: formatAmount(order.amount!, order.currency),
    description: order.description ?? order.nickname,
    acceptNextWindow: false,
  };
  const plan = planTransfer(ctx, request, await loadTransferFacts(ctx, request, 'execute'));
  if (plan.status === 'Scheduled') return 'waiting' as const;
  const { commit } = plan.commit();
  const transferRow = commit.rows!.find((r) => r.table === 'transfers')!.row as { id: string };
  return {
    ...commit,
    guards: [stepPast(order, order.runsDone + 1), ...(commit.guards ?? [])],
    rows: [
      ...(commit.rows ?? []),
      runRow(order, now, 'Completed', {
        journalId: commit.journal!.id,
        transferId: transferRow.id,
        amount: order.amount,
        currency: order.currency,
      }),
    ],
  } satisfies Commit;
};

/** Fixed: the oldest open bills whose total stays within the amount; the whole bill: every open one. */
const billsToPay = (order: OrderRow, open: BillRow[]): BillRow[] => {
  if (order.amountMode === 'WholeBill') return open;
  const chosen: BillRow[] = [];
  let total = 0n;
  for (const bill of open) {
    if (total + bill.amount > order.amount!) break;
    chosen.push(bill);
    total += bill.amount;
  }
  return chosen;
};

const billRun = async (db: Db, due: Due, now: Date): Promise<Commit | 'skipped' | { over: true }> => {
  const { order, customer } = due;
  const target = order.target as Extract<OrderTarget, { kind: 'Bill' }>;
  const open = await openBills(db, target.billerCode, target.subscriberNo, now);
  if (open.length === 0) return 'skipped';
  const chosen = billsToPay(order, open);
  if (chosen.length === 0) return { over: true };
  const parts = billPaymentParts({
    db,
    now,
    customerId: customer.id,
    payerName: `${customer.name} ${customer.surname}`,
    sourceAccount: { id: order.sourceAccountId, accountNumber: due.sourceAccountNumber },
    biller: await billerOf(db, target.billerCode),
    bills: chosen,
    standingOrderId: order.id,
  });
  const amount = chosen.reduce((sum, b) => sum + b.amount, 0n);
  return {
    at: now,
    guards: [stepPast(order, order.runsDone + 1), ...parts.guards],
    journal: parts.journal,
    rows: [
      ...parts.rows,
      runRow(order, now, 'Completed', {
        journalId: parts.journalId,
        billPaymentId: parts.paymentId,
        amount,
        currency: 'TRY',
      }),
    ],
  };
};

/** One due run of one order, from its plan to its commit (or its refusal's commit). */
export const runOne = async (db: Db, config: ServerConfig, logger: Logger, due: Due, now: Date): Promise<Outcome> => {
  let commit: Commit;
  try {
    if (due.order.kind === 'Transfer') {
      const planned = await transferRun(db, config, logger, due, now);
      if (planned === 'waiting') return 'waiting';
      commit = planned;
    } else {
      const planned = await billRun(db, due, now);
      if (planned === 'skipped') {
        await refusedRun(db, due, now, 'Skipped', MessageCode.StandingOrderNoOpenBill);
        return 'skipped';
      }
      if ('over' in planned) {
        await refusedRun(db, due, now, 'Skipped', MessageCode.StandingOrderBillOverAmount);
        return 'skipped';
      }
      commit = planned;
    }
    await applyCommit(db, commit);
    return 'completed';
  } catch (error) {
    if (alreadyDone(error)) return 'alreadyDone';
    const reason = reasonOf(error);
    if (reason === undefined) throw error;
    try {
      await refusedRun(db, due, now, 'Failed', reason);
      return 'failed';
    } catch (second) {
      if (alreadyDone(second)) return 'alreadyDone';
      throw second;
    }
  }
};
