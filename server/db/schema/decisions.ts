/**
 * Decisions (server/domain/decisions): one row per (customer, Idempotency-Key). While a code is
 * awaited it holds the challenge and the facts the plan read; once answered, the final outcome
 * (success or business refusal) that every retry under the key gets again.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth';
import { ts } from './columns';

export const DECISION_STATES = ['challenged', 'done'] as const;
export const CHALLENGE_CHANNELS = ['sms', 'email', 'push'] as const;

export const decisions = pgTable(
  'decisions',
  {
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    key: text().notNull(),
    /** The session that was challenged: the code works there only. */
    sessionId: uuid(),
    method: text().notNull(),
    path: text().notNull(),
    /** SHA-256 of method, path and the body without the verification fields. */
    requestDigest: text().notNull(),
    state: text({ enum: DECISION_STATES }).notNull(),
    /** The product that decides (transfer, account-opening…). */
    product: text().notNull(),
    /** The language of the first answer: a replay renders the stored outcome in it again. */
    language: text().notNull(),
    /** What the plan read when the code was sent; the commit plans again from it. */
    facts: jsonb(),
    challengeReference: text().unique(),
    challengeChannel: text({ enum: CHALLENGE_CHANNELS }),
    /** sha256(reference:code); null for push. */
    challengeCodeHash: text(),
    challengeAttempts: integer().notNull().default(0),
    challengeExpiresAt: ts('challenge_expires_at'),
    challengeVoidedAt: ts('challenge_voided_at'),
    /** The final answer: `{ ok: true, actionCode, data }` or `{ ok: false, codes, actionCode }`. */
    outcome: jsonb(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] }), index().on(t.createdAt)],
);
