import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

import { customers } from './auth';
import { ts, id } from './columns';

/** Saved recipients and saved between-accounts pairs ("kayıtlı işlemler"). */
export const registeredTransactions = pgTable(
  'registered_transactions',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    name: text().notNull(),
    /** Iban, AccountNumber, EasyAddress, AccountsBetween, Card, Wallet. */
    kind: text().notNull(),
    /** The target and the optional defaults (amount, description) as the contract's schema describes them. */
    payload: jsonb().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [unique().on(t.customerId, t.name), index().on(t.customerId)],
);
