/**
 * Last transactions of a company (issue 17, docs/corporate-access.md): Selin's (maker) transfer
 * waiting for approvals shows in Demir Tekstil's feed (her session and Mehmet's) as an operation not
 * posted, with its amount, receiver and reference and no balance effect, and in nobody else's; posted,
 * it leaves the operations and is a movement; a rejected one shows with its end for seven days. The
 * expiry runner, run once with the bank's (sandbox) clock moved past `expires_at`, ends a waiting one
 * Expired, tells the maker by SMS and posts nothing.
 */
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { journal } from '../../server/db/schema/ledger';
import { outbox } from '../../server/db/schema/outbox';
import { runExpiryPass } from '../../server/domain/common/expiry-runner';
import { EXTERNAL_CARDS } from '../../server/domain/directory/directory-data';
import { createSandboxClock } from '../../server/domain/sandbox/clock';
import { demoIdentity } from '../../server/seed/demo-identities';
import type { WaitingOperation } from '../../src/contract/corporate-operations';
import type { LastTransactionList } from '../../src/contract/last-transactions';
import { approve, decide, operationRow, tekstilUsers } from './support/corporate-steps';
import { call } from './support/http-client';
import { signInActive } from './support/login-steps';
import { ALI_TRY } from './support/transfer-server';
import { startTestServer, type TestServer } from './support/test-server';
import { balanceOf, settableClock, transferTestConfig, type Party } from './support/transfer-steps';

const clock = settableClock('2026-03-10T09:00:00Z');
let server: TestServer;
let base: string;
const TEKSTIL_TRY = '1729171-1';

interface Envelope<T> {
  status: string;
  actionCode: number;
  data: T;
}

const transfer = async (party: Party, amount: string) => {
  const reply = await decide<WaitingOperation>(party, '/api/Transfer/Execute', {
    sourceAccountNumber: TEKSTIL_TRY,
    target: { mode: 'Account', accountNumber: ALI_TRY, receiverName: 'Ali Çelik' },
    amount,
    description: 'Kumaş 2026/044',
  });
  expect(reply.body).toMatchObject({ actionCode: 995, data: { status: 'Waiting' } });
  return reply.body.data;
};

const feed = async (party: Party, query = '') => {
  const reply = await call<Envelope<LastTransactionList>>(base, `/api/Payment/GetLastTransactions${query}`, {
    credentials: party.credentials,
  });
  expect(reply.body.status).toBe('success');
  return reply.body.data;
};

const statusOf = async (id: string) => (await operationRow(server.db, id)).status;

let selin: Party;
let kerem: Party;
let ece: Party;
let mehmet: Party;
let ayse: Party;

beforeAll(async () => {
  server = await startTestServer('corporate-last-transactions', { now: clock.now, config: transferTestConfig() });
  base = server.url;
  ({ selin, kerem, ece, mehmet } = await tekstilUsers(server, clock.now()));
  ayse = {
    base,
    credentials: (await signInActive(base, demoIdentity('retail'))).credentials,
    recipient: demoIdentity('retail').email,
  };
}, 120_000);

afterAll(async () => server?.close());

