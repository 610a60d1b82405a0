/**
 * Standing orders: the schedule preview, creation with its refusals (the target checked as a
 * transfer's), the scheduler's runs (a real transfer with its journal, once per due date; a bill
 * order paying open bills; insufficient funds retried once the next day, then moved on with an
 * SMS), pause/resume/cancel from the right states only, updates, the sandbox clock, and two
 * runners at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import {
  StandingOrderDetailSchema,
  StandingOrderListSchema,
  type StandingOrderDetail,
} from '../../src/contract/standing-orders';
import { MovedSandboxClockSchema } from '../../src/contract/sandbox';
import { accounts } from '../../server/db/schema/accounts';
import { journal } from '../../server/db/schema/ledger';
import { outbox } from '../../server/db/schema/outbox';
import { standingOrderRuns, standingOrders } from '../../server/db/schema/payments';
import { runDueOrders } from '../../server/domain/standing-orders/runner';
import { demoIdentity } from '../../server/seed/demo-identities';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { settableClock, transferTestConfig } from './support/transfer-steps';

// Two busy cores: a server start and a sign-in may take a while.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

let server: TestServer;
let base: string;
let retail: Credentials;
let corporate: Credentials;
// Tuesday 1 December 2026, 12:00 in Istanbul: the EFT window is open.
const clock = settableClock('2026-12-01T09:00:00Z');

const AYSE_TRY = '1000146-1';
const YILDIZ_IBAN = 'TR510001000123400056789012';
const IBAN_TARGET = { mode: 'IBAN', iban: YILDIZ_IBAN, receiverName: 'Mehmet Yıldız' };

beforeAll(async () => {
  server = await startTestServer('standing-orders', {
    now: clock.now,
    config: {
      ...transferTestConfig({ dailyTransferLimit: '100000000.00' }),
      standingOrderIntervalSeconds: 0,
    },
  });
  base = server.url;
  retail = (await signInActive(base, demoIdentity('retail'))).credentials;
  corporate = (await signInActive(base, demoIdentity('corporate'))).credentials;
});
afterAll(async () => {
  await server?.stop();
});

const post = (route: string, json: unknown, credentials = retail, key: string | null = crypto.randomUUID()) =>
  call(base, `/api${route}`, { json, credentials, headers: key ? { 'Idempotency-Key': key } : {} });
const detailOf = (body: unknown): StandingOrderDetail =>
  v.parse(serviceEnvelopeSchema(StandingOrderDetailSchema), body).data!;
const getDetail = async (id: string, credentials = retail) =>
  (await call(base, `/api/StandingOrder/GetOrder/${id}`, { credentials })).body;
const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });
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

const monthlyTransfer = (over: Record<string, unknown> = {}) => ({
  kind: 'Transfer',
  nickname: 'Kira',
  sourceAccountNumber: AYSE_TRY,
  target: IBAN_TARGET,
  amount: '100.00',
  description: 'Aralık kirası',
  frequency: 'Monthly',
  dayOfMonth: 2,
  startDate: '2026-12-02',
  maxRuns: 12,
  ...over,
});

const create = async (body: unknown, credentials = retail) => {
  const reply = await post('/StandingOrder/Create', body, credentials);
  expect(reply.body).toMatchObject({ status: 'success', actionCode: 550 });
  return detailOf(reply.body);
};

describe('PreviewSchedule', () => {
  it('answers the next 12 dates, month ends on the last day', async () => {
    const reply = await post('/StandingOrder/PreviewSchedule', {
      frequency: 'Monthly',
      dayOfMonth: 31,
      startDate: '2027-01-01',
    });
    expect(reply.body).toMatchObject({ status: 'success' });
    const dates = (reply.body as { data: { dates: string[] } }).data.dates;
    expect(dates).toHaveLength(12);
    expect(dates.slice(0, 3)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it('refuses a start today', async () => {
    const reply = await post('/StandingOrder/PreviewSchedule', { frequency: 'Daily', startDate: '2026-12-01' });
    expect(reply.body).toMatchObject(refusal('standingOrder.startTooEarly'));
  });
});

describe('Create', () => {
  it('refuses a bad IBAN, an unknown receiver, a wrong name, bad amounts, a card target, bad dates', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ target: { ...IBAN_TARGET, iban: 'TR510001000123400056789013' } }, 'transfer.ibanInvalid'],
      [
        { target: { mode: 'Account', accountNumber: '9999999-1', receiverName: 'Ali Çelik' } },
        'transfer.receiverNotFound',
      ],
      [{ target: { ...IBAN_TARGET, receiverName: 'Başka Biri' } }, 'transfer.receiverNameMismatch'],
      [{ amount: '0' }, 'standingOrder.amountInvalid'],
      [{ amount: '10.123' }, 'standingOrder.amountTooPrecise'],
      [{ amount: '200000000.00' }, 'standingOrder.amountOverLimit'],
      [
        { target: { mode: 'Card', cardNumber: '4355081234567892', receiverName: 'Zehra Arslan' } },
        'standingOrder.targetUnsupported',
      ],
      [{ target: { mode: 'AccountsBetween', accountNumber: AYSE_TRY } }, 'transfer.sameAccount'],
      [{ startDate: '2026-12-01' }, 'standingOrder.startTooEarly'],
      [{ startDate: '2028-01-02' }, 'standingOrder.startTooFar'],
      [{ maxRuns: null, endDate: '2026-12-01' }, 'standingOrder.endBeforeStart'],
      [{ maxRuns: null, dayOfMonth: 31, startDate: '2026-12-02', endDate: '2026-12-20' }, 'standingOrder.neverRuns'],
      [{ maxRuns: null, endDate: '2029-01-01' }, 'standingOrder.endTooFar'],
      [{ dayOfMonth: null }, 'standingOrder.dayRequired'],
    ];
    const before = (await server.db.select().from(standingOrders)).length;
    for (const [over, code] of cases) {
      const reply = await post('/StandingOrder/Create', monthlyTransfer(over));
      expect(reply.body, code).toMatchObject(refusal(code));
    }
    expect(reply400(await post('/StandingOrder/Create', monthlyTransfer({ maxRuns: 1 })))).toBe(true);
    expect((await server.db.select().from(standingOrders)).length).toBe(before);
  });

  it('makes an order with its masked receiver and next dates; a replay under its key makes no second one', async () => {
    const key = crypto.randomUUID();
    const first = await post('/StandingOrder/Create', monthlyTransfer({ nickname: 'Kira replay' }), retail, key);
    const again = await post('/StandingOrder/Create', monthlyTransfer({ nickname: 'Kira replay' }), retail, key);
    expect(again.body).toEqual(first.body);
    const detail = detailOf(first.body);
    expect(detail.order).toMatchObject({
      status: 'Active',
      kind: 'Transfer',
      amount: '100.00',
      targetMode: 'IBAN',
      nextDueDate: '2026-12-02',
      sourceAccountNumber: AYSE_TRY,
    });
    expect(detail.order.receiver?.maskedName).not.toContain('Mehmet Yıldız');
    expect(detail.upcoming.slice(0, 3)).toEqual(['2026-12-02', '2027-01-02', '2027-02-02']);
    const mine = await server.db.select().from(standingOrders).where(eq(standingOrders.nickname, 'Kira replay'));
    expect(mine).toHaveLength(1);
    // Not another customer's.
    expect(await getDetail(detail.order.id, corporate)).toMatchObject(refusal('standingOrder.notFound'));
    await post('/StandingOrder/Cancel', { id: detail.order.id });
  });
});

const reply400 = (reply: { status: number }) => reply.status === 400;

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

describe('Pause, Resume, Cancel, Update', () => {
  it('moves between states, refuses the wrong ones, and a paused order does not run', async () => {
    const order = (await create(monthlyTransfer({ nickname: 'States', startDate: '2026-12-10', dayOfMonth: 10 })))
      .order;
    expect((await post('/StandingOrder/Resume', { id: order.id })).body).toMatchObject(
      refusal('standingOrder.notPaused'),
    );
    const paused = await post('/StandingOrder/Pause', { id: order.id });
    expect(paused.body).toMatchObject({ status: 'success', actionCode: 552, data: { order: { status: 'Paused' } } });
    expect((await post('/StandingOrder/Pause', { id: order.id })).body).toMatchObject(
      refusal('standingOrder.notActive'),
    );
    await runDueOrders(server.db, configOf(), new Date('2026-12-11T09:00:00Z'));
    expect(detailOf(await getDetail(order.id)).runs).toHaveLength(0);
    const updated = await post('/StandingOrder/Update', {
      id: order.id,
      nickname: 'States 2',
      amount: '250.00',
      frequency: 'Monthly',
      dayOfMonth: 10,
      endDate: '2027-06-30',
    });
    expect(updated.body).toMatchObject({ status: 'success', actionCode: 551 });
    expect(detailOf(updated.body).order).toMatchObject({
      nickname: 'States 2',
      amount: '250.00',
      endDate: '2027-06-30',
    });
    expect(
      (await post('/StandingOrder/Update', { id: order.id, nickname: 'x', amount: '-1', frequency: 'Daily' })).status,
    ).toBe(400);
    const resumed = await post('/StandingOrder/Resume', { id: order.id });
    expect(detailOf(resumed.body).order).toMatchObject({ status: 'Active' });
    const cancelled = await post('/StandingOrder/Cancel', { id: order.id });
    expect(detailOf(cancelled.body).order).toMatchObject({ status: 'Cancelled', nextDueDate: null });
    for (const action of ['Pause', 'Resume', 'Cancel'])
      expect((await post(`/StandingOrder/${action}`, { id: order.id })).body).toMatchObject(
        refusal('standingOrder.closed'),
      );
    const listed = v.parse(
      serviceEnvelopeSchema(StandingOrderListSchema),
      (await call(base, '/api/StandingOrder/GetOrders', { credentials: retail })).body,
    ).data!.orders;
    expect(listed.find((o) => o.id === order.id)?.status).toBe('Cancelled');
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

const configOf = () => ({ ...configBase, ...transferTestConfig({ dailyTransferLimit: '100000000.00' }) });
import { DEFAULT_CONFIG } from '../../server/config';
const configBase = { ...DEFAULT_CONFIG, standingOrderIntervalSeconds: 0 };
