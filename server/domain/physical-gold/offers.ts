/**
 * A priced basket (`/DkTransfer/GoldSalePrice`): each product at the bank's XAU selling price now
 * plus its premium, the delivery named, held `priceHoldSeconds`; and its payment page
 * (`/DkTransfer/GoldSaleStartIframe`): a one-time address of the sandbox's payment page and a cookie
 * secret on the page's path (both needed to open it), bound to the offer and its customer. Pricing reserves nothing: stock is taken only by the finishing commit.
 */
import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount } from '../../../src/contract/money';
import {
  GOLD_PAYMENT_PAGE_PATH,
  type GoldOffer,
  type GoldPaymentPage,
  type GoldPriceRequest,
} from '../../../src/contract/physical-gold';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { goldOffers, type GoldDeliveryRow, type GoldLineRow } from '../../db/schema/physical-gold';
import { randomToken, sha256 } from '../auth/tokens';
import { BusinessError } from '../common/refusal';
import { currentPrice } from '../market/prices';
import { addressOf, addressText } from './addresses';
import { fineGramsOf, productName, productsByIds, unitPriceOf, type GoldProductRow } from './catalogue';
import { branchOf } from './places';

export type GoldOfferRow = typeof goldOffers.$inferSelect;

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

/** The lines as the customer reads them (names in the caller's language). */
export const linesOf = (lines: GoldLineRow[], products: GoldProductRow[], language: Language) =>
  lines.map((line) => {
    const product = products.find((p) => p.id === line.productId);
    const unit = BigInt(line.unitPrice);
    return {
      productId: line.productId,
      name: product ? productName(product.code, language) : line.productId,
      quantity: line.quantity,
      fineGrams: formatAmount(BigInt(line.fineGrams), 'XAU'),
      unitPrice: formatAmount(unit, 'TRY'),
      lineTotal: formatAmount(unit * BigInt(line.quantity), 'TRY'),
    };
  });

export const totalFineGramsOf = (lines: GoldLineRow[]): bigint =>
  lines.reduce((sum, l) => sum + BigInt(l.fineGrams) * BigInt(l.quantity), 0n);

export const toGoldOffer = (
  config: ServerConfig,
  row: GoldOfferRow,
  products: GoldProductRow[],
  language: Language,
): GoldOffer => ({
  offerId: row.id,
  lines: linesOf(row.lines, products, language),
  delivery: { kind: row.delivery.kind, text: row.delivery.text },
  deliveryFee: '0.00',
  totalFineGrams: formatAmount(totalFineGramsOf(row.lines), 'XAU'),
  total: formatAmount(row.total, 'TRY'),
  expiresAt: row.expiresAt.toISOString(),
  priceHoldSeconds: config.physicalGold.priceHoldSeconds,
});

const deliveryRow = async (
  db: DbOrTx,
  customerId: string,
  delivery: GoldPriceRequest['delivery'],
): Promise<GoldDeliveryRow> => {
  if (delivery.kind === 'Branch') {
    const branch = branchOf(delivery.branchCode) ?? fail(MessageCode.GoldBranchNotFound);
    return { kind: 'Branch', branchCode: branch.branchCode, text: `${branch.name}, ${branch.city}` };
  }
  const address = (await addressOf(db, customerId, delivery.addressId)) ?? fail(MessageCode.GoldAddressNotFound);
  return { kind: 'Address', addressId: address.id, text: addressText(address) };
};

export const priceOffer = async (
  db: DbOrTx,
  config: ServerConfig,
  now: Date,
  customerId: string,
  language: Language,
  request: GoldPriceRequest,
): Promise<GoldOffer> => {
  const quantities = new Map<string, number>();
  for (const item of request.items)
    quantities.set(item.productId.toLowerCase(), (quantities.get(item.productId.toLowerCase()) ?? 0) + item.quantity);
  const products = await productsByIds(db, [...quantities.keys()]);
  if (products.length !== quantities.size) fail(MessageCode.GoldProductNotFound);
  for (const product of products)
    if (product.stock < BigInt(quantities.get(product.id)!)) fail(MessageCode.GoldOutOfStock);
  const delivery = await deliveryRow(db, customerId, request.delivery);
  const { bankSell } = await currentPrice(db, config, 'XAU', now);
  const lines: GoldLineRow[] = products.map((product) => ({
    productId: product.id,
    quantity: quantities.get(product.id)!,
    fineGrams: fineGramsOf(product).toString(),
    unitPrice: unitPriceOf(config, product, bankSell).toString(),
  }));
  const total = lines.reduce((sum, l) => sum + BigInt(l.unitPrice) * BigInt(l.quantity), 0n);
  const [row] = await db
    .insert(goldOffers)
    .values({
      customerId,
      status: 'Priced',
      lines,
      delivery,
      total,
      expiresAt: new Date(now.getTime() + config.physicalGold.priceHoldSeconds * 1000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toGoldOffer(config, row!, products, language);
};

/** One of the customer's offers; undefined for another's or an unknown id alike. */
export const offerOf = async (db: DbOrTx, customerId: string, id: string): Promise<GoldOfferRow | undefined> =>
  (
    await db
      .select()
      .from(goldOffers)
      .where(and(eq(goldOffers.id, id), eq(goldOffers.customerId, customerId)))
  )[0];

/** Why an offer may not be paid now (or null): cancelled, completed, its price hold over. */
export const offerRefusal = (offer: GoldOfferRow, now: Date): string | null => {
  if (offer.status === 'Completed') return MessageCode.GoldOfferCompleted;
  if (offer.status === 'Cancelled') return MessageCode.GoldPaymentCancelled;
  if (offer.expiresAt <= now) return MessageCode.GoldPriceHoldExpired;
  return null;
};

/**
 * Opens (or opens again) the payment page of an offer: a fresh one-time address, the offer back to
 * Priced (an account chosen before is forgotten). Answers the page's address on this server.
 */
export const startPayment = async (
  db: DbOrTx,
  now: Date,
  customerId: string,
  language: Language,
  offerId: string,
): Promise<{ page: GoldPaymentPage; secret: string }> => {
  const offer = (await offerOf(db, customerId, offerId)) ?? fail(MessageCode.GoldOfferNotFound);
  const refusal = offerRefusal(offer, now);
  if (refusal) fail(refusal);
  const token = randomToken();
  const secret = randomToken();
  const [moved] = await db
    .update(goldOffers)
    .set({ status: 'Priced', paymentTokenHash: paymentPageHash(token, secret), tryAccountId: null, updatedAt: now })
    .where(and(eq(goldOffers.id, offer.id), eq(goldOffers.status, offer.status)))
    .returning({ id: goldOffers.id });
  if (!moved) fail(MessageCode.GoldOfferCompleted);
  return {
    page: {
      offerId: offer.id,
      paymentUrl: `${GOLD_PAYMENT_PAGE_PATH}${token}?lang=${language}`,
      expiresAt: offer.expiresAt.toISOString(),
    },
    secret,
  };
};

/** What the offer keeps of its page: the hash of the address's token and the cookie's secret together. */
export const paymentPageHash = (token: string, secret: string): string => sha256(`${token}.${secret}`);
