/**
 * Settings (issue 16): the devices a customer signed in from, and the credential changes a code
 * confirmed (a new password, phone or e-mail), applied by a trigger of migration 0016 when the
 * decision engine inserts them in its commit (see server/domain/settings/credential-changes.ts).
 */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth';
import { id, ts } from './columns';

/** A browser that completed a sign-in, known by the sha256 of its HttpOnly device cookie. */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    keyHash: text().notNull(),
    /** The customer's name for it; null until renamed (the page shows the description). */
    name: text(),
    /** OS / brand / model from the X-OS and X-Device-* headers at the first sign-in. */
    description: text(),
    firstUsedAt: ts('first_used_at').notNull(),
    lastUsedAt: ts('last_used_at').notNull(),
    lastIp: text(),
  },
  (t) => [index().on(t.customerId), index().on(t.keyHash)],
);

export const CREDENTIAL_KINDS = ['password', 'phone', 'email', 'security-image', 'security-key'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/**
 * One confirmed change of a credential. Inserting it applies it (trigger): the password's argon2id
 * hash, or the verified phone or e-mail, set on the customer; a new password also ends every other
 * session of the customer (`keep_session_id` stays).
 */
export const credentialChanges = pgTable(
  'credential_changes',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: CREDENTIAL_KINDS }).notNull(),
    /** The argon2id hash of a password or security key; the new phone, e-mail or image code. */
    value: text().notNull(),
    keepSessionId: uuid(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index().on(t.customerId)],
);

/** A new phone or e-mail waiting for the code sent to it (the code itself is an otp_codes row of the session). */
export const contactVerifications = pgTable('contact_verifications', {
  referenceKey: text().primaryKey(),
  customerId: uuid()
    .notNull()
    .references(() => customers.id),
  kind: text({ enum: ['phone', 'email'] }).notNull(),
  value: text().notNull(),
  createdAt: ts('created_at').notNull(),
});

export const IP_RESTRICTION_STATUSES = ['Active', 'Deleted'] as const;

/**
 * The addresses a customer may sign in from (ip-restrictions): none active, any address. Rows are
 * made and moved by the decision engine (commit_tables, migration 0017): created, edited (cidr,
 * label) and deleted (status) under a code.
 */
export const ipRestrictions = pgTable(
  'ip_restrictions',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    /** Canonical CIDR (src/contract/ip-cidr.ts): 203.0.113.0/24, 2001:db8::/32. */
    cidr: text().notNull(),
    label: text(),
    status: text({ enum: IP_RESTRICTION_STATUSES }).notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index().on(t.customerId)],
);
