/**
 * The cards area (migration 0010): every card a customer holds (debit, credit, virtual), what the
 * card network brought to it (approved and declined), a credit card's installments and statements,
 * and card applications. A credit card's money is its account in `credit_cards` (issue 13: limit, the
 * debt account whose negative balance is the debt, the last statement); its main card and its virtual
 * cards are rows here pointing at it. The engine (commit_apply) writes these rows and moves cards
 * between states in a decision's one statement. A CVV is never stored; a PIN only as a hash.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  CARD_APPLICATION_KINDS,
  CARD_APPLICATION_STATUSES,
  CARD_CHANNELS,
  CARD_KINDS,
  CARD_STATUS_REASONS,
  CARD_STATUSES,
  CARD_TRANSACTION_KINDS,
  CARD_TRANSACTION_STATUSES,
} from '../../../src/contract/cards';
import { CURRENCIES } from '../../../src/contract/money';
import { accounts } from './accounts';
import { customers } from './auth';
import { id, money, ts } from './columns';
import { journal } from './ledger';
import { creditCards } from './payments';

/** A card: its number (BIN 515899 for credit, 454360 for debit), its state, permissions and daily limits. */
export const cards = pgTable(
  'cards',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: CARD_KINDS }).notNull(),
    cardNumber: text().notNull().unique(),
    expiryMonth: integer().notNull(),
    /** Four digits. */
    expiryYear: integer().notNull(),
    holderName: text().notNull(),
    productName: text().notNull(),
    nickname: text(),
    status: text({ enum: CARD_STATUSES }).notNull().default('Active'),
    statusReason: text({ enum: CARD_STATUS_REASONS }),
    statusChangedAt: ts('status_changed_at'),
    /** A debit card's account (it spends from it); a credit card's automatic payment account. */
    accountId: uuid().references(() => accounts.id),
    /** Credit and virtual cards: the credit card account whose limit and debt they share. */
    creditCardId: uuid().references(() => creditCards.id),
    /** A virtual card's main card, and its own limit inside the main card's (per statement period). */
    parentCardId: uuid(),
    virtualLimit: money('virtual_limit'),
    onlineEnabled: boolean().notNull().default(false),
    contactlessEnabled: boolean().notNull().default(true),
    abroadEnabled: boolean().notNull().default(false),
    atmAbroadEnabled: boolean().notNull().default(false),
    notificationsEnabled: boolean().notNull().default(true),
    /** Daily limits in kuruş (the bank's maxima are settings). */
    dailyAtmLimit: money('daily_atm_limit').notNull(),
    dailyPosLimit: money('daily_pos_limit').notNull(),
    dailyOnlineLimit: money('daily_online_limit').notNull(),
    /** scrypt of the PIN with its salt (`salt:hash`, hex); null until the customer sets one. */
    pinHash: text(),
    pinChangedAt: ts('pin_changed_at'),
    /** The card this one replaces (a renewal or a replacement after lost/stolen). */
    replacesCardId: uuid(),
    openedAt: ts('opened_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    index().on(t.customerId, t.kind),
    index().on(t.creditCardId),
    check(
      'cards_credit_link',
      sql`(${t.kind} = 'Debit' AND ${t.creditCardId} IS NULL) OR (${t.kind} <> 'Debit' AND ${t.creditCardId} IS NOT NULL)`,
    ),
  ],
);

/**
 * What the card network brought: an approved transaction with its journal, or a declined one with
 * its reason (no journal). Amounts are what the card is charged in TRY; a purchase abroad keeps
 * its original amount and currency.
 */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: id(),
    cardId: uuid()
      .notNull()
      .references(() => cards.id),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    creditCardId: uuid().references(() => creditCards.id),
    journalId: uuid().references(() => journal.id),
    kind: text({ enum: CARD_TRANSACTION_KINDS }).notNull(),
    status: text({ enum: CARD_TRANSACTION_STATUSES }).notNull(),
    /** A declined transaction's message code. */
    declineReason: text(),
    merchant: text().notNull(),
    channel: text({ enum: CARD_CHANNELS }).notNull(),
    abroad: boolean().notNull().default(false),
    amount: money('amount').notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    originalAmount: money('original_amount'),
    originalCurrency: text({ enum: CURRENCIES }),
    installments: integer().notNull().default(1),
    /** A refund's purchase. */
    refundOf: uuid(),
    authCode: text(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index().on(t.cardId, t.createdAt), index().on(t.creditCardId, t.createdAt)],
);

/** One installment of a credit card transaction; a statement bills the next unbilled one of each transaction. */
export const cardInstallments = pgTable(
  'card_installments',
  {
    id: id(),
    transactionId: uuid()
      .notNull()
      .references(() => cardTransactions.id),
    creditCardId: uuid()
      .notNull()
      .references(() => creditCards.id),
    number: integer().notNull(),
    count: integer().notNull(),
    amount: money('amount').notNull(),
    statementId: uuid(),
  },
  (t) => [unique().on(t.transactionId, t.number), index().on(t.creditCardId, t.statementId)],
);

/**
 * A credit card statement cut at a cut-off: what was carried from the previous one, the payments
 * since, the new charges billed (installments, fees, charges), the period debt, the minimum payment
 * by the settings' bands and the due date (moved to the next working day). Once per cut-off.
 */
export const cardStatements = pgTable(
  'card_statements',
  {
    id: id(),
    creditCardId: uuid()
      .notNull()
      .references(() => creditCards.id),
    periodStart: date({ mode: 'string' }).notNull(),
    cutoffDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    previousDebt: money('previous_debt').notNull(),
    payments: money('payments').notNull(),
    newCharges: money('new_charges').notNull(),
    periodDebt: money('period_debt').notNull(),
    minimumPayment: money('minimum_payment').notNull(),
    /** The late charge and profit share this cut-off posted for the previous statement's unpaid part. */
    lateCharge: money('late_charge')
      .notNull()
      .default(sql`0`),
    journalId: uuid().references(() => journal.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [unique().on(t.creditCardId, t.cutoffDate)],
);

/** A card application and its timeline (`[{ status, at }]`), advanced by the sandbox. */
export const cardApplications = pgTable(
  'card_applications',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: CARD_APPLICATION_KINDS }).notNull(),
    status: text({ enum: CARD_APPLICATION_STATUSES }).notNull(),
    reference: text().notNull().unique(),
    productName: text().notNull(),
    /** Credit: declared monthly income, occupation, the limit asked and the limit granted. */
    monthlyIncome: money('monthly_income'),
    occupation: text(),
    requestedLimit: money('requested_limit'),
    approvedLimit: money('approved_limit'),
    /** Debit: the account the card will spend from. */
    accountId: uuid().references(() => accounts.id),
    deliveryAddress: text(),
    /** Renewal and replacement: the card renewed or replaced; every kind: the card made at delivery. */
    sourceCardId: uuid(),
    cardId: uuid(),
    /** Rejected: the message code of the reason. */
    decisionReason: text(),
    timeline: jsonb().notNull(),
    /** When the sandbox moves it to its next status (bank clock); null at the end. */
    nextStepAt: ts('next_step_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.nextStepAt)],
);
