/**
 * A corporate maker's market trade waits for approvals (issue 17, kind trade): Selin buys 2,000 USD
 * for Demir Tekstil at a 30-second quote; nothing moves while it waits; when Kerem (Finans) and Ece
 * (Yönetim) have approved, long after the quote expired, the bank trades at its price of that moment
 * (a fresh quote, taken once); a late approval trades nothing more; a rejection trades nothing; an
 * approval outside trading hours ends it Failed (market.closed) with nothing moved. The rule reads the
 * instrument's amount: 500 USD trades at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema/auth';
import { fxQuotes } from '../../server/db/schema/fx';
import { fxTrades } from '../../server/db/schema/market';
import type { WaitingOperation } from '../../src/contract/corporate-operations';
import type { MarketQuote, MarketTrade } from '../../src/contract/market';
import { MessageCode } from '../../src/contract/message-codes';
import { fund } from '../support/ledger-fixtures';
import { approve, decide, operationRow, tekstilUsers } from './support/corporate-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { balanceOf, post, settableClock, transferTestConfig, type Party } from './support/transfer-steps';

// A Wednesday, 12:00 in Istanbul: currencies trade until 17:30.
const clock = settableClock('2026-11-18T09:00:00Z');
const TEKSTIL_TRY = '1729171-1';
let server: TestServer;
let selin: Party;
let kerem: Party;
let ece: Party;
let mehmet: Party;
let tekstilId: string;

const tradesOfTekstil = () => server.db.select().from(fxTrades).where(eq(fxTrades.customerId, tekstilId));

/** A quote and the trade at it, as the market page sends them. */
const buy = async (amount: string) => {
  const quote = (await post<MarketQuote>(selin, '/api/Market/GetQuote', { instrument: 'USD', side: 'Buy', amount }))
    .body.data;
  const reply = await decide<WaitingOperation | MarketTrade>(selin, '/api/Market/Trade', {
    quoteId: quote.quoteId,
    instrument: 'USD',
    side: 'Buy',
    amount,
    tryAccountNumber: TEKSTIL_TRY,
  });
  return { quote, reply };
};

beforeAll(async () => {
  server = await startTestServer('corporate-waiting-trade', { now: clock.now, config: transferTestConfig() });
  await fund(server.db, TEKSTIL_TRY, 50_000_000n, { at: clock.now() });
  tekstilId = (await server.db.select().from(customers).where(eq(customers.customerNumber, '5000101')))[0]!.id;
  ({ selin, kerem, ece, mehmet } = await tekstilUsers(server, clock.now()));
}, 120_000);

afterAll(async () => server?.close());

describe('market trade (trade)', () => {
  it('waits, trades nothing, then trades once at the bank’s price of the approval', async () => {
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    const { quote, reply } = await buy('2000.00');
    expect(reply.body).toMatchObject({
      status: 'success',
      actionCode: 995,
      data: {
        status: 'Waiting',
        kind: 'trade',
        amount: '2000.00',
        currency: 'USD',
        summary: { sourceAccountNumber: TEKSTIL_TRY, side: 'Buy', instrument: 'USD', indicativeRate: quote.rate },
      },
    });
    const op = reply.body.data as WaitingOperation;
    expect(op.needs.map((n) => [n.groupName, n.count])).toEqual([
      ['Finans', 1],
      ['Yönetim', 1],
    ]);
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before);
    expect(await tradesOfTekstil()).toHaveLength(0);

    // The quote lived 30 seconds; the approvals come ten minutes later.
    clock.advance(600);
    expect((await approve(kerem, op.operationId)).body.data.status).toBe('Waiting');
    const approvedFrom = clock.now().getTime();
    expect((await approve(ece, op.operationId)).body).toMatchObject({ actionCode: 997, data: { status: 'Posted' } });
    const trades = await tradesOfTekstil();
    expect(trades).toHaveLength(1);
    const trade = trades[0]!;
    expect(trade.instrumentAmount).toBe(200_000n);
    expect(trade.quoteId).not.toBe(quote.quoteId);
    expect(trade.createdAt.getTime()).toBeGreaterThanOrEqual(approvedFrom);
    const [fresh] = await server.db.select().from(fxQuotes).where(eq(fxQuotes.id, trade.quoteId));
    expect(fresh!.createdAt.getTime()).toBeGreaterThanOrEqual(approvedFrom);
    expect(fresh!.usedAt).not.toBeNull();
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before - trade.tryAmount - trade.taxAmount);
    // The maker's own quote was never taken.
    expect((await server.db.select().from(fxQuotes).where(eq(fxQuotes.id, quote.quoteId)))[0]!.usedAt).toBeNull();

    const late = await approve(mehmet, op.operationId);
    expect(late.body.messages[0]!.code).toBe(MessageCode.CorporateOperationNotWaiting);
    expect(await tradesOfTekstil()).toHaveLength(1);
  });

  it('trades nothing on a rejection', async () => {
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    const { reply } = await buy('1500.00');
    const op = reply.body.data as WaitingOperation;
    expect((await approve(ece, op.operationId, 'reject')).body.data.status).toBe('Rejected');
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before);
    expect(await tradesOfTekstil()).toHaveLength(1);
  });

  it('trades a small amount at once (below the USD band)', async () => {
    const { reply } = await buy('500.00');
    expect(reply.body).toMatchObject({ status: 'success', data: { amount: '500.00' } });
    expect(reply.body.actionCode).not.toBe(995);
    expect(await tradesOfTekstil()).toHaveLength(2);
  });

  it('fails, moving nothing, when approved after the market closed', async () => {
    const { reply } = await buy('3000.00');
    const op = reply.body.data as WaitingOperation;
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    await approve(kerem, op.operationId);
    clock.advance(6 * 3600); // past 17:30 in Istanbul
    const ended = await approve(ece, op.operationId);
    expect(ended.body.data).toMatchObject({ status: 'Failed', failureCode: MessageCode.MarketClosed });
    expect((await operationRow(server.db, op.operationId)).status).toBe('Failed');
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before);
    expect(await tradesOfTekstil()).toHaveLength(2);
  });
});