describe('a waiting operation in the company’s last transactions', () => {
  it('shows for the company’s users, not for another customer, and becomes a movement once posted', async () => {
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    const op = await transfer(selin, '15000.00');
    const seen = await feed(selin);
    const item = seen.operations.find((o) => o.operationId === op.operationId);
    expect(item).toMatchObject({
      status: 'Waiting',
      kind: 'Transfer',
      amount: '15000.00',
      currency: 'TRY',
      reference: op.reference,
      sourceAccountNumber: TEKSTIL_TRY,
      endedAt: null,
    });
    expect(item!.receiver).toBe(op.summary.receiver);
    expect(item!.title).toContain(op.summary.receiver!);
    // Nothing moved: no movement of that amount, the balance as it was.
    expect(seen.transactions.some((t) => t.amount === '-15000.00')).toBe(false);
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before);
    // Another user of the company sees it; a customer of the bank outside the company does not.
    expect((await feed(mehmet)).operations.map((o) => o.operationId)).toContain(op.operationId);
    expect((await feed(ayse)).operations).toEqual([]);
    // A filtered feed and a later page are movements only.
    expect((await feed(selin, '?kind=Transfer')).operations).toEqual([]);

    expect((await approve(kerem, op.operationId)).body.data).toMatchObject({ status: 'Waiting' });
    expect((await feed(selin)).operations.find((o) => o.operationId === op.operationId)?.status).toBe('Waiting');
    expect((await approve(ece, op.operationId)).body.data).toMatchObject({ status: 'Posted' });
    const posted = await feed(selin);
    expect(posted.operations.map((o) => o.operationId)).not.toContain(op.operationId);
    expect(posted.transactions[0]).toMatchObject({ kind: 'Transfer', amount: '-15000.00', status: 'Completed' });
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before - 1_500_000n);
  });

  it('shows a rejected one with its end for seven days on the bank’s clock, then not', async () => {
    const op = await transfer(selin, '16000.00');
    expect((await approve(ece, op.operationId, 'reject')).body.data).toMatchObject({ status: 'Rejected' });
    const ended = (await feed(selin)).operations.find((o) => o.operationId === op.operationId);
    expect(ended).toMatchObject({ status: 'Rejected', amount: '16000.00' });
    expect(ended!.endedAt).not.toBeNull();
    clock.advance(8 * 24 * 3600);
    expect((await feed(selin)).operations.map((o) => o.operationId)).not.toContain(op.operationId);
  });

  it('shows a waiting card payment and account opening by their kinds', async () => {
    const reply = await decide<WaitingOperation>(selin, '/api/CardDebt/Pay', {
      cardNumber: EXTERNAL_CARDS[1]!.cardNumber,
      amount: '11000.00',
      sourceAccountNumber: TEKSTIL_TRY,
      acceptNextWindow: false,
    });
    expect(reply.body).toMatchObject({ actionCode: 995, data: { kind: 'cardPayment' } });
    const item = (await feed(selin)).operations.find((o) => o.operationId === reply.body.data.operationId);
    expect(item).toMatchObject({ status: 'Waiting', kind: 'CardDebtPayment', amount: '11000.00' });
    expect(item!.title).toMatch(/^Kredi kartı borcu ödemesi \S/);
    const opening = await decide<WaitingOperation>(selin, '/api/Deposit/CreateAccount', {
      kind: 'Current',
      sourceAccountNumber: TEKSTIL_TRY,
      currency: 'TRY',
      amount: '20000.00',
    });
    expect(opening.body).toMatchObject({ actionCode: 995, data: { kind: 'accountOperation' } });
    const opened = (await feed(selin)).operations.find((o) => o.operationId === opening.body.data.operationId);
    expect(opened).toMatchObject({ kind: 'AccountOpening', title: 'Hesap açılışı · TRY', amount: '20000.00' });
  });
});

describe('the expiry runner', () => {
  it('run once with the sandbox clock past expires_at: Expired, the maker told, nothing posted', async () => {
    const op = await transfer(selin, '17000.00');
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    const journalsBefore = (await server.db.select({ id: journal.id }).from(journal)).length;
    // The runner's own view of the bank's clock: the base plus the sandbox offset stored in the database.
    const bankClock = createSandboxClock(clock.now);
    const deps = {
      db: server.db,
      config: DEFAULT_CONFIG,
      logger: pino({ level: 'silent' }),
      now: bankClock.now,
      clock: bankClock,
    };
    const reload = { reload: () => bankClock.load(server.db) };
    expect(await runExpiryPass(deps, reload)).toEqual({ operations: 0, ccTransfers: 0 });
    expect(await statusOf(op.operationId)).toBe('Waiting');
    // A tester moves the bank 49 hours ahead (another clock writes the offset; the runner reloads it).
    await createSandboxClock(clock.now).set(server.db, 49 * 3600 * 1000);
    try {
      const summary = await runExpiryPass(deps, reload);
      // This transfer and the card payment and account opening left waiting above.
      expect(summary.operations).toBe(3);
    } finally {
      await createSandboxClock(clock.now).set(server.db, 0);
    }
    expect(await statusOf(op.operationId)).toBe('Expired');
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before);
    expect((await server.db.select({ id: journal.id }).from(journal)).length).toBe(journalsBefore);
    const told = await server.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, demoIdentity('corporateMaker').phone), like(outbox.text, `%${op.reference}%`)));
    expect(told.map((m) => m.text)).toContainEqual(
      expect.stringMatching(/süresi dolduğu için iptal edildi|is expired/),
    );
    const shown = (await feed(selin)).operations.find((o) => o.operationId === op.operationId);
    expect(shown).toMatchObject({ status: 'Expired' });
    // A second pass finds nothing more to end.
    expect(await runExpiryPass(deps, reload)).toEqual({ operations: 0, ccTransfers: 0 });
  });
});
