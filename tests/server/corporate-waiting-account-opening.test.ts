/**
 * A corporate maker's account opening waits for approvals (issue 17, kind accountOperation): Selin
 * opens a TRY current account for Demir Tekstil with 20,000 TRY; no account exists and nothing moves
 * while it waits; two approvals open it once with the deposit; a rejection opens nothing. A USD
 * account funded from TRY at a quote of seconds is opened, when approved ten minutes later, at a
 * fresh quote of the bank's rate then. An opening below the band opens at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { fxQuotes } from '../../server/db/schema/fx';
import type { ExchangeQuote } from '../../src/contract/transfers';
import type { WaitingOperation } from '../../src/contract/corporate-operations';
import type { Currency } from '../../src/contract/money';
import { MessageCode } from '../../src/contract/message-codes';
import { fund } from '../support/ledger-fixtures';
import { approve, decide, operationRow, tekstilUsers } from './support/corporate-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { balanceOf, post, settableClock, transferTestConfig, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
const TEKSTIL_TRY = '1729171-1';
let server: TestServer;
let selin: Party;
let kerem: Party;
let ece: Party;
let mehmet: Party;
let tekstilId: string;

const accountsOf = (currency: Currency) =>
  server.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.customerId, tekstilId), eq(accounts.currency, currency)));

const open = (body: object) =>
  decide<WaitingOperation>(selin, '/api/Deposit/CreateAccount', {
    kind: 'Current',
    sourceAccountNumber: TEKSTIL_TRY,
    ...body,
  });

beforeAll(async () => {
  server = await startTestServer('corporate-waiting-account-opening', {
    now: clock.now,
    config: transferTestConfig(),
  });
  await fund(server.db, TEKSTIL_TRY, 50_000_000n, { at: clock.now() });
  tekstilId = (await server.db.select().from(customers).where(eq(customers.customerNumber, '5000101')))[0]!.id;
  ({ selin, kerem, ece, mehmet } = await tekstilUsers(server, clock.now()));
}, 120_000);

afterAll(async () => server?.close());

describe('account opening (accountOperation)', () => {
  it('waits, opens nothing, then opens once with the deposit', async () => {
    const before = { tl: await balanceOf(server.db, TEKSTIL_TRY), count: (await accountsOf('TRY')).length };
    const started = await open({ currency: 'TRY', amount: '20000.00' });
    expect(started.body).toMatchObject({
      actionCode: 995,
      data: { kind: 'accountOperation', amount: '20000.00', currency: 'TRY', status: 'Waiting' },
    });
    const op = started.body.data;
    expect((await accountsOf('TRY')).length).toBe(before.count);
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before.tl);
    await approve(kerem, op.operationId);
    expect((await approve(ece, op.operationId)).body.data.status).toBe('Posted');
    const opened = await accountsOf('TRY');
    expect(opened.length).toBe(before.count + 1);
    expect(opened.filter((a) => a.balance === 2_000_000n)).toHaveLength(1);
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before.tl - 2_000_000n);
    const late = await approve(mehmet, op.operationId);
    expect(late.body.messages[0]!.code).toBe(MessageCode.CorporateOperationNotWaiting);
    expect((await accountsOf('TRY')).length).toBe(before.count + 1);
  });

  it('opens nothing on a rejection', async () => {
    const count = (await accountsOf('TRY')).length;
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    const op = (await open({ currency: 'TRY', amount: '15000.00' })).body.data;
    expect((await approve(ece, op.operationId, 'reject')).body.data.status).toBe('Rejected');
    expect((await accountsOf('TRY')).length).toBe(count);
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before);
  });

  it('opens a USD account at the bank’s rate of the approval, the maker’s quote long expired', async () => {
    const quote = (
      await post<ExchangeQuote>(selin, '/api/Deposit/GetOpeningQuote', {
        sourceAccountNumber: TEKSTIL_TRY,
        currency: 'USD',
        amount: '2000.00',
      })
    ).body.data;
    const usdBefore = (await accountsOf('USD')).length;
    const op = (await open({ currency: 'USD', amount: '2000.00', quoteId: quote.quoteId })).body.data;
    expect(op).toMatchObject({ kind: 'accountOperation', currency: 'USD', amount: '2000.00' });
    clock.advance(600);
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    await approve(kerem, op.operationId);
    expect((await approve(ece, op.operationId)).body.data.status).toBe('Posted');
    const usd = await accountsOf('USD');
    expect(usd.length).toBe(usdBefore + 1);
    expect(usd.find((a) => a.balance === 200_000n)).toBeDefined();
    const [maker] = await server.db.select().from(fxQuotes).where(eq(fxQuotes.id, quote.quoteId));
    expect(maker!.usedAt).toBeNull();
    const [fresh] = await server.db
      .select()
      .from(fxQuotes)
      .where(and(eq(fxQuotes.customerId, tekstilId), eq(fxQuotes.targetAmount, 200_000n)));
    expect(fresh).toBeDefined();
    const used = (await server.db.select().from(fxQuotes).where(eq(fxQuotes.customerId, tekstilId))).filter(
      (q) => q.usedAt !== null && q.targetCurrency === 'USD',
    );
    expect(used).toHaveLength(1);
    expect(used[0]!.createdAt.getTime()).toBeGreaterThan(maker!.createdAt.getTime());
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before - used[0]!.sourceAmount);
    expect((await operationRow(server.db, op.operationId)).status).toBe('Posted');
  });

  it('opens below the band at once', async () => {
    const reply = await open({ currency: 'TRY', amount: '100.00' });
    expect(reply.body).toMatchObject({ status: 'success', data: { account: { balance: '100.00' } } });
    expect(reply.body.actionCode).not.toBe(995);
  });
});
