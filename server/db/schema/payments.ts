/**
 * The payments area (migration 0009): the sandbox's billers and their bills, bill payments, saved
 * payments, standing orders and each run of them, the bank's own credit cards (whose debt any
 * customer may pay; the cards area adds the rest of a card) and card debt payments. A row that
 * moved money references its journal; the engine (commit_apply) writes them in the decision's
 * one statement.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { STATEMENT_PREFERENCES } from '../../../src/contract/cards';
import { CURRENCIES } from '../../../src/contract/money';
import {
  BILL_CATEGORIES,
  BILL_STATUSES,
  CARD_DEBT_RAILS,
  SAVED_PAYMENT_KINDS,
  STANDING_ORDER_AMOUNT_MODES,
  STANDING_ORDER_FREQUENCIES,
  STANDING_ORDER_KINDS,
  STANDING_ORDER_RUN_STATUSES,
  STANDING_ORDER_STATUSES,
} from '../../../src/contract/payments';
import { accounts } from './accounts';
import { customers } from './auth';
import { id, money, ts } from './columns';
import { journal } from './ledger';
import { transfers } from './transfers';

/** An institution that collects bills; its collections go to its own GL account (`GL-BILL-<code>-TRY`). */
export const billers = pgTable('billers', {
  code: text().primaryKey(),
  category: text({ enum: BILL_CATEGORIES }).notNull(),
  name: text().notNull(),
  /** The subscriber number's rule: a regular expression of digits, and a check digit rule. */
  subscriberPattern: text().notNull(),
  /** 'none', 'luhn' or 'mod11' over the whole number. */
  subscriberCheck: text().notNull(),
  /** What the institution calls it in both languages ("Tesisat no" / "Installation number"). */
  subscriberLabelTr: text().notNull(),
  subscriberLabelEn: text().notNull(),
  /** The Istanbul day of the month a new bill is issued, and how many days later it is due. */
  issueDay: integer().notNull(),
  dueDays: integer().notNull(),
  collectionAccountId: uuid()
    .notNull()
    .references(() => accounts.id),
});

/** A bill: made once per biller, subscriber and period (deterministic amount), paid once. */
export const bills = pgTable(
  'bills',
  {
    id: id(),
    billerCode: text()
      .notNull()
      .references(() => billers.code),
    subscriberNo: text().notNull(),
    /** YYYY-MM. */
    period: text().notNull(),
    amount: money('amount').notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    issuedAt: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: BILL_STATUSES }).notNull(),
    paidAt: ts('paid_at'),
    /** The bill payment that paid it. */
    paymentId: uuid(),
  },
  (t) => [
    unique().on(t.billerCode, t.subscriberNo, t.period),
    check('bills_paid_has_payment', sql`(${t.status} = 'Open') = (${t.paymentId} IS NULL)`),
  ],
);

/** One payment of one or more bills of one subscriber, from one account. */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: id(),
    journalId: uuid()
      .notNull()
      .unique()
      .references(() => journal.id),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    reference: text().notNull().unique(),
    billerCode: text()
      .notNull()
      .references(() => billers.code),
    subscriberNo: text().notNull(),
    sourceAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    amount: money('amount').notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    /** The standing order whose run paid it (null when the customer paid it on the page). */
    standingOrderId: uuid(),
    createdAt: ts('created_at').notNull(),
    /** The receipt: the bills (period, due date, amount), the biller, the account; shown again in the PDF. */
    details: jsonb().notNull(),
  },
  (t) => [index().on(t.customerId, t.createdAt)],
);

/** A saved payment ("kayıtlı ödeme"): a bill subscription or another card's debt, under a nickname. */
export const savedPayments = pgTable(
  'saved_payments',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: SAVED_PAYMENT_KINDS }).notNull(),
    nickname: text().notNull(),
    billerCode: text().references(() => billers.code),
    subscriberNo: text(),
    cardNumber: text(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    unique().on(t.customerId, t.nickname),
    index().on(t.customerId),
    check(
      'saved_payments_target',
      sql`(${t.kind} = 'Bill' AND ${t.billerCode} IS NOT NULL AND ${t.subscriberNo} IS NOT NULL AND ${t.cardNumber} IS NULL)
        OR (${t.kind} = 'CardDebt' AND ${t.cardNumber} IS NOT NULL AND ${t.billerCode} IS NULL AND ${t.subscriberNo} IS NULL)`,
    ),
  ],
);

