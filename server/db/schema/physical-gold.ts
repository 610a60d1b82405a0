/**
 * Physical gold (migration 0014): the bank's catalogue with its stock (a counter the commit takes
 * from), the customers' saved delivery addresses, priced offers (the summary's price, held for a
 * stated time, and the payment page's state) and the orders with their lines and timeline.
 * Grams are ten-thousandths of a gram (XAU minor units), prices kuruş.
 */
import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { GOLD_ORDER_STATUSES, GOLD_PRODUCT_KINDS } from '../../../src/contract/physical-gold';
import { customers } from './auth';
import { id, money, ts } from './columns';

export const GOLD_OFFER_STATUSES = ['Priced', 'Authorized', 'Cancelled', 'Completed'] as const;
export type GoldOfferStatus = (typeof GOLD_OFFER_STATUSES)[number];

export const goldProducts = pgTable('gold_products', {
  id: id(),
  code: text().notNull().unique(),
  kind: text({ enum: GOLD_PRODUCT_KINDS }).notNull(),
  /** Gross weight, ten-thousandths of a gram. */
  grams: money('grams').notNull(),
  /** Fineness in ten-thousandths (9999 = 999.9, 9160 = 916.0 for 22 carat coins). */
  purity: integer().notNull(),
  /** Pieces on hand: taken by an order's commit (takeGuard), never below zero. */
  stock: bigint({ mode: 'bigint' }).notNull(),
  sortOrder: integer().notNull(),
  createdAt: ts('created_at').notNull(),
});

/** A delivery address the customer saved (no other area keeps addresses yet; a card's is free text). */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    label: text().notNull(),
    countryCode: text().notNull(),
    city: text().notNull(),
    addressLine: text().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index().on(t.customerId)],
);

/** One line of an offer or order: what was priced, per piece. */
export interface GoldLineRow {
  productId: string;
  quantity: number;
  /** Fine gold per piece (XAU minor units) and price per piece (kuruş), as text (jsonb). */
  fineGrams: string;
  unitPrice: string;
}

export interface GoldDeliveryRow {
  kind: 'Address' | 'Branch';
  addressId?: string;
  branchCode?: string;
  /** The address or branch as it read when priced. */
  text: string;
}

/**
 * A priced basket: held until `expires_at`; the payment page moves it Priced → Authorized (the TRY
 * account chosen) or Cancelled; the finish moves it Authorized → Completed with its order, once.
 */
export const goldOffers = pgTable(
  'gold_offers',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    status: text({ enum: GOLD_OFFER_STATUSES }).notNull(),
    lines: jsonb().$type<GoldLineRow[]>().notNull(),
    delivery: jsonb().$type<GoldDeliveryRow>().notNull(),
    total: money('total').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** The payment page's one-time address secret, hashed. */
    paymentTokenHash: text(),
    tryAccountId: uuid(),
    orderId: uuid(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.paymentTokenHash)],
);

export interface GoldTimelineRow {
  status: (typeof GOLD_ORDER_STATUSES)[number];
  at: string;
}

export const goldOrders = pgTable(
  'gold_orders',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    reference: text().notNull().unique(),
    offerId: uuid().unique(),
    status: text({ enum: GOLD_ORDER_STATUSES }).notNull(),
    delivery: jsonb().$type<GoldDeliveryRow>().notNull(),
    tryAccountId: uuid(),
    total: money('total').notNull(),
    totalFineGrams: money('total_fine_grams').notNull(),
    /** The sale's journal (null only for the seeded demo history). */
    journalId: uuid(),
    timeline: jsonb().$type<GoldTimelineRow[]>().notNull(),
    nextStepAt: ts('next_step_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.nextStepAt)],
);

export const goldOrderItems = pgTable(
  'gold_order_items',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => goldOrders.id),
    productId: uuid()
      .notNull()
      .references(() => goldProducts.id),
    quantity: integer().notNull(),
    fineGrams: money('fine_grams').notNull(),
    unitPrice: money('unit_price').notNull(),
  },
  (t) => [index().on(t.orderId)],
);
