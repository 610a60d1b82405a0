import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { EASY_ADDRESS_TYPES } from '../../../src/contract/easy-addresses';
import { accounts } from './accounts';
import { customers } from './auth';
import { ts, id } from './columns';

/** KOLAS easy addresses of this bank's customers: one alias → one account; at most 5 per account. */
export const easyAddresses = pgTable(
  'easy_addresses',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    type: text({ enum: EASY_ADDRESS_TYPES }).notNull(),
    /** Normalised: digits only for numbers, E.164 for phones, lower case for e-mail, upper case for passports. */
    value: text().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [unique().on(t.type, t.value), index().on(t.customerId), index().on(t.accountId)],
);