/** A standing order ("talimat"). The run due next is `nextDueDate`; its attempt number is `attempt`. */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: STANDING_ORDER_KINDS }).notNull(),
    status: text({ enum: STANDING_ORDER_STATUSES }).notNull(),
    nickname: text().notNull(),
    sourceAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    /** A transfer's target as the transfer contract describes it, or a bill's biller and subscriber. */
    target: jsonb().notNull(),
    amountMode: text({ enum: STANDING_ORDER_AMOUNT_MODES }).notNull(),
    /** Null for "the whole bill". */
    amount: money('amount'),
    currency: text({ enum: CURRENCIES }).notNull(),
    description: text(),
    frequency: text({ enum: STANDING_ORDER_FREQUENCIES }).notNull(),
    /** Every N months (1 for Monthly, 1 otherwise). */
    intervalMonths: integer().notNull(),
    /** Monthly and every N months: the day of the month (29-31 fall on a shorter month's last day). */
    dayOfMonth: integer(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    maxRuns: integer(),
    runsDone: integer().notNull().default(0),
    /** The due date of the next run (null once cancelled or completed). */
    nextDueDate: date({ mode: 'string' }),
    /** 0 for the first attempt at `nextDueDate`, 1 for its retry (on `retryOn`). */
    attempt: integer().notNull().default(0),
    retryOn: date({ mode: 'string' }),
    /** The due date whose 24-hour notice was sent. */
    noticedFor: date({ mode: 'string' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index().on(t.customerId), index().on(t.status, t.nextDueDate)],
);

/** Each attempt at a due run, once: (order, due date, attempt) is unique, so no process runs one twice. */
export const standingOrderRuns = pgTable(
  'standing_order_runs',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => standingOrders.id),
    dueDate: date({ mode: 'string' }).notNull(),
    attempt: integer().notNull(),
    status: text({ enum: STANDING_ORDER_RUN_STATUSES }).notNull(),
    /** The message code of a failure or a skip. */
    reason: text(),
    journalId: uuid().references(() => journal.id),
    transferId: uuid().references(() => transfers.id),
    billPaymentId: uuid().references(() => billPayments.id),
    amount: money('amount'),
    currency: text({ enum: CURRENCIES }),
    ranAt: ts('ran_at').notNull(),
  },
  (t) => [unique().on(t.orderId, t.dueDate, t.attempt), index().on(t.orderId, t.ranAt)],
);

/**
 * A credit card of this bank: what another customer needs to pay its debt. Its debt is the
 * negative balance of its own internal account (`CC-<card number's last 10>`); a payment credits it.
 */
export const creditCards = pgTable('credit_cards', {
  id: id(),
  customerId: uuid()
    .notNull()
    .references(() => customers.id),
  cardNumber: text().notNull().unique(),
  holderName: text().notNull(),
  productName: text().notNull(),
  limit: money('card_limit').notNull(),
  debtAccountId: uuid()
    .notNull()
    .unique()
    .references(() => accounts.id),
  /** The last statement: its period debt, minimum payment and due date. */
  statementDebt: money('statement_debt').notNull(),
  minimumPayment: money('minimum_payment').notNull(),
  statementDate: date({ mode: 'string' }).notNull(),
  dueDate: date({ mode: 'string' }).notNull(),
  /** The cards area (issue 14): the day of the month statements are cut (one of the allowed days) and the next cut-off. */
  cutoffDay: integer().notNull().default(15),
  nextCutoffDate: date({ mode: 'string' }).notNull(),
  statementPreference: text({ enum: STATEMENT_PREFERENCES }).notNull().default('Email'),
  openedAt: ts('opened_at').notNull(),
  closedAt: ts('closed_at'),
});

/** A payment of a credit card's debt: at once to a card of this bank, over FAST or EFT to another bank's. */
export const cardDebtPayments = pgTable(
  'card_debt_payments',
  {
    id: id(),
    journalId: uuid()
      .notNull()
      .unique()
      .references(() => journal.id),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    reference: text().notNull().unique(),
    rail: text({ enum: CARD_DEBT_RAILS }).notNull(),
    /** The card of this bank that was credited (null for another bank's card). */
    creditCardId: uuid().references(() => creditCards.id),
    /** The transfer that carries it to another bank (null for a card of this bank). */
    transferId: uuid().references(() => transfers.id),
    sourceAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    amount: money('amount').notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    createdAt: ts('created_at').notNull(),
    /** The receipt: masked card, masked holder, issuer, account; shown again in the PDF. */
    details: jsonb().notNull(),
  },
  (t) => [index().on(t.customerId, t.createdAt)],
);

/** The sandbox's clock: how far the bank's time runs ahead of the machine's (one row, sandbox mode only). */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer().primaryKey(),
  offsetMs: bigint({ mode: 'number' }).notNull(),
  updatedAt: ts('updated_at').notNull(),
});
