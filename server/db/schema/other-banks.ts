/**
 * Other banks' accounts the customer lets this bank read (issue 16, the bank as the third party, YÖS).
 * The sandbox's other banks and their accounts (by the holder's identity number) stand in for the
 * other banks' open-banking APIs: this bank only reads them, they never post to its ledger.
 * A consent (rıza) names a bank, the permissions (01..09) and its last valid day; the accounts the
 * customer picked on the other bank's authorisation page are its accounts.
 */
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth';
import { id, money, ts } from './columns';

/** A sandbox bank that answers account-information requests (not this bank's directory of EFT banks). */
export const sandboxOtherBanks = pgTable('sandbox_other_banks', {
  code: text().primaryKey(),
  name: text().notNull(),
});

/** An account at a sandbox bank, held by whoever has the identity number; its balance is the other bank's. */
export const sandboxOtherBankAccounts = pgTable(
  'sandbox_other_bank_accounts',
  {
    id: id(),
    bankCode: text()
      .notNull()
      .references(() => sandboxOtherBanks.code),
    identityNumber: text().notNull(),
    iban: text().notNull().unique(),
    /** The other bank's name of the product ("Vadesiz TL Hesabı"). */
    name: text().notNull(),
    currency: text().notNull(),
    balance: money('balance').notNull(),
  },
  (t) => [index().on(t.bankCode, t.identityNumber)],
);

export const sandboxOtherBankTransactions = pgTable(
  'sandbox_other_bank_transactions',
  {
    id: id(),
    accountId: uuid()
      .notNull()
      .references(() => sandboxOtherBankAccounts.id),
    bookedAt: ts('booked_at').notNull(),
    amount: money('amount').notNull(),
    description: text().notNull(),
  },
  (t) => [index().on(t.accountId)],
);

/** B awaiting authorisation, Y authorised, S ended (expired or replaced by a renewal), I cancelled. */
export const OTHER_BANK_CONSENT_STATUSES = ['B', 'Y', 'K', 'E', 'S', 'I'] as const;

export const otherBankConsents = pgTable(
  'other_bank_consents',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    bankCode: text()
      .notNull()
      .references(() => sandboxOtherBanks.code),
    permissions: text().array().notNull(),
    status: text({ enum: OTHER_BANK_CONSENT_STATUSES }).notNull(),
    /** The detail code of an I (02 revoked here, 04 authorisation timed out, 13 abandoned) or S. */
    statusCode: text(),
    /** The last valid day (Istanbul), YYYY-MM-DD. */
    endDate: text().notNull(),
    /** A renewal's consent names the one it replaces once authorised. */
    renewsConsentId: uuid(),
    /** sha256 of the authorisation page's one-time token; null once used. */
    authTokenHash: text(),
    createdAt: ts('created_at').notNull(),
    authorisedAt: ts('authorised_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index().on(t.customerId), index().on(t.authTokenHash)],
);

export const otherBankConsentAccounts = pgTable(
  'other_bank_consent_accounts',
  {
    consentId: uuid()
      .notNull()
      .references(() => otherBankConsents.id),
    accountId: uuid()
      .notNull()
      .references(() => sandboxOtherBankAccounts.id),
  },
  (t) => [primaryKey({ columns: [t.consentId, t.accountId] })],
);
