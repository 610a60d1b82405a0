/**
 * Standing orders, the scheduler's runs: a real transfer with its journal, once per due date;
 * insufficient funds retried once the next day, then moved on with an SMS; two runners at once; an EFT
 * leg waiting for its window; the day-before notice; a bill order paying open bills; the sandbox clock.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MovedSandboxClockSchema } from '../../src/contract/sandbox';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { accounts } from '../../server/db/schema/accounts';
import { journal } from '../../server/db/schema/ledger';
import { outbox } from '../../server/db/schema/outbox';
import { standingOrderRuns } from '../../server/db/schema/payments';
import { runDueOrders } from '../../server/domain/standing-orders/runner';
import { call } from './support/http-client';
import {
  AYSE_TRY,
  configOf,
  detailOf,
  monthlyTransfer,
  refusal,
  standingOrderSteps,
  startStandingOrderWorld,
  type StandingOrderWorld,
} from './support/standing-order-steps';
import type { TestServer } from './support/test-server';
import { settableClock } from './support/transfer-steps';

// Two busy cores: a server start and a sign-in may take a while.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

let world: StandingOrderWorld;
let server: TestServer;
let base: string;
// Tuesday 1 December 2026, 12:00 in Istanbul: the EFT window is open.
const clock = settableClock('2026-12-01T09:00:00Z');
const { post, getDetail, create } = standingOrderSteps(() => world);

beforeAll(async () => {
  world = await startStandingOrderWorld('standing-orders-scheduler', clock);
  ({ server, base } = world);
});
afterAll(async () => {
  await server?.stop();
});

const moveClock = async (json: unknown) =>
  v.parse(serviceEnvelopeSchema(MovedSandboxClockSchema), (await call(base, '/api/Sandbox/Clock', { json })).body)
    .data!;
const balanceOf = async (accountNumber: string) =>
  (await server.db.select().from(accounts).where(eq(accounts.accountNumber, accountNumber)))[0]!.balance;
const journalsOf = async (orderId: string) =>
  server.db
    .select({ dueDate: standingOrderRuns.dueDate, n: sql<number>`count(${journal.id})::int` })
    .from(standingOrderRuns)
    .innerJoin(journal, eq(journal.id, standingOrderRuns.journalId))
    .where(eq(standingOrderRuns.orderId, orderId))
    .groupBy(standingOrderRuns.dueDate);

describe('the scheduler', () => {
  it('runs a due order once as a real transfer, with a receipt journal, moving to the next date', async () => {
    const order = (await create(monthlyTransfer({ nickname: 'Kira run' }))).order;
    const before = await balanceOf(AYSE_TRY);
    // Not due yet: nothing runs.
    expect((await runDueOrders(server.db, server.app ? configOf() : configOf(), clock.now())).completed).toBe(0);
    const moved = await moveClock({ advanceDays: 1 });
    expect(moved.clock.today).toBe('2026-12-02');
    expect(moved.ran.completed).toBeGreaterThanOrEqual(1);
    // Again at the same date: nothing more.
    await moveClock({ advanceHours: 1 });
    await runDueOrders(server.db, configOf(), new Date(clock.now().getTime() + 25 * 3_600_000));
    const detail = detailOf(await getDetail(order.id));
    expect(detail.order).toMatchObject({ nextDueDate: '2027-01-02', runsDone: 1, status: 'Active' });
    expect(detail.runs).toHaveLength(1);
    expect(detail.runs[0]).toMatchObject({ status: 'Completed', dueDate: '2026-12-02', amount: '100.00' });
    expect(detail.runs[0]!.journalId).toBeTruthy();
    expect(await journalsOf(order.id)).toEqual([{ dueDate: '2026-12-02', n: 1 }]);
    // 100.00 and the FAST fee (4.50), once.
    expect(before - (await balanceOf(AYSE_TRY))).toBe(10450n);
    const [posted] = await server.db.select().from(journal).where(eq(journal.id, detail.runs[0]!.journalId!));
    expect(posted!.kind).toBe('FAST');
    await moveClock({ reset: true });
    await post('/StandingOrder/Cancel', { id: order.id });
  });

  it('insufficient funds: a Failed run and an SMS, retried once the next day, then the next date', async () => {
    const balance = await balanceOf(AYSE_TRY);
    const tooMuch = `${(balance + 100n) / 100n}.00`;
    const order = (
      await create(
        monthlyTransfer({
          nickname: 'Too much',
          target: { mode: 'Account', accountNumber: '1111111-1', receiverName: 'Ali Çelik' },
          amount: tooMuch,
        }),
      )
    ).order;
    const day = (iso: string) => new Date(`${iso}T09:00:00Z`);
    expect((await runDueOrders(server.db, configOf(), day('2026-12-02'))).failed).toBe(1);
    let detail = detailOf(await getDetail(order.id));
    expect(detail.order).toMatchObject({ nextDueDate: '2026-12-02', retryOn: '2026-12-03', status: 'Active' });
    expect(detail.runs[0]).toMatchObject({ status: 'Failed', reason: { code: 'transfer.insufficientFunds' } });
    expect(detail.runs[0]!.reason!.text).toContain('yeterli değil');
    // The same day again: no retry before its day.
    expect((await runDueOrders(server.db, configOf(), day('2026-12-02'))).failed).toBe(0);
    expect((await runDueOrders(server.db, configOf(), day('2026-12-03'))).failed).toBe(1);
    detail = detailOf(await getDetail(order.id));
    expect(detail.order).toMatchObject({ nextDueDate: '2027-01-02', retryOn: null, runsDone: 0 });
    expect(detail.runs.map((r) => [r.dueDate, r.attempt, r.status])).toEqual([
      ['2026-12-02', 1, 'Failed'],
      ['2026-12-02', 0, 'Failed'],
    ]);
    const sms = await server.db.select().from(outbox).where(eq(outbox.recipient, '+905321000146'));
    expect(sms.filter((m) => m.text.includes('"Too much"'))).toHaveLength(2);
    expect(await balanceOf(AYSE_TRY)).toBe(balance);
    await post('/StandingOrder/Cancel', { id: order.id });
  });

  it('two runners at once post each due run exactly once', async () => {
    const orders = [];
    for (let i = 0; i < 4; i++)
      orders.push(
        (
          await create(
            monthlyTransfer({
              nickname: `Pair ${i}`,
              target: { mode: 'Account', accountNumber: '1111111-1', receiverName: 'Ali Çelik' },
              amount: '1.00',
              frequency: 'Daily',
              dayOfMonth: null,
              maxRuns: null,
              endDate: '2026-12-06',
            }),
          )
        ).order,
      );
    const at = new Date('2026-12-04T09:00:00Z');
    const results = await Promise.all([
      runDueOrders(server.db, configOf(), at),
      runDueOrders(server.db, configOf(), at),
    ]);
    expect(results[0]!.completed + results[1]!.completed).toBe(4 * 3);
    for (const order of orders) {
      expect((await journalsOf(order.id)).sort((a, b) => a.dueDate.localeCompare(b.dueDate))).toEqual([
        { dueDate: '2026-12-02', n: 1 },
        { dueDate: '2026-12-03', n: 1 },
        { dueDate: '2026-12-04', n: 1 },
      ]);
    }
    // The last two dates; then the order is Completed.
    await runDueOrders(server.db, configOf(), new Date('2026-12-07T09:00:00Z'));
    const done = detailOf(await getDetail(orders[0]!.id)).order;
    expect(done).toMatchObject({ status: 'Completed', runsDone: 5, nextDueDate: null });
  });

  it('an EFT leg waits outside the EFT window (a holiday of the config) and runs when it opens, same due date', async () => {
    const order = (
      await create(monthlyTransfer({ nickname: 'EFT order', amount: '60.00', dayOfMonth: 1, startDate: '2027-01-01' }))
    ).order;
    // FAST only up to 50.00 here: 60.00 to another bank goes by EFT; 1 January 2027 is a holiday of the list.
    const eftConfig = { ...configOf(), transfers: { ...configOf().transfers, fastPerTransactionLimit: '50.00' } };
    const holiday = await runDueOrders(server.db, eftConfig, new Date('2027-01-01T09:00:00Z'));
    expect(holiday.waiting).toBeGreaterThanOrEqual(1);
    expect(detailOf(await getDetail(order.id)).runs).toHaveLength(0);
    await runDueOrders(server.db, eftConfig, new Date('2027-01-04T09:00:00Z'));
    const detail = detailOf(await getDetail(order.id));
    expect(detail.runs).toHaveLength(1);
    expect(detail.runs[0]).toMatchObject({ dueDate: '2027-01-01', status: 'Completed' });
    const [posted] = await server.db.select().from(journal).where(eq(journal.id, detail.runs[0]!.journalId!));
    expect(posted!.kind).toBe('EFT');
    expect(detail.order.nextDueDate).toBe('2027-02-01');
    await post('/StandingOrder/Cancel', { id: order.id });
  });

  it('sends the day-before notice once', async () => {
    const order = (await create(monthlyTransfer({ nickname: 'Notice', startDate: '2026-12-05', dayOfMonth: 5 }))).order;
    const at = new Date('2026-12-04T09:00:00Z');
    await runDueOrders(server.db, configOf(), at);
    await runDueOrders(server.db, configOf(), at);
    const sms = await server.db.select().from(outbox).where(eq(outbox.recipient, '+905321000146'));
    expect(sms.filter((m) => m.text.includes('"Notice"'))).toHaveLength(1);
    await post('/StandingOrder/Cancel', { id: order.id });
  });
});

describe('bill orders', () => {
  it('pays the whole open bill of a subscriber and records the bill payment', async () => {
    const order = (
      await create({
        kind: 'Bill',
        nickname: 'Elektrik',
        sourceAccountNumber: AYSE_TRY,
        billerCode: 'BEDAS',
        subscriberNo: '1234567897',
        amountMode: 'WholeBill',
        frequency: 'Monthly',
        dayOfMonth: 15,
        startDate: '2026-12-15',
      })
    ).order;
    expect(order).toMatchObject({
      kind: 'Bill',
      amount: null,
      bill: { billerCode: 'BEDAS', subscriberNo: '1234567897' },
    });
    expect(
      (
        await post('/StandingOrder/Create', {
          kind: 'Bill',
          nickname: 'Yanlış',
          sourceAccountNumber: AYSE_TRY,
          billerCode: 'BEDAS',
          subscriberNo: '1234567890',
          amountMode: 'WholeBill',
          frequency: 'Weekly',
          startDate: '2026-12-15',
        })
      ).body,
    ).toMatchObject(refusal('bill.subscriberInvalid'));
    await runDueOrders(server.db, configOf(), new Date('2026-12-15T09:00:00Z'));
    const detail = detailOf(await getDetail(order.id));
    expect(['Completed', 'Skipped']).toContain(detail.runs[0]!.status);
    if (detail.runs[0]!.status === 'Completed') {
      const [posted] = await server.db.select().from(journal).where(eq(journal.id, detail.runs[0]!.journalId!));
      expect(posted!.kind).toBe('BillPayment');
      // A second run finds nothing open.
      const again = await server.db
        .select()
        .from(standingOrderRuns)
        .where(and(eq(standingOrderRuns.orderId, order.id), eq(standingOrderRuns.status, 'Completed')));
      expect(again).toHaveLength(1);
    }
    expect(detail.order.nextDueDate).toBe('2027-01-15');
  });
});
