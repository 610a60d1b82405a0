/**
 * Standing orders run exactly once per due date whatever happens to the runners: orders of random
 * frequencies (daily, weekly, monthly on random days incl. 29-31, every N months) that fell behind by
 * months are caught up by the server process's scheduler (and, on PostgreSQL, by a second runner in
 * this process at the same time), the process is killed with SIGKILL mid-way and started again, and
 * in the end every due date from each order's start to today posted exactly one journal (counted per
 * order and due date), none was skipped, and the ledger is balanced. PGlite directory by default,
 * PostgreSQL with DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { accounts } from '../../server/db/schema/accounts';
import { standingOrderRuns, standingOrders } from '../../server/db/schema/payments';
import { runDueOrders } from '../../server/domain/standing-orders/runner';
import {
  addDays,
  firstOnOrAfter,
  upcomingDates,
  type ScheduleRule,
} from '../../server/domain/standing-orders/schedule';
import { istanbulDate } from '../../server/domain/transfers/calendar';
import { maskName } from '../../src/contract/masking';
import { freshDatabase } from '../support/fresh-database';
import { addLoadCustomers } from '../support/load-customers';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'emanet-orders-kill-'));
const database = await freshDatabase('orders_kill');
const env = { DATABASE_URL: database.databaseUrl ?? '', STANDING_ORDER_INTERVAL_SECONDS: '1' };

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
});

const withDatabase = async <T>(run: (db: Database['db']) => Promise<T>): Promise<T> => {
  const opened = await openDatabase({ databaseUrl: database.databaseUrl, dataDir, onIdleError: () => undefined });
  try {
    return await run(opened.db);
  } finally {
    await opened.close();
  }
};

/** A small deterministic PRNG (mulberry32): the same orders on every run, printed seed on failure. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const rowsOf = (result: unknown): Record<string, unknown>[] => (result as { rows: Record<string, unknown>[] }).rows;

const SEED = 1311;
const ORDERS = 12;

describe('standing orders under SIGKILL and two runners', () => {
  it('posts every due run exactly once and skips none', { timeout: 600_000 }, async () => {
    const random = prng(SEED);
    let server: ServerProcess = await startServerProcess(dataDir, { env });
    await server.stop('SIGTERM');
    const today = istanbulDate(new Date());
    // Orders that fell behind: their first date up to four months ago, paying another load customer.
    const expected = await withDatabase(async (db) => {
      const people = await addLoadCustomers(db, { count: 2, balance: 1_000_000_00n });
      const [payer, payee] = people as [(typeof people)[0], (typeof people)[0]];
      const [source] = await db.select().from(accounts).where(eq(accounts.accountNumber, payer.accountNumber));
      const plans: { id: string; dates: string[] }[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const kind = Math.floor(random() * 4);
        const frequency = (['Daily', 'Weekly', 'Monthly', 'EveryNMonths'] as const)[kind]!;
        const startDate = addDays(today, -Math.floor(random() * (frequency === 'Daily' ? 12 : 120)) - 1);
        const rule: ScheduleRule = {
          frequency,
          intervalMonths: frequency === 'EveryNMonths' ? 2 : 1,
          dayOfMonth: kind >= 2 ? [1, 15, 28, 29, 30, 31][Math.floor(random() * 6)]! : null,
          startDate,
          endDate: null,
          maxRuns: null,
        };
        const first = firstOnOrAfter(rule, startDate)!;
        const id = randomUUID();
        await db.insert(standingOrders).values({
          id,
          customerId: payer.customerId,
          kind: 'Transfer',
          status: 'Active',
          nickname: `Order ${i}`,
          sourceAccountId: source!.id,
          target: {
            kind: 'Transfer',
            transfer: { mode: 'Account', accountNumber: payee.accountNumber, receiverName: payee.name },
            receiver: { maskedName: maskName(payee.name), bankCode: DEFAULT_CONFIG.bankCode, bankName: 'Emanet' },
            language: 'tur',
          },
          amountMode: 'Fixed',
          amount: BigInt(100 + Math.floor(random() * 900)),
          currency: 'TRY',
          ...rule,
          nextDueDate: first,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
        plans.push({ id, dates: upcomingDates(rule, first, 10_000, null).filter((d) => d <= today) });
      }
      return plans;
    });
    const totalRuns = expected.reduce((n, p) => n + p.dates.length, 0);
    expect(totalRuns).toBeGreaterThan(ORDERS);

    const countRuns = () =>
      withDatabase(async (db) => (await db.select({ id: standingOrderRuns.id }).from(standingOrderRuns)).length);
    const runsNow = async (db: Database['db']) =>
      rowsOf(await db.execute(sql`select count(*)::int as n from standing_order_runs`))[0]!.n as number;

    // The server's scheduler catches up; on PostgreSQL this process runs a second runner beside it.
    server = await startServerProcess(dataDir, { env });
    const second = database.databaseUrl
      ? (async () => {
          const opened = await openDatabase({
            databaseUrl: database.databaseUrl,
            dataDir,
            onIdleError: () => undefined,
          });
          try {
            for (let i = 0; i < 3; i++) await runDueOrders(opened.db, DEFAULT_CONFIG, new Date());
          } finally {
            await opened.close();
          }
        })()
      : Promise.resolve();
    // Kill it mid-way: some runs done, not all.
    const deadline = Date.now() + 120_000;
    if (database.databaseUrl) {
      const opened = await openDatabase({ databaseUrl: database.databaseUrl, dataDir, onIdleError: () => undefined });
      while ((await runsNow(opened.db)) < Math.min(10, totalRuns - 1) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      await opened.close();
    } else await new Promise((r) => setTimeout(r, 2_500));
    await server.stop('SIGKILL');
    await second.catch(() => undefined);
    const atKill = await countRuns();
    expect(atKill).toBeLessThan(totalRuns + 1);
    // On PostgreSQL the kill is watched to land mid-way (some runs done); PGlite's directory cannot be read while owned.
    if (database.databaseUrl) expect(atKill).toBeGreaterThan(0);

    // Started again: the scheduler finishes the rest.
    server = await startServerProcess(dataDir, { env });
    const until = Date.now() + 240_000;
    while (Date.now() < until) {
      if (database.databaseUrl) {
        const opened = await openDatabase({ databaseUrl: database.databaseUrl, dataDir, onIdleError: () => undefined });
        const n = await runsNow(opened.db);
        await opened.close();
        if (n >= totalRuns) break;
      } else {
        // A PGlite directory has one owner: stop the server to look, start it again when not done.
        await new Promise((r) => setTimeout(r, 3_000));
        await server.stop('SIGTERM');
        if ((await countRuns()) >= totalRuns) break;
        server = await startServerProcess(dataDir, { env });
      }
    }
    await server.stop('SIGTERM').catch(() => undefined);

    await withDatabase(async (db) => {
      const counted = rowsOf(
        await db.execute(sql`
          select r.order_id::text as "orderId", r.due_date::text as "dueDate", count(j.id)::int as journals,
            count(*)::int as runs
          from standing_order_runs r left join journal j on j.id = r.journal_id
          group by r.order_id, r.due_date order by 1, 2`),
      ) as { orderId: string; dueDate: string; journals: number; runs: number }[];
      for (const plan of expected) {
        const mine = counted.filter((c) => c.orderId === plan.id);
        // Every due date up to today ran once, posted once; none skipped, none doubled.
        expect(
          mine.map((c) => c.dueDate),
          `order ${plan.id} (seed ${SEED})`,
        ).toEqual(plan.dates);
        expect(mine.every((c) => c.journals === 1 && c.runs === 1)).toBe(true);
      }
      const unbalanced = rowsOf(
        await db.execute(
          sql`select journal_id from ledger_entries group by journal_id, currency having sum(amount) <> 0`,
        ),
      );
      expect(unbalanced).toEqual([]);
      const drift = rowsOf(
        await db.execute(sql`
          select a.id from accounts a
          left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e on e.account_id = a.id
          where a.balance <> coalesce(e.total, 0)`),
      );
      expect(drift).toEqual([]);
    });
  });
});
