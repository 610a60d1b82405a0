import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth';
import { ts } from './columns';

/** The menu codes a customer pinned on the home page (contract/shortcuts.ts), in their order. */
export const clientShortcuts = pgTable('client_shortcuts', {
  customerId: uuid()
    .primaryKey()
    .references(() => customers.id),
  menuCodes: text().array().notNull(),
  updatedAt: ts('updated_at').notNull(),
});
