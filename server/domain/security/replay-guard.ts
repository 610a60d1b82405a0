/**
 * Trace ids of signed calls already seen, per session, for every server process and across
 * restarts: a row in the database, or a Redis key when REDIS_URL is set; one statement per
 * check. An id is kept for twice the signature window (a timestamp may be up to the window
 * ahead of the clock), then purged (Redis expires it). Trace ids are UUIDs (contract.md);
 * anything else is never a first use.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/statements';
import type { Redis } from '../../db/redis';
import { signedCallTraces as traces } from '../../db/schema/security';
import { fromRedis } from './shared-state-unavailable';
import { UUID_PATTERN } from '../../../src/contract/id-patterns';

export interface ReplayGuard {
  /** True the first time a trace id is seen for a session within the window. */
  firstUse(sessionId: string, traceId: string, nowMs: number): Promise<boolean>;
  /**
   * The database store: the session check records the trace id in its own statement
   * (auth/sessions.ts checkRequestSession), so a signed call costs no round trip of its own.
   */
  readonly inSessionCheck: boolean;
}

/** How long a trace id is remembered. */
export const traceKeptMs = (signatureWindowMs: number): number => 2 * signatureWindowMs;

const firstUseStatement = prepared((db) =>
  db
    .insert(traces)
    .values({
      sessionId: sql.placeholder('sessionId'),
      traceId: sql.placeholder('traceId'),
      seenAt: sql.placeholder('seenAt'),
    })
    .onConflictDoNothing()
    .returning({ seenAt: traces.seenAt })
    .prepare('signed_call_first_use'),
);

export const createDbReplayGuard = (db: Db): ReplayGuard => ({
  inSessionCheck: true,
  async firstUse(sessionId, traceId, nowMs) {
    if (!UUID_PATTERN.test(traceId)) return false;
    const rows = await firstUseStatement(db).execute({ sessionId, traceId, seenAt: new Date(nowMs) });
    return rows.length === 1;
  },
});

export const createRedisReplayGuard = (redis: Redis, signatureWindowMs: number): ReplayGuard => ({
  inSessionCheck: false,
  async firstUse(sessionId, traceId) {
    if (!UUID_PATTERN.test(traceId)) return false;
    const key = `trace:${sessionId}:${traceId.toLowerCase()}`;
    return fromRedis(() => redis.setNew(key, traceKeptMs(signatureWindowMs)));
  },
});

/** Deletes the trace ids older than twice the signature window. */
export const purgeTraces = async (db: Db, now: Date, signatureWindowMs: number): Promise<void> => {
  await db.delete(traces).where(lt(traces.seenAt, new Date(now.getTime() - traceKeptMs(signatureWindowMs))));
};
