/**
 * Market quotes: a price for one customer, instrument, side and amount (in the instrument's units),
 * from the feed's stored bucket, held for `config.market.quoteTtlSeconds` and taken once by the
 * trade's commit. They are rows of `fx_quotes` (the quote guard of commit_apply takes them): a buy
 * is TRY → instrument, a sell instrument → TRY, `rate` the bank's price applied and `tax_amount` the
 * BSMV of a purchase. The bank's side of every rounding: the customer pays kuruş rounded up and
 * receives them rounded down; the tax is rounded half up.
 */
import { eq } from 'drizzle-orm';
import type { MarketInstrument, MarketQuote, MarketQuoteRequest, MarketSide } from '../../../src/contract/market';
import { MessageCode } from '../../../src/contract/message-codes';
import { MINOR_DIGITS, formatAmount, parseAmount } from '../../../src/contract/money';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { fxQuotes } from '../../db/schema/fx';
import { BusinessError } from '../common/refusal';
import { isTrading } from './hours';
import { currentPrice, priceText, type Price } from './prices';

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

/** Minor units of an instrument amount, refused when malformed, zero, too precise or below the minimum. */
export const instrumentAmount = (config: ServerConfig, instrument: MarketInstrument, text: string): bigint => {
  const amount = parseAmount(text, instrument);
  if (amount === undefined || amount <= 0n) return fail(MessageCode.MarketAmountInvalid);
  if (amount < parseAmount(config.market.minimumAmount[instrument], instrument)!)
    fail(MessageCode.MarketAmountBelowMinimum);
  return amount;
};

export interface TradeMoney {
  /** The price applied (TRY per unit, 4 decimals). */
  rate: bigint;
  tryAmount: bigint;
  taxAmount: bigint;
}

/** BSMV in kuruş of a purchase worth `tryAmount` kuruş, half up (the rate a decimal fraction, at most 6 digits). */
export const bsmvOf = (config: ServerConfig, instrument: MarketInstrument, tryAmount: bigint): bigint => {
  if (!config.market.bsmvInstruments.includes(instrument)) return 0n;
  const [whole = '0', fraction = ''] = config.market.bsmvRate.split('.');
  const millionths = BigInt(whole + fraction.padEnd(6, '0').slice(0, 6));
  return (tryAmount * millionths * 2n + 1_000_000n) / 2_000_000n;
};

/** What a trade of `amount` minor units costs or brings at a price. */
export const tradeMoney = (
  config: ServerConfig,
  instrument: MarketInstrument,
  side: MarketSide,
  amount: bigint,
  price: Pick<Price, 'bankBuy' | 'bankSell'>,
): TradeMoney => {
  // kuruş = amount / 10^digits units x rate / 10^4 TRY x 100 kuruş
  const scale = 10n ** BigInt(MINOR_DIGITS[instrument]) * 100n;
  if (side === 'Buy') {
    const tryAmount = (amount * price.bankSell + scale - 1n) / scale;
    return { rate: price.bankSell, tryAmount, taxAmount: bsmvOf(config, instrument, tryAmount) };
  }
  return { rate: price.bankBuy, tryAmount: (amount * price.bankBuy) / scale, taxAmount: 0n };
};

export type MarketQuoteRow = typeof fxQuotes.$inferSelect;

/** The side a stored quote prices: TRY leaving is a purchase. */
export const sideOf = (row: MarketQuoteRow): MarketSide => (row.sourceCurrency === 'TRY' ? 'Buy' : 'Sell');
export const instrumentOf = (row: MarketQuoteRow): MarketInstrument =>
  (row.sourceCurrency === 'TRY' ? row.targetCurrency : row.sourceCurrency) as MarketInstrument;

export const toMarketQuote = (row: MarketQuoteRow): MarketQuote => {
  const side = sideOf(row);
  const instrument = instrumentOf(row);
  const tryMinor = side === 'Buy' ? row.sourceAmount : row.targetAmount;
  const tax = row.taxAmount ?? 0n;
  return {
    quoteId: row.id,
    instrument,
    side,
    amount: formatAmount(side === 'Buy' ? row.targetAmount : row.sourceAmount, instrument),
    rate: row.rate,
    tryAmount: formatAmount(tryMinor, 'TRY'),
    taxAmount: formatAmount(tax, 'TRY'),
    totalAmount: formatAmount(side === 'Buy' ? tryMinor + tax : tryMinor, 'TRY'),
    expiresAt: row.expiresAt.toISOString(),
  };
};

/** A quote for the customer, stored: refused outside trading hours and for an amount that does not fit. */
export const createMarketQuote = async (
  db: DbOrTx,
  config: ServerConfig,
  now: Date,
  customerId: string,
  request: MarketQuoteRequest,
): Promise<MarketQuote> => {
  const { instrument, side } = request;
  if (!isTrading(config, instrument, now)) fail(MessageCode.MarketClosed);
  const amount = instrumentAmount(config, instrument, request.amount);
  const price = await currentPrice(db, config, instrument, now);
  const money = tradeMoney(config, instrument, side, amount, price);
  if (money.tryAmount <= 0n) fail(MessageCode.MarketAmountInvalid);
  const buy = side === 'Buy';
  const [row] = await db
    .insert(fxQuotes)
    .values({
      customerId,
      sourceCurrency: buy ? 'TRY' : instrument,
      targetCurrency: buy ? instrument : 'TRY',
      sourceAmount: buy ? money.tryAmount : amount,
      targetAmount: buy ? amount : money.tryAmount,
      rate: priceText(money.rate),
      midRate: priceText(price.mid),
      spreadPercent: config.market.spreadPercent[instrument],
      taxAmount: money.taxAmount,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.market.quoteTtlSeconds * 1000),
    })
    .returning();
  return toMarketQuote(row!);
};

/** A stored quote by id, whatever its state (the trade tells expired, used and another's apart). */
export const quoteById = async (db: DbOrTx, quoteId: string): Promise<MarketQuoteRow | undefined> => {
  const [row] = await db.select().from(fxQuotes).where(eq(fxQuotes.id, quoteId));
  return row;
};
