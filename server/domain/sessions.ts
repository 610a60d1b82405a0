/**
 * Customer sessions: bound to a transaction token and a cookie (both stored hashed),
 * moving through login stages to 'active', ended by logout or by the idle/absolute limits.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { sessions, type SessionStage } from '../db/schema';
import { randomToken, sameHash, sha256 } from './tokens';

export type Session = typeof sessions.$inferSelect;

export interface SessionSecrets {
  token: string;
  cookie: string;
}

export const createSession = async (
  db: DbOrTx,
  input: { customerId: string; stage: SessionStage; channel: string; now: Date },
): Promise<{ session: Session; secrets: SessionSecrets }> => {
  const secrets = { token: randomToken(), cookie: randomToken() };
  const [session] = await db
    .insert(sessions)
    .values({
      ...input,
      tokenHash: sha256(secrets.token),
      cookieHash: sha256(secrets.cookie),
      createdAt: input.now,
      lastSeenAt: input.now,
    })
    .returning();
  return { session: session!, secrets };
};

export type SessionCheck = { ok: true; session: Session } | { ok: false; reason: 'invalid' | 'expired' };

const LAST_SEEN_RESOLUTION_MS = 1000;

/** Finds the live session of a token and cookie, enforcing idle and absolute limits. */
export const checkSession = async (
  db: DbOrTx,
  input: { token: string; cookie: string | undefined; now: Date; config: ServerConfig },
): Promise<SessionCheck> => {
  const [session] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(input.token)));
  if (!session || session.endedAt || !input.cookie || !sameHash(session.cookieHash, sha256(input.cookie)))
    return { ok: false, reason: 'invalid' };
  const now = input.now.getTime();
  const idle = now - session.lastSeenAt.getTime() > input.config.sessionTimeout * 1000;
  const tooLong = now - session.createdAt.getTime() > input.config.sessionMaxTimeoutInSeconds * 1000;
  if (idle || tooLong) {
    await endSession(db, session.id, input.now, idle ? 'idle' : 'max-length');
    return { ok: false, reason: 'expired' };
  }
  // Activity is recorded at most once a second: a burst of calls (a transfer's challenge, code and
  // receipt) costs one write, and the idle limit (minutes) does not notice the second.
  if (now - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return { ok: true, session };
  await db.update(sessions).set({ lastSeenAt: input.now }).where(eq(sessions.id, session.id));
  return { ok: true, session: { ...session, lastSeenAt: input.now } };
};

/** Moves a session to its next stage with a fresh token and cookie; the old ones stop working. */
export const advanceSession = async (db: DbOrTx, sessionId: string, stage: SessionStage): Promise<SessionSecrets> => {
  const secrets = { token: randomToken(), cookie: randomToken() };
  await db
    .update(sessions)
    .set({ stage, tokenHash: sha256(secrets.token), cookieHash: sha256(secrets.cookie) })
    .where(eq(sessions.id, sessionId));
  return secrets;
};

export const endSession = async (db: DbOrTx, sessionId: string, now: Date, reason: string): Promise<void> => {
  await db
    .update(sessions)
    .set({ stage: 'ended', endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
};
