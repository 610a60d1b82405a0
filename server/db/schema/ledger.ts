/**
 * The money engine's tables (server/domain/ledger): a journal row per money movement of any
 * product, and its entries, each signed (positive credits the account) with the balance it left.
 * Entries are never updated or deleted: a correction is a new journal (kind Reversal).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { JOURNAL_KINDS, POSTING_CODES } from '../../../src/contract/ledger';
import { CURRENCIES } from '../../../src/contract/money';
import { accounts } from './accounts';
import { customers } from './auth';
import { id, money, ts } from './columns';

export const journal = pgTable(
  'journal',
  {
    id: id(),
    kind: text({ enum: JOURNAL_KINDS }).notNull(),
    description: text().notNull(),
    /** Whose decision moved the money (null for the bank's own: settlement, seeded history). */
    customerId: uuid().references(() => customers.id),
    /** The journal this one resolves: the settlement of a clearing posting, the release of a hold, a reversal. */
    relatedJournalId: uuid().references((): AnyPgColumn => journal.id),
    createdAt: ts('created_at').notNull(),
    valueDate: ts('value_date').notNull(),
  },
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.relatedJournalId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    journalId: uuid()
      .notNull()
      .references(() => journal.id),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    currency: text({ enum: CURRENCIES }).notNull(),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    /** Why it moved (contract/ledger.ts POSTING_CODES). */
    code: text({ enum: POSTING_CODES }).notNull(),
    description: text().notNull(),
    counterpartyName: text(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index().on(t.accountId, t.id),
    index().on(t.journalId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * The product tables an area registered with the engine (its migration inserts a row): commit_apply
 * inserts their rows, moves their `transition_columns` by an areaTransition guard and takes from their
 * `counter_columns` by a take guard, without a change of its own. Column names are the database's.
 */
export const commitTables = pgTable('commit_tables', {
  tableName: text().primaryKey(),
  transitionColumns: text().array(),
  counterColumns: text().array(),
});
