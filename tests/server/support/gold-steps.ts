/**
 * The physical gold tests' steps: the catalogue, a priced basket, its payment page (opened with the
 * customer's session cookie, answered as the page's form does) and the finishing decision.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { goldProducts } from '../../../server/db/schema/physical-gold';
import type {
  GoldBasketItem,
  GoldCatalogue,
  GoldDelivery,
  GoldOffer,
  GoldOrder,
  GoldPaymentPage,
} from '../../../src/contract/physical-gold';
import { GOLD_PAYMENT_COOKIE } from '../../../src/contract/physical-gold';
import { get, post, type Party } from './transfer-steps';

export const BRANCH: GoldDelivery = { kind: 'Branch', branchCode: '014' };

export const catalogue = async (party: Party) =>
  (await get<GoldCatalogue>(party, '/api/DkTransfer/GetGoldProducts')).body.data;

export const productId = async (party: Party, code: string) =>
  (await catalogue(party)).products.find((p) => p.code === code)!.productId;

export const priceBasket = (party: Party, items: GoldBasketItem[], delivery: GoldDelivery = BRANCH) =>
  post<GoldOffer>(party, '/api/DkTransfer/GoldSalePrice', { items, delivery });

/** The page cookie each opened page's answer set (what the customer's browser holds), by page address. */
const pageCookies = new Map<string, string>();

export const startPage = async (party: Party, offerId: string) => {
  const reply = await post<GoldPaymentPage>(party, '/api/DkTransfer/GoldSaleStartIframe', { offerId });
  const cookie = new RegExp(`${GOLD_PAYMENT_COOKIE}=([^;]+)`).exec(reply.headers.get('set-cookie') ?? '')?.[1];
  if (reply.body.status === 'success' && cookie) pageCookies.set(reply.body.data.paymentUrl, cookie);
  return reply;
};

const cookieHeader = (url: string, cookie = pageCookies.get(url)) => ({
  Cookie: `${GOLD_PAYMENT_COOKIE}=${cookie ?? ''}`,
});

/** Opens the payment page with the browser's page cookie (or another one). */
export const openPage = (party: Party, url: string, cookie?: string) =>
  fetch(party.base + url, { headers: cookieHeader(url, cookie) });

/** Answers the payment page as its form does: confirm with an account, or cancel. */
export const answerPage = (party: Party, url: string, form: Record<string, string>) =>
  fetch(party.base + url, {
    method: 'POST',
    headers: { ...cookieHeader(url), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

export const finish = (party: Party, offerId: string, key = crypto.randomUUID()) =>
  post<GoldOrder>(party, '/api/DkTransfer/FinishGoldSaleTransaction', { offerId }, key);

/** Prices a basket, opens its page and confirms with `account`: the offer, ready to finish. */
export const authorizedOffer = async (
  party: Party,
  items: GoldBasketItem[],
  account: string,
  delivery: GoldDelivery = BRANCH,
): Promise<GoldOffer> => {
  const priced = await priceBasket(party, items, delivery);
  if (priced.body.status !== 'success') throw new Error(JSON.stringify(priced.body));
  const offer = priced.body.data;
  const page = await startPage(party, offer.offerId);
  const answer = await answerPage(party, page.body.data.paymentUrl, { action: 'confirm', accountNumber: account });
  const html = await answer.text();
  if (!html.includes('data-outcome="Authorized"')) throw new Error(html);
  return offer;
};

export const stockOf = async (db: Db, code: string): Promise<bigint> =>
  (await db.select({ stock: goldProducts.stock }).from(goldProducts).where(eq(goldProducts.code, code)))[0]!.stock;

/** Stock on hand in fine grams, over the catalogue. */
export const stockFineGrams = async (db: Db): Promise<bigint> => {
  const result = await db.execute(
    sql`select coalesce(sum(stock * (grams * purity / 10000)), 0)::text as g from gold_products`,
  );
  return BigInt((result as unknown as { rows: { g: string }[] }).rows[0]!.g);
};

export const minor = (text: string) => BigInt(text.replace('.', ''));
