/**
 * Physical gold (issue 15) over HTTP on a settable clock: the catalogue priced from the XAU feed, a
 * basket priced and held, paid on the sandbox's payment page and finished in one commit (the TRY
 * account debited, the stock taken, the inventory GL credited, the order placed); refusals (out of
 * stock, price hold expired, a cancelled payment, another customer's basket and order) move nothing;
 * concurrent orders for the last pieces; finishing twice; the timeline on the bank's clock; the
 * framing headers of the payment page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { goldOrderItems, goldOrders, goldProducts } from '../../server/db/schema/physical-gold';
import { demoIdentity } from '../../server/seed/demo-identities';
import type { GoldOrder, GoldOrders } from '../../src/contract/physical-gold';
import { fund } from '../support/ledger-fixtures';
import {
  answerPage,
  authorizedOffer,
  catalogue,
  finish,
  minor,
  openPage,
  priceBasket,
  productId,
  startPage,
  stockFineGrams,
  stockOf,
} from './support/gold-steps';
import { signInActive } from './support/login-steps';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, startTransferServer } from './support/transfer-server';
import {
  balanceOf,
  get,
  ledgerIsConsistent,
  post,
  settableClock,
  transferTestConfig,
  type Party,
} from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
const INVENTORY = 'GL-GOLD-XAU';
let server: TestServer;
let ayse: Party;
let ali: Party;

const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('physical-gold', clock, {
    ...transferTestConfig(),
    physicalGold: { ...DEFAULT_CONFIG.physicalGold, runnerIntervalSeconds: 0 },
  }));
  await fund(server.db, AYSE_TRY, 300_000_000n, { at: clock.now() });
  const corporate = demoIdentity('corporate');
  ali = {
    base: server.url,
    credentials: (await signInActive(server.url, corporate)).credentials,
    recipient: corporate.phone,
  };
});
afterAll(() => server?.stop());

describe('catalogue', () => {
  it('lists bars and coins with fine gold, the gram price plus the premium, and the stock', async () => {
    const { products, priceHoldSeconds } = await catalogue(ayse);
    expect(priceHoldSeconds).toBe(DEFAULT_CONFIG.physicalGold.priceHoldSeconds);
    expect(products.map((p) => p.code)).toEqual(expect.arrayContaining(['BAR-1', 'BAR-100', 'COIN-QUARTER']));
    const bar = products.find((p) => p.code === 'BAR-10')!;
    expect(bar).toMatchObject({ kind: 'Bar', grams: '10.0000', purity: '999.9', fineGrams: '9.9990' });
    // 9,999 g x the gram price x (1 + 2,5 %), rounded up to the kuruş.
    const expected = (minor(bar.fineGrams) * minor(bar.gramPrice) * 10_250n + 10n ** 10n - 1n) / 10n ** 10n;
    expect(minor(bar.unitPrice)).toBe(expected);
    expect(bar.stock).toBe(Number(await stockOf(server.db, 'BAR-10')));
  });
});

describe('an order', () => {
  it('is priced, paid on the payment page and finished in one commit', async () => {
    const before = { tl: await balanceOf(server.db, AYSE_TRY), gl: await balanceOf(server.db, INVENTORY) };
    const stock = await stockOf(server.db, 'BAR-5');
    const quarter = await stockOf(server.db, 'COIN-QUARTER');
    const items = [
      { productId: await productId(ayse, 'BAR-5'), quantity: 2 },
      { productId: await productId(ayse, 'COIN-QUARTER'), quantity: 3 },
    ];
    const priced = await priceBasket(ayse, items);
    expect(priced.body.status).toBe('success');
    const offer = priced.body.data;
    expect(offer.delivery).toEqual({ kind: 'Branch', text: 'Kadıköy Şubesi, İstanbul' });
    expect(minor(offer.total)).toBe(offer.lines.reduce((s, l) => s + minor(l.lineTotal), 0n));
    // Pricing and opening the page reserve nothing.
    const page = await startPage(ayse, offer.offerId);
    expect(page.body.data.paymentUrl).toMatch(/^\/sandbox\/gold-payment\/[\w-]+\?lang=tur$/);
    expect(await stockOf(server.db, 'BAR-5')).toBe(stock);
    const html = await (await openPage(ayse, page.body.data.paymentUrl)).text();
    expect(html).toContain(AYSE_TRY);
    expect(html).toContain('BSMV uygulanmaz');
    // Finishing before the page confirmed is refused.
    expect((await finish(ayse, offer.offerId)).body).toMatchObject(refusal('gold.paymentNotConfirmed'));
    const confirmed = await answerPage(ayse, page.body.data.paymentUrl, { action: 'confirm', accountNumber: AYSE_TRY });
    expect(await confirmed.text()).toContain('data-outcome="Authorized"');

    const done = await finish(ayse, offer.offerId);
    expect(done.body).toMatchObject({ status: 'success', actionCode: 610 });
    const order = done.body.data;
    expect(order).toMatchObject({ status: 'Ordered', total: offer.total, tryAccountNumber: AYSE_TRY });
    expect(order.timeline.map((s) => s.status)).toEqual(['Ordered']);
    expect(await balanceOf(server.db, AYSE_TRY)).toBe(before.tl - minor(offer.total));
    expect(await balanceOf(server.db, INVENTORY)).toBe(before.gl - minor(offer.totalFineGrams));
    expect(await stockOf(server.db, 'BAR-5')).toBe(stock - 2n);
    expect(await stockOf(server.db, 'COIN-QUARTER')).toBe(quarter - 3n);
    expect(await server.db.select().from(goldOrderItems).where(eq(goldOrderItems.orderId, order.orderId))).toHaveLength(
      2,
    );
    expect(await balanceOf(server.db, INVENTORY)).toBe(await stockFineGrams(server.db));
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });

    const listed = (await get<GoldOrders>(ayse, '/api/DkTransfer/GetGoldOrders')).body.data.orders;
    expect(listed[0]!.orderId).toBe(order.orderId);
    expect(listed.map((o) => o.reference)).toEqual(expect.arrayContaining(['ALTDEMO000001', 'ALTDEMO000002']));
    const read = await get<GoldOrder>(ayse, `/api/DkTransfer/GetGoldOrder/${order.orderId}`);
    expect(read.body.data).toEqual(order);
  });

  it('finishing twice moves money once: the same key answers the same order, another key is refused', async () => {
    const offer = await authorizedOffer(ayse, [{ productId: await productId(ayse, 'BAR-1'), quantity: 1 }], AYSE_TRY);
    const key = crypto.randomUUID();
    const first = await finish(ayse, offer.offerId, key);
    const balance = await balanceOf(server.db, AYSE_TRY);
    const again = await finish(ayse, offer.offerId, key);
    expect(again.body).toEqual(first.body);
    expect((await finish(ayse, offer.offerId)).body).toMatchObject(refusal('gold.offerCompleted'));
    expect(await balanceOf(server.db, AYSE_TRY)).toBe(balance);
    const orders = await server.db.select().from(goldOrders).where(eq(goldOrders.offerId, offer.offerId));
    expect(orders).toHaveLength(1);
  });
});

describe('refusals move nothing', () => {
  it('more than the stock is refused when priced', async () => {
    const stock = await stockOf(server.db, 'BAR-100');
    const reply = await priceBasket(ayse, [
      { productId: await productId(ayse, 'BAR-100'), quantity: Number(stock) + 1 },
    ]);
    expect(reply.body).toMatchObject(refusal('gold.outOfStock'));
  });

  it('a price hold that ran out is refused at the page and at the finish, and re-priced afterwards', async () => {
    const id = await productId(ayse, 'BAR-1');
    const offer = await authorizedOffer(ayse, [{ productId: id, quantity: 1 }], AYSE_TRY);
    const balance = await balanceOf(server.db, AYSE_TRY);
    clock.advance(DEFAULT_CONFIG.physicalGold.priceHoldSeconds + 1);
    expect((await finish(ayse, offer.offerId)).body).toMatchObject(refusal('gold.priceHoldExpired'));
    expect((await startPage(ayse, offer.offerId)).body).toMatchObject(refusal('gold.priceHoldExpired'));
    expect(await balanceOf(server.db, AYSE_TRY)).toBe(balance);
    const fresh = await priceBasket(ayse, [{ productId: id, quantity: 1 }]);
    expect(fresh.body.status).toBe('success');
    expect(new Date(fresh.body.data.expiresAt).getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('a cancelled payment leaves nothing reserved and cannot be finished', async () => {
    const stock = await stockOf(server.db, 'COIN-FULL');
    const offer = (await priceBasket(ayse, [{ productId: await productId(ayse, 'COIN-FULL'), quantity: 2 }])).body.data;
    const page = (await startPage(ayse, offer.offerId)).body.data;
    expect(await (await answerPage(ayse, page.paymentUrl, { action: 'cancel' })).text()).toContain(
      'data-outcome="Cancelled"',
    );
    expect((await finish(ayse, offer.offerId)).body).toMatchObject(refusal('gold.paymentCancelled'));
    expect(await stockOf(server.db, 'COIN-FULL')).toBe(stock);
  });

  it("another customer's basket, address and order, and a payment page without its cookie, answer as unknown", async () => {
    const offer = await authorizedOffer(ayse, [{ productId: await productId(ayse, 'BAR-1'), quantity: 1 }], AYSE_TRY);
    expect((await finish(ali, offer.offerId)).body).toMatchObject(refusal('gold.offerNotFound'));
    expect((await startPage(ali, offer.offerId)).body).toMatchObject(refusal('gold.offerNotFound'));
    const priced = (await priceBasket(ayse, [{ productId: await productId(ayse, 'BAR-1'), quantity: 1 }])).body.data;
    const page = (await startPage(ayse, priced.offerId)).body.data;
    // The page's address opens nothing without the cookie the customer's browser got with it.
    expect(await (await openPage(ayse, page.paymentUrl, 'x'.repeat(43))).text()).not.toContain(AYSE_TRY);
    expect(await (await fetch(server.url + page.paymentUrl)).text()).toContain('Sipariş özeti bulunamadı');
    expect(await (await openPage(ayse, page.paymentUrl)).text()).toContain(AYSE_TRY);
    const [order] = await server.db.select().from(goldOrders).limit(1);
    expect((await get(ali, `/api/DkTransfer/GetGoldOrder/${order!.id}`)).status).toBe(404);
    const ayseAddress = (
      await get<{ addresses: { addressId: string }[] }>(ayse, '/api/DkTransfer/GetGoldDeliveryOptions')
    ).body.data.addresses[0]!;
    const reply = await priceBasket(ali, [{ productId: await productId(ali, 'BAR-1'), quantity: 1 }], {
      kind: 'Address',
      addressId: ayseAddress.addressId,
    });
    expect(reply.body).toMatchObject(refusal('gold.addressNotFound'));
  });
});

describe('the last pieces', () => {
  it('concurrent orders for the last pieces: only as many succeed as there is stock', async () => {
    const id = await productId(ayse, 'BAR-50');
    const left = await stockOf(server.db, 'BAR-50');
    await server.db.update(goldProducts).set({ stock: 2n }).where(eq(goldProducts.id, id));
    const offers = [];
    for (let i = 0; i < 4; i += 1) offers.push(await authorizedOffer(ayse, [{ productId: id, quantity: 1 }], AYSE_TRY));
    const balance = await balanceOf(server.db, AYSE_TRY);
    const replies = await Promise.all(offers.map((o) => finish(ayse, o.offerId)));
    const ok = replies.filter((r) => r.body.status === 'success');
    expect(ok).toHaveLength(2);
    for (const r of replies.filter((x) => x.body.status !== 'success'))
      expect(r.body).toMatchObject(refusal('gold.outOfStock'));
    expect(await stockOf(server.db, 'BAR-50')).toBe(0n);
    expect(await balanceOf(server.db, AYSE_TRY)).toBe(balance - 2n * minor(offers[0]!.total));
    await server.db
      .update(goldProducts)
      .set({ stock: left - 2n })
      .where(eq(goldProducts.id, id));
  });
});

describe('timeline', () => {
  it('moves Ordered → Prepared → Shipped → Delivered as the sandbox clock moves', async () => {
    const offer = await authorizedOffer(ayse, [{ productId: await productId(ayse, 'BAR-1'), quantity: 1 }], AYSE_TRY);
    const order = (await finish(ayse, offer.offerId)).body.data;
    const read = async () => (await get<GoldOrder>(ayse, `/api/DkTransfer/GetGoldOrder/${order.orderId}`)).body.data;
    const move = (advanceHours: number) => post(ayse, '/api/Sandbox/Clock', { advanceHours });
    await move(DEFAULT_CONFIG.physicalGold.stepHours.prepared);
    expect((await read()).status).toBe('Prepared');
    await move(48);
    const delivered = await read();
    expect(delivered.status).toBe('Delivered');
    expect(delivered.timeline.map((s) => s.status)).toEqual(['Ordered', 'Prepared', 'Shipped', 'Delivered']);
    await post(ayse, '/api/Sandbox/Clock', { reset: true });
  });
});

describe('framing', () => {
  it('the payment page may be framed by the app only; every other answer by nobody, and the app frames that path only', async () => {
    const offer = (await priceBasket(ayse, [{ productId: await productId(ayse, 'BAR-1'), quantity: 1 }])).body.data;
    const page = (await startPage(ayse, offer.offerId)).body.data;
    const framed = await openPage(ayse, page.paymentUrl);
    expect(framed.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(framed.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    const app = await fetch(`${server.url}/dashboard`);
    expect(app.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(app.headers.get('Content-Security-Policy')).toContain(`frame-src ${server.url}/sandbox/gold-payment/`);
    expect(app.headers.get('X-Frame-Options')).toBe('DENY');
  });
});
