/**
 * Property: whatever trades Ayşe makes at once (buys and sells of every instrument, some beyond what
 * she holds), after every step the bank's FX positions moved exactly by what the stored trades say
 * (a buy puts its TRY into the TRY position and takes the instrument out of its own; a sale the other
 * way), the tax payable GL account grew by the trades' BSMV, no holding is negative, and the ledger
 * nets to zero with every balance equal to its entries. On PGlite the trades of a step interleave on
 * one connection; on PostgreSQL (DATABASE_URL) they are truly concurrent.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { fxTrades } from '../../server/db/schema/market';
import { glNumber } from '../../server/domain/ledger/chart';
import { CURRENCIES } from '../../src/contract/money';
import { MARKET_INSTRUMENTS, type MarketQuote, type MarketTrade } from '../../src/contract/market';
import { fund } from '../support/ledger-fixtures';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, startTransferServer } from './support/transfer-server';
import { balancesOf, ledgerIsConsistent, post, settableClock, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;

const POSITIONS = CURRENCIES.map((c) => glNumber('fxPosition', c));
const TAX = glNumber('taxPayable', 'TRY');
const seen = { buys: 0, sells: 0, refused: 0 };

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('market_property', clock));
  await fund(server.db, AYSE_TRY, 100_000_000n, { at: clock.now() });
});
afterAll(() => server?.stop());

const tradeArb = fc.record({
  instrument: fc.constantFrom(...MARKET_INSTRUMENTS),
  side: fc.constantFrom('Buy' as const, 'Sell' as const),
  /** Whole units (grams for metals) and a fraction. */
  whole: fc.integer({ min: 1, max: 40 }),
  cents: fc.integer({ min: 0, max: 99 }),
});

type Step = typeof tradeArb extends fc.Arbitrary<infer T> ? T : never;

const amountText = (t: Step) =>
  ['XAU', 'XAG', 'XPT'].includes(t.instrument)
    ? `${t.whole}.${String(t.cents).padStart(2, '0')}00`
    : `${t.whole}.${String(t.cents).padStart(2, '0')}`;

const snapshot = async () => {
  const rows = await server.db.select().from(fxTrades);
  return { balances: await balancesOf(server.db, [...POSITIONS, TAX]), trades: new Set(rows.map((r) => r.id)) };
};

describe('market positions under concurrent trades', () => {
  it('reconcile with the stored trades and the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(tradeArb, { minLength: 1, maxLength: 6 }), async (steps) => {
        const before = await snapshot();
        const quotes: MarketQuote[] = [];
        for (const step of steps) {
          const reply = await post<MarketQuote>(ayse, '/api/Market/GetQuote', {
            instrument: step.instrument,
            side: step.side,
            amount: amountText(step),
          });
          expect(reply.body.status).toBe('success');
          quotes.push(reply.body.data);
        }
        const replies = await Promise.all(
          quotes.map((q) =>
            post<MarketTrade>(
              ayse,
              '/api/Market/Trade',
              {
                quoteId: q.quoteId,
                instrument: q.instrument,
                side: q.side,
                amount: q.amount,
                tryAccountNumber: AYSE_TRY,
              },
              crypto.randomUUID(),
            ),
          ),
        );
        for (const r of replies) {
          if (r.body.status === 'success') seen[r.body.data.side === 'Buy' ? 'buys' : 'sells'] += 1;
          else {
            seen.refused += 1;
            expect(r.body.messages[0]!.code).toBe('market.beyondHolding');
          }
        }
        const after = await snapshot();
        const made = (await server.db.select().from(fxTrades)).filter((t) => !before.trades.has(t.id));
        expect(made.length).toBe(replies.filter((r) => r.body.status === 'success').length);
        const expected = new Map<string, bigint>(POSITIONS.map((p) => [p, 0n]));
        let tax = 0n;
        for (const t of made) {
          const sign = t.side === 'Buy' ? 1n : -1n;
          const tryPos = glNumber('fxPosition', 'TRY');
          const instPos = glNumber('fxPosition', t.instrument);
          expected.set(tryPos, expected.get(tryPos)! + sign * t.tryAmount);
          expected.set(instPos, expected.get(instPos)! - sign * t.instrumentAmount);
          tax += t.taxAmount;
        }
        for (const p of POSITIONS) expect(after.balances[p]! - before.balances[p]!).toBe(expected.get(p));
        expect(after.balances[TAX]! - before.balances[TAX]!).toBe(tax);
        const holdings = await server.db.select().from(accounts).where(eq(accounts.isInternal, false));
        for (const h of holdings) if (h.currency !== 'TRY') expect(h.balance).toBeGreaterThanOrEqual(0n);
        expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
      }),
      { numRuns: 8 },
    );
    expect(seen.buys).toBeGreaterThan(0);
    expect(seen.sells + seen.refused).toBeGreaterThan(0);
  }, 240_000);
});
