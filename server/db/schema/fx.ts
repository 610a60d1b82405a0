import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../../src/contract/money';
import { customers } from './auth';
import { ts, id, money } from './columns';

/** Exchange quotes (indicative mid rate plus the bank's spread): a cross-currency virement executes at one, once, before it expires. */
export const fxQuotes = pgTable(
  'fx_quotes',
  {
    id: id(),
    customerId: uuid().references(() => customers.id),
    sourceCurrency: text({ enum: CURRENCIES }).notNull(),
    targetCurrency: text({ enum: CURRENCIES }).notNull(),
    sourceAmount: money('source_amount').notNull(),
    targetAmount: money('target_amount').notNull(),
    /** Decimal strings as shown to the customer: source units per target unit, applied and mid; spread in percent. */
    rate: text().notNull(),
    midRate: text().notNull(),
    spreadPercent: text().notNull(),
    /** A market trade's BSMV (kambiyo vergisi) in kuruş, fixed with its price; null for other conversions. */
    taxAmount: money('tax_amount'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index().on(t.createdAt)],
);
