import { pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { EASY_ADDRESS_TYPES } from '../../../src/contract/easy-addresses';

import { id } from './columns';

/**
 * The sandbox "outside world" of interbank transfers (migration 0005): banks by their EFT code,
 * other banks' accounts and KOLAS aliases, card BINs and cards, payment wallets and their accounts.
 */
export const banks = pgTable('banks', {
  code: text().primaryKey(),
  name: text().notNull(),
});

export const externalAccounts = pgTable(
  'external_accounts',
  {
    id: id(),
    bankCode: text()
      .notNull()
      .references(() => banks.code),
    branchCode: text().notNull(),
    accountNumber: text().notNull(),
    iban: text().notNull().unique(),
    holderName: text().notNull(),
  },
  (t) => [unique().on(t.bankCode, t.branchCode, t.accountNumber)],
);

export const externalEasyAddresses = pgTable(
  'external_easy_addresses',
  {
    type: text({ enum: EASY_ADDRESS_TYPES }).notNull(),
    /** Normalised like easy_addresses.value. */
    value: text().notNull(),
    externalAccountId: uuid()
      .notNull()
      .references(() => externalAccounts.id),
  },
  (t) => [primaryKey({ columns: [t.type, t.value] })],
);

export const cardBins = pgTable('card_bins', {
  bin: text().primaryKey(),
  bankCode: text()
    .notNull()
    .references(() => banks.code),
  brand: text().notNull(),
});

export const externalCards = pgTable('external_cards', {
  cardNumber: text().primaryKey(),
  holderName: text().notNull(),
});

export const paymentWallets = pgTable('payment_wallets', {
  code: text().primaryKey(),
  name: text().notNull(),
});

export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    walletCode: text()
      .notNull()
      .references(() => paymentWallets.code),
    walletNumber: text().notNull(),
    holderName: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.walletCode, t.walletNumber] })],
);
