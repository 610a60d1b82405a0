/**
 * Open banking (issue 16): the bank as account-servicing provider (HHS). Third-party providers (YÖS)
 * with client credentials, the customers' consents (AIS account information, PIS payment initiation)
 * with their ÖHVPS status and detail code, the authorisation codes a consent's approval issues and the
 * access tokens a provider holds. Codes, secrets and tokens are stored only as sha256 hashes.
 * Consents and authorisation codes are written by the decision engine (commit_tables, migration 0018);
 * see server/domain/open-banking/.
 */
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth';
import { id, money, ts } from './columns';

export const obProviders = pgTable('ob_providers', {
  id: id(),
  /** The provider's short code (the sandbox's "DEMOFIN"). */
  code: text().notNull().unique(),
  name: text().notNull(),
  clientId: text().notNull().unique(),
  clientSecretHash: text().notNull(),
  /** Where the bank sends the customer back with `code` (or `error`) after the decision. */
  redirectUri: text().notNull(),
  createdAt: ts('created_at').notNull(),
});

export const obConsents = pgTable(
  'ob_consents',
  {
    id: id(),
    providerId: uuid()
      .notNull()
      .references(() => obProviders.id),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: ['AIS', 'PIS'] }).notNull(),
    /** ÖHVPS rıza durumu: B, Y, K, E, S, I (src/contract/open-banking.ts). */
    status: text().notNull(),
    /** The detail code of an I (02 revoked at the bank, 04 timed out awaiting…), else null. */
    statusCode: text(),
    /** AIS: the provider's permissions (01..09), shown read-only. PIS: empty. */
    permissions: jsonb().$type<string[]>().notNull(),
    /** The account ids the customer chose (AIS), or the source account (PIS, one). */
    accountIds: jsonb().$type<string[]>().notNull(),
    validFrom: ts('valid_from'),
    validUntil: ts('valid_until'),
    transactionsFrom: ts('transactions_from'),
    transactionsUntil: ts('transactions_until'),
    /** PIS: the payment the provider asks for. */
    amount: money('amount'),
    currency: text(),
    payeeIban: text(),
    payeeName: text(),
    description: text(),
    /** PIS: the journal and transfer of the payment, once made (status E). */
    journalId: uuid(),
    transferId: uuid(),
    /** The provider's reference (refBlg) shown on the bank's screen. */
    reference: text().notNull(),
    createdAt: ts('created_at').notNull(),
    authorisedAt: ts('authorised_at'),
    updatedAt: ts('updated_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** Soft delete: revoked by the customer; the row stays for audit. */
    deleted: boolean().notNull().default(false),
  },
  (t) => [index().on(t.customerId), index().on(t.providerId, t.customerId)],
);

export const obAuthCodes = pgTable(
  'ob_auth_codes',
  {
    id: id(),
    consentId: uuid()
      .notNull()
      .references(() => obConsents.id),
    codeHash: text().notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index().on(t.consentId)],
);

/** A provider's access token: `client` (client credentials, creates consents) or `consent` (one consent's). */
export const obTokens = pgTable(
  'ob_tokens',
  {
    id: id(),
    providerId: uuid()
      .notNull()
      .references(() => obProviders.id),
    consentId: uuid().references(() => obConsents.id),
    kind: text({ enum: ['client', 'consent'] }).notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index().on(t.consentId)],
);
