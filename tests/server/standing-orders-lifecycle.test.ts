/**
 * Standing orders, the customer's side: the schedule preview, creation with its refusals (the target
 * checked as a transfer's), pause/resume/cancel from the right states only, and updates.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { StandingOrderListSchema } from '../../src/contract/standing-orders';
import { standingOrders } from '../../server/db/schema/payments';
import { runDueOrders } from '../../server/domain/standing-orders/runner';
import { call, type Credentials } from './support/http-client';
import {
  AYSE_TRY,
  IBAN_TARGET,
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
let retail: Credentials;
let corporate: Credentials;
// Tuesday 1 December 2026, 12:00 in Istanbul: the EFT window is open.
const clock = settableClock('2026-12-01T09:00:00Z');
const { post, getDetail, create } = standingOrderSteps(() => world);

beforeAll(async () => {
  world = await startStandingOrderWorld('standing-orders-lifecycle', clock);
  ({ server, base, retail, corporate } = world);
});
afterAll(async () => {
  await server?.stop();
});

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
