/**
 * The sandbox market feed: per instrument a seeded random walk, one price per bucket
 * (`config.market.bucketSeconds`), deterministic from the seed, the Istanbul day and the bucket, so
 * every customer sees the same price at a moment and the bank's clock (the sandbox clock included)
 * moves it. A day opens within ±3 % of the indicative rate (`config.indicativeRates`); each bucket
 * moves by at most `stepBasisPoints`. The bank's prices are the mid minus and plus half the
 * instrument's spread. A bucket is stored (`market_prices`) the first time it is read, and the stored
 * row is the price from then on: a quote is priced from it and the day's chart drawn from it.
 * Prices are TRY per unit (per gram for metals) in ten-thousandths of a lira, bigint throughout.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { MarketInstrument } from '../../../src/contract/market';
import { formatAmount, parseAmount } from '../../../src/contract/money';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { marketPrices } from '../../db/schema/market';
import { istanbulDate, istanbulDayStart } from '../transfers/calendar';

/** Digits of a price (TRY per unit). */
export const PRICE_DIGITS = 4;
const DAY_OPEN_RANGE_BP = 300n;
const CHART_STEP_MS = 15 * 60_000;

export interface Price {
  instrument: MarketInstrument;
  bucketStart: Date;
  mid: bigint;
  bankBuy: bigint;
  bankSell: bigint;
}

/** A price as the API writes it: "41.2500". */
export const priceText = (price: bigint): string => formatAmount(price, 'XAU');

/** A whole number in [-range, range] from a text, the same on every machine. */
const draw = (text: string, range: bigint): bigint => {
  const n = BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 12)}`);
  return (n % (2n * range + 1n)) - range;
};

const walks = new Map<string, bigint[]>();

/** The mids of an Istanbul day's buckets up to `index` (kept, each day's walk is computed once). */
const walk = (config: ServerConfig, instrument: MarketInstrument, date: string, index: number): bigint => {
  const { seed, stepBasisPoints } = config.market;
  const base = parseAmount(config.indicativeRates[instrument], 'XAU')!;
  const key = `${seed}|${instrument}|${date}|${base}|${stepBasisPoints}`;
  let mids = walks.get(key);
  if (!mids) {
    if (walks.size > 200) walks.clear();
    mids = [(base * (10_000n + draw(`${seed}|${instrument}|${date}`, DAY_OPEN_RANGE_BP))) / 10_000n];
    walks.set(key, mids);
  }
  const step = BigInt(stepBasisPoints);
  while (mids.length <= index) {
    const previous = mids[mids.length - 1]!;
    mids.push((previous * (10_000n + draw(`${seed}|${instrument}|${date}|${mids.length}`, step))) / 10_000n);
  }
  return mids[index]!;
};

/** The start of the bucket an instant falls in. */
export const bucketOf = (config: ServerConfig, at: Date): Date => {
  const ms = config.market.bucketSeconds * 1000;
  const dayStart = istanbulDayStart(at).getTime();
  return new Date(dayStart + Math.floor((at.getTime() - dayStart) / ms) * ms);
};

/** The walk's price of a bucket, with the bank's spread (not stored). */
export const computePrice = (config: ServerConfig, instrument: MarketInstrument, bucketStart: Date): Price => {
  const dayStart = istanbulDayStart(bucketStart);
  const index = Math.floor((bucketStart.getTime() - dayStart.getTime()) / (config.market.bucketSeconds * 1000));
  const mid = walk(config, instrument, istanbulDate(bucketStart), index);
  const spread = parseAmount(config.market.spreadPercent[instrument], 'TRY')!; // basis points
  return {
    instrument,
    bucketStart,
    mid,
    bankBuy: (mid * (20_000n - spread)) / 20_000n,
    bankSell: (mid * (20_000n + spread) + 19_999n) / 20_000n,
  };
};

/** Stores the buckets not stored yet and answers the stored rows (first writer wins). */
const stored = async (db: DbOrTx, config: ServerConfig, wanted: { instrument: MarketInstrument; at: Date }[]) => {
  if (wanted.length === 0) return [];
  await db
    .insert(marketPrices)
    .values(wanted.map((w) => computePrice(config, w.instrument, w.at)))
    .onConflictDoNothing();
  const times = [...new Set(wanted.map((w) => w.at.getTime()))].map((t) => new Date(t));
  const instruments = [...new Set(wanted.map((w) => w.instrument))];
  const rows = await db
    .select()
    .from(marketPrices)
    .where(and(inArray(marketPrices.instrument, instruments), inArray(marketPrices.bucketStart, times)));
  return rows as Price[];
};

/** The price of an instrument now (its bucket stored). */
export const currentPrice = async (
  db: DbOrTx,
  config: ServerConfig,
  instrument: MarketInstrument,
  now: Date,
): Promise<Price> => {
  const [row] = await stored(db, config, [{ instrument, at: bucketOf(config, now) }]);
  return row!;
};

/** Every instrument's price now and its day (the opening, one point every 15 minutes, now), stored. */
export const dayPrices = async (
  db: DbOrTx,
  config: ServerConfig,
  instruments: readonly MarketInstrument[],
  now: Date,
): Promise<Map<MarketInstrument, Price[]>> => {
  const dayStart = istanbulDayStart(now).getTime();
  const current = bucketOf(config, now).getTime();
  const times: number[] = [];
  for (let t = dayStart; t < current; t += CHART_STEP_MS) times.push(bucketOf(config, new Date(t)).getTime());
  times.push(current);
  const unique = [...new Set(times)].map((t) => new Date(t));
  const wanted = instruments.flatMap((instrument) => unique.map((at) => ({ instrument, at })));
  const rows = await stored(db, config, wanted);
  const out = new Map<MarketInstrument, Price[]>();
  for (const instrument of instruments)
    out.set(
      instrument,
      rows.filter((r) => r.instrument === instrument).sort((a, b) => a.bucketStart.getTime() - b.bucketStart.getTime()),
    );
  return out;
};

/** Stored prices of an instrument between two instants (tests, the chart). */
export const storedBetween = async (db: DbOrTx, instrument: MarketInstrument, from: Date, to: Date) =>
  db
    .select()
    .from(marketPrices)
    .where(
      and(
        eq(marketPrices.instrument, instrument),
        gte(marketPrices.bucketStart, from),
        lte(marketPrices.bucketStart, to),
      ),
    );
