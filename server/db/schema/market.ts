/**
 * The currency and precious metals market (migration 0011): the sandbox feed's prices, one row per
 * instrument and minute bucket (written the first time the bucket is read, the same for every
 * customer), and the trades customers made at a quote (fx_quotes). Prices are TRY per unit (per gram
 * for metals) in ten-thousandths of a lira.
 */
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { MARKET_INSTRUMENTS, MARKET_SIDES } from '../../../src/contract/market';
import { accounts } from './accounts';
import { customers } from './auth';
import { id, money, ts } from './columns';
import { fxQuotes } from './fx';
import { journal } from './ledger';

/** A bucket's price: the mid of the random walk and the bank's buy (it pays) and sell (it asks) prices. */
export const marketPrices = pgTable(
  'market_prices',
  {
    instrument: text({ enum: MARKET_INSTRUMENTS }).notNull(),
    bucketStart: ts('bucket_start').notNull(),
    mid: money('mid').notNull(),
    bankBuy: money('bank_buy').notNull(),
    bankSell: money('bank_sell').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrument, t.bucketStart] })],
);

/** A trade between the customer's TRY account and their currency or metal account, at one quote. */
export const fxTrades = pgTable(
  'fx_trades',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    quoteId: uuid()
      .notNull()
      .unique()
      .references(() => fxQuotes.id),
    side: text({ enum: MARKET_SIDES }).notNull(),
    instrument: text({ enum: MARKET_INSTRUMENTS }).notNull(),
    tryAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    instrumentAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    /** Minor units of the instrument (cents, or ten-thousandths of a gram). */
    instrumentAmount: money('instrument_amount').notNull(),
    /** Kuruş paid or received for the instrument, the tax apart. */
    tryAmount: money('try_amount').notNull(),
    /** Kuruş of BSMV (kambiyo vergisi) on a purchase; zero on a sale. */
    taxAmount: money('tax_amount').notNull(),
    /** TRY per unit applied, as shown. */
    rate: text().notNull(),
    journalId: uuid()
      .notNull()
      .references(() => journal.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index().on(t.customerId, t.createdAt)],
);
