/**
 * `GET /Market/GetOverview`: every instrument with the bank's prices now, the day's change since the
 * opening (00:00 Istanbul), the day's chart, the trading hours and the customer's holding.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { MARKET_INSTRUMENTS, type MarketInstrument, type MarketOverview } from '../../../src/contract/market';
import { formatAmount } from '../../../src/contract/money';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { hoursOf, isTrading } from './hours';
import { dayPrices, priceText } from './prices';

/** Signed percent with 2 decimals, half away from zero. */
const changeText = (from: bigint, to: bigint): string => {
  if (from === 0n) return '0.00';
  const diff = to - from;
  const abs = diff < 0n ? -diff : diff;
  const hundredths = (abs * 10_000n * 2n + from) / (2n * from);
  const text = formatAmount(hundredths, 'TRY');
  return diff < 0n && hundredths > 0n ? `-${text}` : text;
};

export const marketOverview = async (
  db: DbOrTx,
  config: ServerConfig,
  now: Date,
  customerId: string,
): Promise<MarketOverview> => {
  const prices = await dayPrices(db, config, MARKET_INSTRUMENTS, now);
  const owned = await db
    .select({ number: accounts.accountNumber, currency: accounts.currency, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), isNull(accounts.closedAt), ne(accounts.kind, 'Participation')))
    .orderBy(asc(accounts.openedAt));
  const instruments = MARKET_INSTRUMENTS.map((instrument: MarketInstrument) => {
    const day = prices.get(instrument)!;
    const open = day[0]!;
    const last = day[day.length - 1]!;
    const account = owned.find((a) => a.currency === instrument);
    const hours = hoursOf(config, instrument);
    return {
      instrument,
      bankBuy: priceText(last.bankBuy),
      bankSell: priceText(last.bankSell),
      mid: priceText(last.mid),
      dayOpen: priceText(open.mid),
      changePercent: changeText(open.mid, last.mid),
      points: day.map((p) => ({ at: p.bucketStart.toISOString(), mid: priceText(p.mid) })),
      accountNumber: account?.number ?? null,
      holding: account ? formatAmount(account.balance, instrument) : null,
      isOpen: isTrading(config, instrument, now),
      opensAt: hours.opensAt,
      closesAt: hours.closesAt,
      minimumAmount: config.market.minimumAmount[instrument],
      taxed: config.market.bsmvInstruments.includes(instrument),
    };
  });
  return {
    asOf: now.toISOString(),
    instruments,
    quoteTtlSeconds: config.market.quoteTtlSeconds,
    taxRate: config.market.bsmvRate,
  };
};
