/** Send money's own table: one row per customer transfer, referencing the journal that moved the money. */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../../src/contract/money';
import { TRANSFER_KINDS, TRANSFER_STATUSES } from '../../../src/contract/transfers';
import { customers } from './auth';
import { id, money, ts } from './columns';
import { journal } from './ledger';

export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    /** The journal that moved the money when the customer confirmed (the hold of a secure payment). */
    journalId: uuid()
      .notNull()
      .unique()
      .references(() => journal.id),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: TRANSFER_KINDS }).notNull(),
    /** EFT, FAST, Remittance, Virement (spec section 3). */
    transferType: text().notNull(),
    status: text({ enum: TRANSFER_STATUSES }).notNull(),
    /** The customer-facing reference printed on the receipt. */
    reference: text().notNull().unique(),
    amount: money('amount').notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    /** What the transfer counts against the daily limit, in TRY minor units. */
    limitAmountTry: money('limit_amount_try').notNull(),
    createdAt: ts('created_at').notNull(),
    scheduledFor: ts('scheduled_for'),
    settledAt: ts('settled_at'),
    /** When the clearing house may settle it (Pending FAST/EFT, Scheduled EFT); null otherwise. */
    settleAfter: ts('settle_after'),
    /** The receipt: source, receiver (masked), fee, exchange; shown again on the success page and in the PDF. */
    details: jsonb().notNull(),
  },
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.status)],
);
