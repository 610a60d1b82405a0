import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, id } from './columns';

export const CUSTOMER_TYPES = ['Individual', 'Corporate'] as const;

export const LOGIN_METHODS = ['sms', 'push'] as const;

export const SESSION_STAGES = ['otp', 'push', 'first-login', 'workgroup', 'active', 'ended'] as const;

export type SessionStage = (typeof SESSION_STAGES)[number];

export const customers = pgTable('customers', {
  id: id(),
  customerNumber: text().notNull().unique(),
  identificationNumber: text().notNull().unique(),
  passwordHash: text().notNull(),
  name: text().notNull(),
  surname: text().notNull(),
  customerType: text({ enum: CUSTOMER_TYPES }).notNull(),
  phone: text().notNull(),
  email: text(),
  loginMethod: text({ enum: LOGIN_METHODS }).notNull(),
  mustSetPassword: boolean().notNull().default(false),
  mustSetSecurityImage: boolean().notNull().default(false),
  mustSetSecurityKey: boolean().notNull().default(false),
  /** A code of the security-image catalog (server/domain/client-data/image-catalog.ts). */
  securityImageCode: text(),
  /** argon2id of the security key, asked when a password is forgotten. */
  securityKeyHash: text(),
  emailVerifiedAt: ts('email_verified_at'),
  /** The cards area refuses a PIN that is the holder's birth year; null when the bank does not know it. */
  birthDate: date({ mode: 'string' }),
  /** The postal address on file (profile page); null when the bank has none. */
  address: text(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A representative workgroup (docs/corporate-access.md): the link of one user (a person who signs in)
 * to one company (`customerId`, a Corporate customer who owns the accounts), with the user's roles
 * there (src/contract/corporate-roles.ts). `name` is the company's name as the workgroup choice shows it.
 */
export const workgroups = pgTable(
  'workgroups',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    userId: uuid()
      .notNull()
      .references(() => customers.id),
    name: text().notNull(),
    roles: text().array().notNull().default([]),
  },
  (t) => [uniqueIndex().on(t.customerId, t.userId), index().on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    cookieHash: text().notNull(),
    /** Whose money and data the session reads: the person, or the company once a workgroup is chosen. */
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    /** Who acts: always the person who signed in (settings and every record of who did it read this). */
    userId: uuid()
      .notNull()
      .references(() => customers.id),
    stage: text({ enum: SESSION_STAGES }).notNull(),
    channel: text().notNull(),
    workgroupId: uuid().references(() => workgroups.id),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    endedAt: ts('ended_at'),
    endReason: text(),
    /** The X-Client-Key of InitialLogin (keyId + K wrapped with the bank's RSA key): K of this session. */
    clientKey: text(),
    /** The device (server/db/schema/settings.ts) the second factor was completed on; removing it ends the session. */
    deviceId: uuid(),
  },
  (t) => [index().on(t.customerId)],
);

export const agents = pgTable('agents', {
  id: id(),
  name: text().notNull().unique(),
  tokenHash: text(),
  tokenIssuedAt: ts('token_issued_at'),
});

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid().references(() => customers.id),
    step: text().notNull(),
    at: ts('at').notNull(),
    ip: text(),
    device: text(),
    channel: text().notNull(),
    success: boolean().notNull(),
  },
  (t) => [index().on(t.customerId, t.at)],
);

/** Consecutive password failures and the lock, per identification number as typed (also unknown ones). */
export const loginGuards = pgTable('login_guards', {
  identificationNumber: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull(),
});

/** Captchas: only the hash of the answer; single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: id(),
  reference: text().notNull().unique(),
  answerHash: text().notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const PASSWORD_FLOW_STEPS = ['otp', 'security-key', 'new-password', 'done', 'void'] as const;

export type PasswordFlowStep = (typeof PASSWORD_FLOW_STEPS)[number];

/** Forgot-password flows: bound to a random key stored hashed; the SMS code lives on the flow. */
export const passwordFlows = pgTable(
  'password_flows',
  {
    id: id(),
    keyHash: text().notNull().unique(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    step: text({ enum: PASSWORD_FLOW_STEPS }).notNull(),
    /** Wrong answers in the current step. */
    attempts: integer().notNull().default(0),
    otpReferenceKey: text().notNull(),
    otpCodeHash: text().notNull(),
    otpExpiresAt: ts('otp_expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index().on(t.customerId)],
);

/** E-mail verification links: the token stored hashed, single use. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    email: text().notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index().on(t.customerId)],
);
