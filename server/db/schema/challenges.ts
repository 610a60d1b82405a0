import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import { ts, id } from './columns';

/** One-time challenges: SMS codes (code_hash set) and push approvals (code_hash null). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    referenceKey: text().notNull().unique(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id),
    purpose: text().notNull(),
    codeHash: text(),
    attempts: integer().notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    voidedAt: ts('voided_at'),
  },
  (t) => [index().on(t.sessionId)],
);
