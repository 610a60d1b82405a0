/**
 * What a customer has used of a periodic limit (the daily transfer limit, per Istanbul day): a
 * counter raised inside the decision's commit only while it stays within the limit, so two
 * decisions at once cannot both pass a limit that holds one of them (TigerBeetle's rate-limit idea).
 */
import { date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth';
import { money } from './columns';

export const limitUsage = pgTable(
  'limit_usage',
  {
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    /** daily-transfer, and the limits of the products to come. */
    limitCode: text().notNull(),
    /** The period's first day (YYYY-MM-DD, Istanbul). */
    periodStart: date({ mode: 'string' }).notNull(),
    /** TRY minor units. */
    used: money('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.limitCode, t.periodStart] })],
);
