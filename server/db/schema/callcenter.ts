/**
 * CallCenter (issue 18): a call is what one agent token of the telephony link stands for (a new
 * token is a new call). The agent finds the customer on the line and verifies the caller; a verified
 * call holds a `sessions` row of that customer (channel CC, stage active, a token nobody knows) that
 * the product routes read as if the customer were signed in. Every agent request is audited.
 */
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CALL_VERIFICATION_METHODS, CALL_VERIFICATION_STATES } from '../../../src/contract/callcenter';
import { agents, customers, sessions } from './auth';
import { id, ts } from './columns';
import { journal } from './ledger';

export const ccCalls = pgTable(
  'cc_calls',
  {
    id: id(),
    agentId: uuid()
      .notNull()
      .references(() => agents.id),
    /** SHA-256 of the call's agent token (the telephony link's `token`). */
    tokenHash: text().notNull().unique(),
    /** What the link said about the call: the IVR's workgroup, error code and satisfaction score. */
    workgroup: text(),
    ivrErrorCode: text(),
    nps: text(),
    startedAt: ts('started_at').notNull(),
    /** The customer found on the line (identity number, customer number or phone); null until found. */
    customerId: uuid().references(() => customers.id),
    verification: text({ enum: CALL_VERIFICATION_STATES }).notNull().default('none'),
    verificationMethod: text({ enum: CALL_VERIFICATION_METHODS }),
    verifiedAt: ts('verified_at'),
    /** Failed verification tries of this call (answers or codes); at the limit the call cannot verify. */
    failedAttempts: integer().notNull().default(0),
    /** The SMS code sent to the customer's registered phone: sha256(call id:code), until it expires. */
    codeHash: text(),
    codeExpiresAt: ts('code_expires_at'),
    /** The session the verified call acts in (channel CC). */
    sessionId: uuid().references(() => sessions.id),
    endedAt: ts('ended_at'),
  },
  (t) => [index().on(t.agentId), index().on(t.customerId)],
);

/** Every request an agent made: who, for whom, in which call, what, how it ended and when. */
export const ccAudit = pgTable(
  'cc_audit',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    callId: uuid()
      .notNull()
      .references(() => ccCalls.id),
    agentId: uuid()
      .notNull()
      .references(() => agents.id),
    customerId: uuid().references(() => customers.id),
    /** The route table's name of the call (`getAccounts`), or `METHOD /path` when it has none. */
    action: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    status: integer().notNull(),
    /** The answer's first message code (null for a success without messages). */
    messageCode: text(),
    /** The Idempotency-Key of a change: what the decision (and its journal) was made under. */
    decisionKey: text(),
    at: ts('at').notNull(),
  },
  (t) => [index().on(t.callId, t.at), index().on(t.customerId, t.at)],
);

/**
 * The journals an agent's act made for the customer (last transactions say "through the call
 * center" for these). Written after an agent's decision commits (the audit middleware) and, for a
 * transfer the customer confirms later, in its commit (registered in commit_tables: areaRow).
 */
export const ccJournals = pgTable('cc_journals', {
  journalId: uuid()
    .primaryKey()
    .references(() => journal.id),
  callId: uuid()
    .notNull()
    .references(() => ccCalls.id),
  agentId: uuid()
    .notNull()
    .references(() => agents.id),
  at: ts('at').notNull(),
});
