/**
 * Financing (migration 0015): the customer's murabaha financings, their installment plans and the
 * payments made on them. The plan is fixed when the financing is made (its amounts stored per
 * installment); an installment moves Due → Paid (or Settled by an early payoff) once, by the money
 * engine's areaTransition (the tables are registered in commit_tables). Money in kuruş.
 */
import { date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  FINANCING_KINDS,
  FINANCING_PAYMENT_KINDS,
  FINANCING_STATUSES,
  INSTALLMENT_STATUSES,
} from '../../../src/contract/financing';
import { accounts } from './accounts';
import { customers } from './auth';
import { id, money, ts } from './columns';
import { journal } from './ledger';

export const financings = pgTable(
  'financings',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: FINANCING_KINDS }).notNull(),
    status: text({ enum: FINANCING_STATUSES }).notNull(),
    /** The contract's number ("FIN-2026-000146-1"). */
    reference: text().notNull().unique(),
    /** What was financed, as the contract names it. */
    asset: text().notNull(),
    /** The asset's cost: the principal. */
    principal: money('principal').notNull(),
    totalProfitShare: money('total_profit_share').notNull(),
    /** Rates as decimal fractions, fixed by the contract ("0.0189" a month; "0.15" KKDF). */
    monthlyRate: text().notNull(),
    kkdfRate: text().notNull(),
    bsmvRate: text().notNull(),
    termMonths: integer().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    /** The disbursement's journal (the bank paid the seller). */
    journalId: uuid().references(() => journal.id),
    createdAt: ts('created_at').notNull(),
    closedAt: ts('closed_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('financings_customer_idx').on(t.customerId)],
);

export const financingInstallments = pgTable(
  'financing_installments',
  {
    id: id(),
    financingId: uuid()
      .notNull()
      .references(() => financings.id),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    no: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** principal + profitShare + kkdf + bsmv. */
    amount: money('amount').notNull(),
    principal: money('principal').notNull(),
    profitShare: money('profit_share').notNull(),
    kkdf: money('kkdf').notNull(),
    bsmv: money('bsmv').notNull(),
    remainingPrincipal: money('remaining_principal').notNull(),
    status: text({ enum: INSTALLMENT_STATUSES }).notNull(),
    /** The late charge paid with it (zero when paid on time or settled). */
    lateChargePaid: money('late_charge_paid').notNull(),
    paidAt: ts('paid_at'),
    paymentId: uuid(),
  },
  (t) => [
    unique('financing_installments_no').on(t.financingId, t.no),
    index('financing_installments_customer_idx').on(t.customerId, t.status),
  ],
);

export const financingPayments = pgTable(
  'financing_payments',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: FINANCING_PAYMENT_KINDS }).notNull(),
    sourceAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    amount: money('amount').notNull(),
    reference: text().notNull(),
    journalId: uuid()
      .notNull()
      .references(() => journal.id),
    /** The receipt as answered. */
    details: jsonb().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('financing_payments_customer_idx').on(t.customerId)],
);
