/**
 * A corporate maker's new standing order waits for approvals (issue 17, kind standingOrder): Selin
 * sets up a monthly 20,000 TL order for Demir Tekstil; no order exists while it waits; two approvals
 * create it exactly once; a rejection creates nothing; an approval after the first date has come
 * fails it and creates nothing; a whole-bill order (no amount for the rule to weigh) is refused, and
 * so is raising an order into a band that needs approvals; an order below the band and an
 * individual's order are made at once (550), without a code, as before.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema/auth';
import { standingOrders } from '../../server/db/schema/payments';
import { demoIdentity } from '../../server/seed/demo-identities';
import type { WaitingOperation } from '../../src/contract/corporate-operations';
import { MessageCode } from '../../src/contract/message-codes';
import type { StandingOrderDetail } from '../../src/contract/standing-orders';
import { approve, decide, operationRow, signInToTekstil, tekstilUsers } from './support/corporate-steps';
import { signInActive } from './support/login-steps';
import { AYSE_TRY, IBAN_TARGET } from './support/standing-order-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { settableClock, transferTestConfig, type Party } from './support/transfer-steps';

// Wednesday 18 November 2026, 12:00 in Istanbul.
const clock = settableClock('2026-11-18T09:00:00Z');
const TEKSTIL_TRY = '1729171-1';
let server: TestServer;
let selin: Party;
let kerem: Party;
let ece: Party;
let mehmet: Party;
let tekstilId: string;

const order = (over: Record<string, unknown> = {}) => ({
  kind: 'Transfer',
  nickname: 'Depo kirası',
  sourceAccountNumber: TEKSTIL_TRY,
  target: IBAN_TARGET,
  amount: '20000.00',
  description: 'Aralık',
  frequency: 'Monthly',
  dayOfMonth: 1,
  startDate: '2026-12-01',
  ...over,
});

const ordersOfTekstil = () => server.db.select().from(standingOrders).where(eq(standingOrders.customerId, tekstilId));

const create = <T = WaitingOperation>(party: Party, body: object) =>
  decide<T>(party, '/api/StandingOrder/Create', body);

beforeAll(async () => {
  server = await startTestServer('corporate-waiting-standing-order', {
    now: clock.now,
    config: { ...transferTestConfig(), standingOrderIntervalSeconds: 0 },
  });
  tekstilId = (await server.db.select().from(customers).where(eq(customers.customerNumber, '5000101')))[0]!.id;
  ({ selin, kerem, ece, mehmet } = await tekstilUsers(server, clock.now()));
}, 120_000);

afterAll(async () => server?.close());

describe('new standing order (standingOrder)', () => {
  it('waits and creates no order, then the approvals create it once', async () => {
    const before = (await ordersOfTekstil()).length;
    const started = await create(selin, order());
    expect(started.body).toMatchObject({
      status: 'success',
      actionCode: 995,
      data: {
        kind: 'standingOrder',
        amount: '20000.00',
        currency: 'TRY',
        status: 'Waiting',
        summary: {
          sourceAccountNumber: TEKSTIL_TRY,
          orderName: 'Depo kirası',
          frequency: 'Monthly',
          firstDate: '2026-12-01',
        },
      },
    });
    const op = started.body.data;
    expect(op.summary.receiver).toMatch(/\*/);
    expect(op.needs.map((n) => n.count)).toEqual([1, 1]);
    expect(await ordersOfTekstil()).toHaveLength(before);

    expect((await approve(kerem, op.operationId)).body.data.status).toBe('Waiting');
    expect(await ordersOfTekstil()).toHaveLength(before);
    const posted = await approve(ece, op.operationId);
    expect(posted.body.data.status).toBe('Posted');
    const made = await ordersOfTekstil();
    expect(made).toHaveLength(before + 1);
    expect(made.filter((o) => o.nickname === 'Depo kirası')).toHaveLength(1);
    expect(made.find((o) => o.nickname === 'Depo kirası')).toMatchObject({
      status: 'Active',
      amount: 2_000_000n,
      currency: 'TRY',
      nextDueDate: '2026-12-01',
      runsDone: 0,
    });
    expect((await operationRow(server.db, op.operationId)).status).toBe('Posted');

    const late = await approve(mehmet, op.operationId);
    expect(late.body.messages[0]!.code).toBe(MessageCode.CorporateOperationNotWaiting);
    expect(await ordersOfTekstil()).toHaveLength(before + 1);
  });

  it('creates nothing on a rejection', async () => {
    const before = (await ordersOfTekstil()).length;
    const op = (await create(selin, order({ nickname: 'Reddedilecek' }))).body.data;
    expect(op.status).toBe('Waiting');
    expect((await approve(ece, op.operationId, 'reject')).body.data.status).toBe('Rejected');
    expect(await ordersOfTekstil()).toHaveLength(before);
    expect((await operationRow(server.db, op.operationId)).status).toBe('Rejected');
  });

  it('refuses a company’s whole-bill order, which names no most it pays', async () => {
    const before = (await ordersOfTekstil()).length;
    const refused = await create(selin, {
      kind: 'Bill',
      nickname: 'Elektrik',
      sourceAccountNumber: TEKSTIL_TRY,
      billerCode: 'BEDAS',
      subscriberNo: '1234567897',
      amountMode: 'WholeBill',
      frequency: 'Monthly',
      dayOfMonth: 15,
      startDate: '2026-12-15',
    });
    expect(refused.body.status).toBe('error');
    expect(refused.body.messages.map((m) => m.code)).toEqual([MessageCode.StandingOrderWholeBillCompany]);
    expect(await ordersOfTekstil()).toHaveLength(before);
  });

  it('makes an order below the band at once, without a code', async () => {
    const before = (await ordersOfTekstil()).length;
    const made = await create<StandingOrderDetail>(
      selin,
      order({ nickname: 'Küçük', amount: '500.00', startDate: '2027-01-05', dayOfMonth: 5 }),
    );
    expect(made.body).toMatchObject({ status: 'success', actionCode: 550 });
    expect(made.body.data.order).toMatchObject({ nickname: 'Küçük', amount: '500.00', nextDueDate: '2027-01-05' });
    expect(await ordersOfTekstil()).toHaveLength(before + 1);
  });

  it('refuses raising a company’s order into a band its rule sends to approvers; lower bands change at once', async () => {
    const made = await create<StandingOrderDetail>(
      selin,
      order({ nickname: 'Artacak', amount: '800.00', startDate: '2027-01-07', dayOfMonth: 7 }),
    );
    expect(made.body.actionCode).toBe(550);
    const id = made.body.data.order.id;
    const update = (amount: string) =>
      decide<StandingOrderDetail>(selin, '/api/StandingOrder/Update', {
        id,
        nickname: 'Artacak',
        amount,
        frequency: 'Monthly',
        dayOfMonth: 7,
      });
    const raised = await update('20000.00');
    expect(raised.body.status).toBe('error');
    expect(raised.body.messages.map((m) => m.code)).toEqual([MessageCode.StandingOrderRaiseNeedsApproval]);
    const row = async () => (await server.db.select().from(standingOrders).where(eq(standingOrders.id, id)))[0]!;
    expect((await row()).amount).toBe(80_000n);
    const within = await update('9000.00');
    expect(within.body).toMatchObject({ status: 'success', data: { order: { amount: '9000.00' } } });
    expect((await row()).amount).toBe(900_000n);
  });

  it('makes an individual’s order at once, without a code, as before', async () => {
    const ayse = {
      base: server.url,
      credentials: (await signInActive(server.url, demoIdentity('retail'))).credentials,
    };
    const made = await create<StandingOrderDetail>(
      { ...ayse, recipient: demoIdentity('retail').email },
      order({
        nickname: 'Kira',
        sourceAccountNumber: AYSE_TRY,
        amount: '100.00',
        startDate: '2027-01-02',
        dayOfMonth: 2,
      }),
    );
    expect(made.body).toMatchObject({ status: 'success', actionCode: 550 });
    const id = made.body.data.order.id;
    const rows = await server.db.select().from(standingOrders).where(eq(standingOrders.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 10_000n, status: 'Active', nextDueDate: '2027-01-02' });
    expect(made.body.data.upcoming[0]).toBe('2027-01-02');
  });

  it('fails and creates nothing when the first date is no longer ahead at the approval', async () => {
    const before = (await ordersOfTekstil()).length;
    const op = (await create(selin, order({ nickname: 'Geç onay', startDate: '2026-11-19', dayOfMonth: 19 }))).body
      .data;
    // A day later (the operation waits 48 hours): the sessions have timed out meanwhile.
    clock.advance(25 * 3600);
    kerem = await signInToTekstil(server.url, demoIdentity('corporateApprover'));
    ece = await signInToTekstil(server.url, demoIdentity('corporateApprover2'));
    await approve(kerem, op.operationId);
    expect((await approve(ece, op.operationId)).body.data.status).toBe('Failed');
    const row = await operationRow(server.db, op.operationId);
    expect(row).toMatchObject({ status: 'Failed', failureCode: MessageCode.StandingOrderStartTooEarly });
    expect(await ordersOfTekstil()).toHaveLength(before);
  });
});
