import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** The RSA-OAEP key pair that wraps the clients' session keys: made once, kept across restarts. */
export const transportKeys = pgTable('transport_keys', {
  keyId: text().primaryKey(),
  publicKey: text().notNull(),
  /** PKCS#8, base64. */
  privateKey: text().notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * Rate-limit windows shared by every server process: one row per bucket and key, its window
 * opened by the first hit. Rows whose window ended are purged now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text().notNull(),
    key: text().notNull(),
    windowStart: ts('window_start').notNull(),
    windowEnd: ts('window_end').notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index().on(t.windowEnd)],
);

/** Trace ids of signed calls already seen, per session (the replay cache); purged after twice the signature window. */
export const signedCallTraces = pgTable(
  'signed_call_traces',
  {
    sessionId: uuid().notNull(),
    traceId: uuid().notNull(),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.traceId] }), index().on(t.seenAt)],
);
