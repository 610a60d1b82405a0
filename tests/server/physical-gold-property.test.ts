/**
 * Property: whatever gold orders (random products and quantities, some beyond the stock) and XAU
 * trades (buys and sells) Ayşe finishes at once, afterwards the stock taken equals the pieces of the
 * orders placed, the gold inventory GL account fell by exactly their fine grams and still equals the
 * fine gold of the stock on hand, the XAU position moved by the orders' grams and the trades' grams,
 * no stock is negative, and the ledger nets to zero with every balance equal to its entries. On PGlite
 * the calls of a step interleave on one connection; on PostgreSQL (DATABASE_URL) they are truly
 * concurrent.
 */
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { fxTrades } from '../../server/db/schema/market';
import { goldOrderItems, goldOrders, goldProducts } from '../../server/db/schema/physical-gold';
import { glNumber } from '../../server/domain/ledger/chart';
import type { MarketQuote, MarketTrade } from '../../src/contract/market';
import { fund } from '../support/ledger-fixtures';
import { answerPage, finish, priceBasket, startPage, stockFineGrams } from './support/gold-steps';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, startTransferServer } from './support/transfer-server';
import {
  balancesOf,
  ledgerIsConsistent,
  post,
  settableClock,
  transferTestConfig,
  type Party,
} from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
const INVENTORY = glNumber('goldInventory', 'XAU');
const POSITION = glNumber('fxPosition', 'XAU');
let server: TestServer;
let ayse: Party;
let productIds: string[] = [];
const seen = { orders: 0, outOfStock: 0, trades: 0 };

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('gold_property', clock, {
    ...transferTestConfig(),
    physicalGold: { ...DEFAULT_CONFIG.physicalGold, runnerIntervalSeconds: 0 },
  }));
  await fund(server.db, AYSE_TRY, 2_000_000_000n, { at: clock.now() });
  // Small stocks, so concurrent orders run out of them (the inventory then holds more than the stock:
  // the difference must stay as it is).
  await server.db.update(goldProducts).set({ stock: 4n });
  productIds = (await server.db.select().from(goldProducts)).map((p) => p.id);
});
afterAll(() => server?.stop());

const orderArb = fc.record({
  kind: fc.constant('order' as const),
  product: fc.integer({ min: 0, max: 8 }),
  quantity: fc.integer({ min: 1, max: 6 }),
});
const tradeArb = fc.record({
  kind: fc.constant('trade' as const),
  side: fc.constantFrom('Buy' as const, 'Sell' as const),
  grams: fc.integer({ min: 1, max: 5 }),
});

const snapshot = async () => ({
  unaccounted: (await balancesOf(server.db, [INVENTORY]))[INVENTORY]! - (await stockFineGrams(server.db)),
  balances: await balancesOf(server.db, [INVENTORY, POSITION]),
  stock: new Map((await server.db.select().from(goldProducts)).map((p) => [p.id, p.stock])),
  orders: new Set((await server.db.select({ id: goldOrders.id }).from(goldOrders)).map((r) => r.id)),
  trades: new Set((await server.db.select({ id: fxTrades.id }).from(fxTrades)).map((r) => r.id)),
});

describe('gold inventory under concurrent orders and XAU trades', () => {
  it('reconciles the stock, the inventory GL account and the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(orderArb, tradeArb), { minLength: 1, maxLength: 6 }), async (steps) => {
        const before = await snapshot();
        const calls: (() => Promise<{ body: { status: string; messages: { code: string }[] } }>)[] = [];
        for (const step of steps) {
          if (step.kind === 'order') {
            const productId = productIds[step.product % productIds.length]!;
            const stock = before.stock.get(productId)!;
            // Price within the stock (pricing refuses more), then the concurrent finishes race for it.
            const quantity = Math.max(1, Math.min(step.quantity, Number(stock)));
            if (stock === 0n) continue;
            const priced = await priceBasket(ayse, [{ productId, quantity }]);
            if (priced.body.status !== 'success') continue;
            const page = (await startPage(ayse, priced.body.data.offerId)).body.data;
            await answerPage(ayse, page.paymentUrl, { action: 'confirm', accountNumber: AYSE_TRY });
            calls.push(() => finish(ayse, priced.body.data.offerId));
          } else {
            const amount = `${step.grams}.0000`;
            const q = (
              await post<MarketQuote>(ayse, '/api/Market/GetQuote', { instrument: 'XAU', side: step.side, amount })
            ).body.data;
            calls.push(() =>
              post<MarketTrade>(
                ayse,
                '/api/Market/Trade',
                { quoteId: q.quoteId, instrument: 'XAU', side: q.side, amount: q.amount, tryAccountNumber: AYSE_TRY },
                crypto.randomUUID(),
              ),
            );
          }
        }
        const replies = await Promise.all(calls.map((c) => c()));
        for (const r of replies)
          if (r.body.status !== 'success') {
            expect(['gold.outOfStock', 'market.beyondHolding']).toContain(r.body.messages[0]!.code);
            if (r.body.messages[0]!.code === 'gold.outOfStock') seen.outOfStock += 1;
          }
        const after = await snapshot();
        const newOrders = [...after.orders].filter((id) => !before.orders.has(id));
        const newTrades = (await server.db.select().from(fxTrades)).filter((t) => !before.trades.has(t.id));
        seen.orders += newOrders.length;
        seen.trades += newTrades.length;
        const items = newOrders.length
          ? await server.db.select().from(goldOrderItems).where(inArray(goldOrderItems.orderId, newOrders))
          : [];
        // Stock taken equals the pieces sold, product by product; never below zero.
        for (const [id, stock] of after.stock) {
          const sold = items.filter((i) => i.productId === id).reduce((s, i) => s + BigInt(i.quantity), 0n);
          expect(before.stock.get(id)! - stock).toBe(sold);
          expect(stock).toBeGreaterThanOrEqual(0n);
        }
        // The inventory fell by the grams sold, and still differs from the stock on hand by what it did.
        const gramsSold = items.reduce((s, i) => s + i.fineGrams * BigInt(i.quantity), 0n);
        expect(before.balances[INVENTORY]! - after.balances[INVENTORY]!).toBe(gramsSold);
        expect(after.balances[INVENTORY]! - (await stockFineGrams(server.db))).toBe(before.unaccounted);
        // The XAU position: plus the grams sold from the inventory, minus what customers bought, plus what they sold.
        const traded = newTrades.reduce(
          (s, t) => s + (t.side === 'Buy' ? -t.instrumentAmount : t.instrumentAmount),
          0n,
        );
        expect(after.balances[POSITION]! - before.balances[POSITION]!).toBe(gramsSold + traded);
        const placed = await server.db
          .select()
          .from(goldOrders)
          .where(inArray(goldOrders.id, newOrders.length ? newOrders : ['00000000-0000-0000-0000-000000000000']));
        for (const o of placed) expect(o.journalId).not.toBeNull();
        expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
      }),
      { numRuns: 8 },
    );
    expect(seen.orders).toBeGreaterThan(0);
    expect(seen.trades).toBeGreaterThan(0);
  }, 240_000);
});
