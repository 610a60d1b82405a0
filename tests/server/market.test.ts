/**
 * Currency and precious metals (issue 15): the feed's overview, quotes and trades over HTTP on a
 * settable clock (a Wednesday noon in Istanbul, inside both trading hours). Buying USD posts the
 * BSMV apart; buying GBP opens the account; selling gold is untaxed; refusals (an expired, used or
 * another customer's quote, a sell beyond the holding, trading outside hours) move nothing; a replay
 * answers the same trade. BSMV and prices against hand-worked vectors.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { accounts } from '../../server/db/schema/accounts';
import { marketPrices } from '../../server/db/schema/market';
import { isTrading } from '../../server/domain/market/hours';
import { bsmvOf, tradeMoney } from '../../server/domain/market/quotes';
import { demoIdentity } from '../../server/seed/demo-identities';
import type { MarketOverview, MarketQuote, MarketTrade } from '../../src/contract/market';
import { fund } from '../support/ledger-fixtures';
import { signInActive } from './support/login-steps';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, startTransferServer } from './support/transfer-server';
import {
  balanceOf,
  balancesOf,
  get,
  ledgerIsConsistent,
  post,
  settableClock,
  type Party,
} from './support/transfer-steps';

const AYSE_USD = '1000146-3';
const AYSE_GOLD = '1000146-5';
const TAX = 'GL-TAX-TRY';
const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
let ali: Party;

const minor = (text: string) => BigInt(text.replace('.', ''));
const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });

const quote = (party: Party, instrument: string, side: 'Buy' | 'Sell', amount: string) =>
  post<MarketQuote>(party, '/api/Market/GetQuote', { instrument, side, amount });

const trade = (q: MarketQuote, key = crypto.randomUUID(), tryAccountNumber = AYSE_TRY) =>
  post<MarketTrade>(
    ayse,
    '/api/Market/Trade',
    { quoteId: q.quoteId, instrument: q.instrument, side: q.side, amount: q.amount, tryAccountNumber },
    key,
  );

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('market', clock));
  await fund(server.db, AYSE_TRY, 50_000_000n, { at: clock.now() });
  const corporate = demoIdentity('corporate');
  ali = {
    base: server.url,
    credentials: (await signInActive(server.url, corporate)).credentials,
    recipient: corporate.phone,
  };
});
afterAll(() => server?.stop());

describe('hand-worked vectors', () => {
  const config = DEFAULT_CONFIG;
  it('BSMV is 0.2 % of a purchase, half up, only on the taxed instruments', () => {
    // 4.137,25 TL x 0,002 = 8,2745 TL → 8,27 TL
    expect(bsmvOf(config, 'USD', 413_725n)).toBe(827n);
    // 41.372,50 TL x 0,002 = 82,745 TL → 82,75 TL (half up)
    expect(bsmvOf(config, 'EUR', 4_137_250n)).toBe(8_275n);
    expect(bsmvOf(config, 'XAU', 100n)).toBe(0n);
    expect(bsmvOf(config, 'XAG', 10_000_000n)).toBe(0n);
  });

  it('a purchase pays kuruş rounded up, a sale receives them rounded down', () => {
    const price = { bankBuy: 54_998_766n, bankSell: 55_001_234n };
    // 2,5 g x 5.500,1234 TL = 13.750,3085 TL → 13.750,31 TL; BSMV 27,5006 → 27,50 TL
    expect(tradeMoney(config, 'XAU', 'Buy', 25_000n, price)).toEqual({
      rate: 55_001_234n,
      tryAmount: 1_375_031n,
      taxAmount: 2_750n,
    });
    // 2,5 g x 5.499,8766 TL = 13.749,6915 TL → 13.749,69 TL, no tax
    expect(tradeMoney(config, 'XAU', 'Sell', 25_000n, price)).toEqual({
      rate: 54_998_766n,
      tryAmount: 1_374_969n,
      taxAmount: 0n,
    });
    // 100 USD x 41,3725 = 4.137,25 TL exactly
    expect(tradeMoney(config, 'USD', 'Buy', 10_000n, { bankBuy: 0n, bankSell: 413_725n }).tryAmount).toBe(413_725n);
  });

  it('trading hours: currencies on weekdays 09:00-17:30, metals Monday to Saturday 08:00-22:00 (Istanbul)', () => {
    expect(isTrading(config, 'USD', new Date('2026-11-18T06:00:00Z'))).toBe(true); // Wed 09:00
    expect(isTrading(config, 'USD', new Date('2026-11-18T05:59:00Z'))).toBe(false);
    expect(isTrading(config, 'USD', new Date('2026-11-18T14:30:00Z'))).toBe(false); // 17:30
    expect(isTrading(config, 'USD', new Date('2026-11-21T09:00:00Z'))).toBe(false); // Saturday
    expect(isTrading(config, 'XAU', new Date('2026-11-21T09:00:00Z'))).toBe(true);
    expect(isTrading(config, 'XAU', new Date('2026-11-22T09:00:00Z'))).toBe(false); // Sunday
    // A bank holiday (29 Ekim, a Thursday): currencies closed, metals open.
    expect(isTrading(config, 'EUR', new Date('2026-10-29T09:00:00Z'))).toBe(false);
    expect(isTrading(config, 'XAG', new Date('2026-10-29T09:00:00Z'))).toBe(true);
  });
});

describe('GetOverview', () => {
  it('prices every instrument around its mid, the day from 00:00 Istanbul, the holding, the same for everyone', async () => {
    const reply = await get<MarketOverview>(ayse, '/api/Market/GetOverview');
    expect(reply.body.status).toBe('success');
    const overview = reply.body.data;
    expect(overview.instruments.map((i) => i.instrument)).toEqual(['USD', 'EUR', 'GBP', 'XAU', 'XAG', 'XPT']);
    for (const i of overview.instruments) {
      expect(minor(i.bankBuy)).toBeLessThan(minor(i.mid));
      expect(minor(i.bankSell)).toBeGreaterThan(minor(i.mid));
      expect(i.points[0]!.at).toBe('2026-11-17T21:00:00.000Z');
      expect(i.points.at(-1)!.mid).toBe(i.mid);
      expect(i.isOpen).toBe(true);
    }
    const gold = overview.instruments.find((i) => i.instrument === 'XAU')!;
    expect(gold.accountNumber).toBe(AYSE_GOLD);
    expect(minor(gold.holding!)).toBe(await balanceOf(server.db, AYSE_GOLD));
    expect(overview.instruments.find((i) => i.instrument === 'GBP')!.holding).toBeNull();
    const other = (await get<MarketOverview>(ali, '/api/Market/GetOverview')).body.data;
    const usd = (o: MarketOverview) => o.instruments.find((i) => i.instrument === 'USD')!;
    if (usd(other).points.at(-1)!.at === usd(overview).points.at(-1)!.at)
      expect(usd(other).mid).toBe(usd(overview).mid);
    const stored = await server.db.select().from(marketPrices).where(eq(marketPrices.instrument, 'USD'));
    expect(stored.length).toBeGreaterThanOrEqual(usd(overview).points.length);
  });
});

describe('Trade', () => {
  it('buys USD: TRY less the price and the BSMV, USD more, the tax to its GL account; a replay is the same trade', async () => {
    const q = (await quote(ayse, 'USD', 'Buy', '100.00')).body;
    expect(q.status).toBe('success');
    const tryAmount = minor(q.data.tryAmount);
    const tax = minor(q.data.taxAmount);
    expect(tax).toBe((tryAmount * 2n * 2_000n + 1_000_000n) / 2_000_000n);
    expect(minor(q.data.totalAmount)).toBe(tryAmount + tax);
    expect(new Date(q.data.expiresAt).getTime() - clock.now().getTime()).toBeLessThanOrEqual(30_000);
    const before = await balancesOf(server.db, [AYSE_TRY, AYSE_USD, TAX]);
    const key = crypto.randomUUID();
    const reply = await trade(q.data, key);
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 600 });
    expect(reply.body.data).toMatchObject({ side: 'Buy', instrument: 'USD', amount: '100.00', accountOpened: false });
    const after = await balancesOf(server.db, [AYSE_TRY, AYSE_USD, TAX]);
    expect(after[AYSE_TRY]).toBe(before[AYSE_TRY]! - tryAmount - tax);
    expect(after[AYSE_USD]).toBe(before[AYSE_USD]! + 10_000n);
    expect(after[TAX]! - before[TAX]!).toBe(tax);
    const replay = await trade(q.data, key);
    expect(replay.body.data.tradeId).toBe(reply.body.data.tradeId);
    expect(await balanceOf(server.db, AYSE_USD)).toBe(after[AYSE_USD]);
    const again = await get<MarketTrade>(ayse, `/api/Market/GetTrade/${reply.body.data.tradeId}`);
    expect(again.body.data).toEqual(reply.body.data);
    // The receipt (dekont) is the journal's, like any money movement's.
    const receipt = await get<{ content: string }>(ayse, `/api/Payment/GetReceiptPdf/${reply.body.data.journalId}`);
    expect(receipt.body.status).toBe('success');
    expect(Buffer.from(receipt.body.data.content, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    // A used quote under a new key.
    expect((await trade(q.data)).body).toMatchObject(refusal('market.quoteUsed'));
    expect((await get(ali, `/api/Market/GetTrade/${reply.body.data.tradeId}`)).status).toBe(404);
  });

  it('buys GBP into an account the trade opens', async () => {
    const q = (await quote(ayse, 'GBP', 'Buy', '25.50')).body.data;
    const reply = await trade(q);
    expect(reply.body.data).toMatchObject({ instrument: 'GBP', accountOpened: true });
    const [row] = await server.db
      .select()
      .from(accounts)
      .where(eq(accounts.accountNumber, reply.body.data.instrumentAccountNumber));
    expect(row).toMatchObject({ currency: 'GBP', kind: 'Current', balance: 2_550n });
    const second = await trade((await quote(ayse, 'GBP', 'Buy', '1.00')).body.data);
    expect(second.body.data).toMatchObject({
      instrumentAccountNumber: row!.accountNumber,
      accountOpened: false,
    });
  });

  it('sells gold: TRY more by the quote, no tax, grams less', async () => {
    const before = await balancesOf(server.db, [AYSE_TRY, AYSE_GOLD, TAX]);
    const q = (await quote(ayse, 'XAU', 'Sell', '1.2500')).body.data;
    expect(q.taxAmount).toBe('0.00');
    const reply = await trade(q);
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 600 });
    const after = await balancesOf(server.db, [AYSE_TRY, AYSE_GOLD, TAX]);
    expect(after[AYSE_TRY]).toBe(before[AYSE_TRY]! + minor(q.tryAmount));
    expect(after[AYSE_GOLD]).toBe(before[AYSE_GOLD]! - 12_500n);
    expect(after[TAX]).toBe(before[TAX]);
  });

  it('refuses an expired quote, another customer’s quote, a mismatched one and a sell beyond the holding; nothing moves', async () => {
    const before = await balancesOf(server.db, [AYSE_TRY, AYSE_USD, AYSE_GOLD]);
    const stale = (await quote(ayse, 'EUR', 'Buy', '10.00')).body.data;
    clock.advance(31);
    expect((await trade(stale)).body).toMatchObject(refusal('market.quoteExpired'));
    const alis = (await quote(ali, 'USD', 'Buy', '10.00')).body.data;
    expect(alis.quoteId).toBeTruthy();
    expect((await trade(alis)).body).toMatchObject(refusal('market.quoteNotFound'));
    const fresh = (await quote(ayse, 'USD', 'Buy', '10.00')).body.data;
    expect((await trade({ ...fresh, amount: '11.00' })).body).toMatchObject(refusal('market.quoteMismatch'));
    expect((await trade({ ...fresh, side: 'Sell' })).body).toMatchObject(refusal('market.quoteMismatch'));
    const tooMuch = (await quote(ayse, 'XAU', 'Sell', '1000.0000')).body.data;
    expect((await trade(tooMuch)).body).toMatchObject(refusal('market.beyondHolding'));
    expect((await trade(fresh, undefined, AYSE_USD)).body).toMatchObject(refusal('market.accountInvalid'));
    expect(await balancesOf(server.db, [AYSE_TRY, AYSE_USD, AYSE_GOLD])).toEqual(before);
  });

  it('refuses outside trading hours: no quote on a Sunday, no trade after the close with an earlier quote', async () => {
    clock.set('2026-11-22T09:00:00Z');
    expect((await quote(ayse, 'USD', 'Buy', '10.00')).body).toMatchObject(refusal('market.closed'));
    expect((await quote(ayse, 'XAU', 'Buy', '1.0000')).body).toMatchObject(refusal('market.closed'));
    clock.set('2026-11-18T14:29:50Z'); // 17:29:50 Istanbul
    const late = (await quote(ayse, 'USD', 'Buy', '10.00')).body.data;
    clock.set('2026-11-18T14:30:05Z');
    expect((await trade(late)).body).toMatchObject(refusal('market.closed'));
    clock.set('2026-11-18T10:00:00Z');
  });

  it('refuses amounts that do not fit: zero, too precise, below the minimum', async () => {
    expect((await quote(ayse, 'USD', 'Buy', '0.00')).body).toMatchObject(refusal('market.amountInvalid'));
    expect((await quote(ayse, 'USD', 'Buy', '1.001')).body).toMatchObject(refusal('market.amountInvalid'));
    expect((await quote(ayse, 'XAU', 'Buy', '0.0010')).body).toMatchObject(refusal('market.amountBelowMinimum'));
  });

  it('leaves the ledger balanced', async () => {
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});
