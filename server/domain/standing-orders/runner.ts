/**
 * The standing-order scheduler. For each Active order whose due date (and retry day) has come,
 * one commit of the engine per run (`runOne`, in run-commits.ts). The day before a run, an SMS
 * notice, once (`orderNotice`).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount } from '../../../src/contract/money';
import { formatMoneyText } from '../../../src/contract/money-text';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { customers } from '../../db/schema/auth';
import { standingOrders } from '../../db/schema/payments';
import { createLogger, describeError } from '../../logger';
import { startBackgroundLoop } from '../common/background-loop';
import { BusinessError } from '../common/refusal';
import { applyCommit } from '../ledger/post';
import { istanbulDate } from '../transfers/calendar';
import { runNoticeSms } from './order-texts';
import type { OrderRow, OrderTarget } from './orders';
import { runOne, type Due } from './run-commits';
import { addDays } from './schedule';

export interface RunSummary {
  completed: number;
  failed: number;
  skipped: number;
  waiting: number;
  /** Runs another runner (or an earlier attempt) had already done. */
  alreadyDone: number;
  notices: number;
}

const amountText = (order: OrderRow, language: Language): string =>
  order.amount === null
    ? language === 'tur'
      ? 'fatura'
      : 'bill'
    : formatMoneyText(formatAmount(order.amount, order.currency), order.currency, language, { fixed: true });

/** The SMS the day before a run (due tomorrow, Istanbul), once per due date. */
const sendNotice = async (db: Db, due: Due, now: Date): Promise<boolean> => {
  const { order, customer } = due;
  const language = (order.target as OrderTarget).language;
  try {
    await applyCommit(db, {
      at: now,
      guards: [
        {
          kind: 'orderNotice',
          id: order.id,
          dueDate: order.nextDueDate!,
          refusal: MessageCode.StandingOrderAlreadyRun,
        },
      ],
      rows: [
        {
          table: 'outbox',
          row: {
            id: randomUUID(),
            channel: 'sms',
            recipient: customer.phone,
            text: runNoticeSms(language, order.nickname, order.nextDueDate!, amountText(order, language)),
            createdAt: now,
          },
        },
      ],
    });
    return true;
  } catch (error) {
    if (error instanceof BusinessError) return false; // sent already (another runner)
    throw error;
  }
};

const dueOrders = (db: Db, until: string) =>
  db
    .select({ order: standingOrders, customer: customers, sourceAccountNumber: accounts.accountNumber })
    .from(standingOrders)
    .innerJoin(customers, eq(customers.id, standingOrders.customerId))
    .innerJoin(accounts, eq(accounts.id, standingOrders.sourceAccountId))
    .where(and(eq(standingOrders.status, 'Active'), lte(standingOrders.nextDueDate, until)))
    .orderBy(standingOrders.nextDueDate, standingOrders.id)
    .limit(500);

const SILENT = createLogger('silent');

/**
 * Runs every order due at `now` (Istanbul date), and sends tomorrow's notices. Orders that fell
 * several dates behind (the sandbox clock moved a month) run date after date in the same call.
 */
export const runDueOrders = async (db: Db, config: ServerConfig, now: Date, logger?: Logger): Promise<RunSummary> => {
  const log = logger ?? SILENT;
  const today = istanbulDate(now);
  const tomorrow = addDays(today, 1);
  const summary: RunSummary = { completed: 0, failed: 0, skipped: 0, waiting: 0, alreadyDone: 0, notices: 0 };
  const waiting = new Set<string>();
  // Each (order, due date, attempt) is tried once per call: a run that cannot move on waits for the next tick.
  const tried = new Set<string>();
  // A bound on the rounds: an order is read again after each of its runs, until nothing is due.
  for (let round = 0; round < 1000; round++) {
    const rows = (await dueOrders(db, today)).filter(
      (r) => !waiting.has(r.order.id) && (r.order.retryOn === null || r.order.retryOn <= today),
    );
    if (rows.length === 0) break;
    for (const due of rows) {
      const key = `${due.order.id}|${due.order.nextDueDate}|${due.order.attempt}`;
      if (tried.has(key)) {
        waiting.add(due.order.id);
        continue;
      }
      tried.add(key);
      const outcome = await runOne(db, config, log, due, now).catch((error: unknown) => {
        log.warn({ err: describeError(error), order: due.order.id }, 'standing order run failed');
        waiting.add(due.order.id);
        return 'waiting' as const;
      });
      if (outcome === 'waiting') waiting.add(due.order.id);
      summary[outcome] += 1;
    }
  }
  const upcoming = await db
    .select({ order: standingOrders, customer: customers, sourceAccountNumber: accounts.accountNumber })
    .from(standingOrders)
    .innerJoin(customers, eq(customers.id, standingOrders.customerId))
    .innerJoin(accounts, eq(accounts.id, standingOrders.sourceAccountId))
    .where(
      and(
        eq(standingOrders.status, 'Active'),
        eq(standingOrders.nextDueDate, tomorrow),
        or(isNull(standingOrders.noticedFor), sql`${standingOrders.noticedFor} <> ${standingOrders.nextDueDate}`),
      ),
    )
    .limit(500);
  for (const due of upcoming) if (await sendNotice(db, due, now)) summary.notices += 1;
  return summary;
};

/**
 * Runs runDueOrders every `standingOrderIntervalSeconds` (0: never; tests drive it by hand), after
 * reading the sandbox clock's offset again (`reload`), so every process runs at the bank's time.
 */
export const startStandingOrderLoop = (
  db: Db,
  config: ServerConfig,
  clock: { now: () => Date; reload: () => Promise<void> },
  logger: Logger,
): (() => Promise<void>) =>
  startBackgroundLoop(logger, {
    seconds: config.standingOrderIntervalSeconds,
    pass: async () => {
      await clock.reload();
      return runDueOrders(db, config, clock.now(), logger);
    },
    worked: (s) => s.completed + s.failed + s.skipped > 0,
    ran: 'standing orders ran',
    failed: 'standing order run failed',
  });
