import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_KINDS } from '../../../src/contract/accounts';
import { CURRENCIES } from '../../../src/contract/money';
import { customers } from './auth';
import { ts, id, money } from './columns';

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    customerId: uuid().references(() => customers.id),
    accountNumber: text().notNull().unique(),
    iban: text().unique(),
    name: text().notNull(),
    kind: text({ enum: ACCOUNT_KINDS }).notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    termMonths: integer(),
    /** Customer's share of the profit in percent (70 means 70/30). */
    profitShareRatio: integer(),
    poolName: text(),
    /** The customer's own name for the account (alias update); the product name otherwise. */
    alias: text(),
    branchName: text().notNull(),
    openedAt: ts('opened_at').notNull(),
    closedAt: ts('closed_at'),
    /** Bank GL accounts (clearing, settlement, FX position, pools); may go negative. */
    isInternal: boolean().notNull().default(false),
  },
  (t) => [index().on(t.customerId), check('accounts_no_overdraft', sql`${t.isInternal} OR ${t.balance} >= 0`)],
);
