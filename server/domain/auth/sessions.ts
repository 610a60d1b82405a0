/**
 * Customer sessions: bound to a transaction token and a cookie (both stored hashed),
 * moving through login stages to 'active', ended by logout or by the idle/absolute limits.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { run, statement } from '../../db/statements';
import type { Decider } from '../decisions/decider';
import type { Outcome } from '../decisions/outcome';
import { sessions, type SessionStage } from '../../db/schema/auth';
import { randomToken, sha256 } from './tokens';
import type { CorporateRole } from '../../../src/contract/corporate-roles';

export type Session = typeof sessions.$inferSelect;
export type { SessionStage };

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
      // The person who signs in acts; a workgroup choice later points customer_id at the company.
      userId: input.customerId,
      tokenHash: sha256(secrets.token),
      cookieHash: sha256(secrets.cookie),
      createdAt: input.now,
      lastSeenAt: input.now,
    })
    .returning();
  return { session: session!, secrets };
};

/** The decision of the request's Idempotency-Key as the session check reads it (server/domain/decisions). */
export interface PreloadedDecision {
  state: 'challenged' | 'done';
  requestDigest: string;
  facts: unknown;
  /** The final answer once the decision is done (what decision_commit stored). */
  outcome: Outcome | null;
  language: string;
  challengeChannel: 'sms' | 'email' | 'push' | null;
}

export interface RequestSession {
  session: Session;
  decider: Decider;
  /** Whether the trace id was new for the session (asked only when the replay cache is the database). */
  freshTrace: boolean | undefined;
  /** The decision under the request's Idempotency-Key, when one was asked for (null: none yet). */
  decision: PreloadedDecision | null | undefined;
}

export type RequestSessionCheck = ({ ok: true } & RequestSession) | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Every signed call's first round trip, in one statement: the session of the token and cookie with
 * its customer, its activity recorded (at most once a second), the call's trace id recorded in the
 * replay cache, and the decision of its Idempotency-Key. An idle or too long session answers expired.
 */
const SESSION_CHECK = statement(
  'session-check',
  `with s as (
     select s.id, s.token_hash, s.cookie_hash, s.customer_id, s.user_id, s.stage, s.channel, s.workgroup_id,
            s.created_at, s.last_seen_at, s.ended_at, s.end_reason, s.client_key, s.device_id,
            o.customer_number, c.name, c.surname, c.phone, c.email, c.login_method, c.customer_type,
            w.roles
     from sessions s join customers c on c.id = s.user_id join customers o on o.id = s.customer_id
     left join workgroups w on w.id = s.workgroup_id
     where s.token_hash = $1 and s.cookie_hash = $2
   ), live as (
     select * from s
     where s.ended_at is null
       and s.last_seen_at >= $3::timestamptz - make_interval(secs => $4::int)
       and s.created_at >= $3::timestamptz - make_interval(secs => $5::int)
   ), seen as (
     update sessions x set last_seen_at = $3::timestamptz from live
     where x.id = live.id and live.last_seen_at < $3::timestamptz - interval '1 second'
     returning x.id
   ), trace as (
     insert into signed_call_traces (session_id, trace_id, seen_at)
     select id, $6::uuid, $3::timestamptz from live where $6::uuid is not null
     on conflict do nothing returning 1
   ), d as (
     select x.state, x.request_digest as "requestDigest", x.facts, x.outcome, x.language,
            x.challenge_channel as "challengeChannel"
     from decisions x join live on x.customer_id = live.customer_id
     where $7::text is not null and x.key = $7::text
   )
   select s.*, exists (select 1 from live) as live, exists (select 1 from trace) as fresh_trace,
          (select count(*) from seen) as seen, (select to_jsonb(d) from d) as decision
   from s`,
);

interface SessionCheckRow {
  id: string;
  token_hash: string;
  cookie_hash: string;
  customer_id: string;
  user_id: string;
  stage: Session['stage'];
  channel: string;
  workgroup_id: string | null;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  client_key: string | null;
  device_id: string | null;
  customer_number: string;
  name: string;
  surname: string;
  phone: string;
  email: string | null;
  login_method: Decider['loginMethod'];
  customer_type: Decider['customerType'];
  roles: string[] | null;
  live: boolean;
  fresh_trace: boolean;
  seen: string | number;
  decision: PreloadedDecision | null;
}

export const checkRequestSession = async (
  db: Db,
  input: {
    token: string;
    cookie: string | undefined;
    now: Date;
    config: ServerConfig;
    /** The call's trace id when the replay cache is the database (a UUID). */
    traceId?: string;
    /** The request's Idempotency-Key (a UUID, lower case), to read its decision in the same trip. */
    decisionKey?: string;
  },
): Promise<RequestSessionCheck> => {
  if (!input.cookie) return { ok: false, reason: 'invalid' };
  const [row] = await run<SessionCheckRow>(db, SESSION_CHECK, [
    sha256(input.token),
    sha256(input.cookie),
    input.now.toISOString(),
    input.config.sessionTimeout,
    input.config.sessionMaxTimeoutInSeconds,
    input.traceId ?? null,
    input.decisionKey ?? null,
  ]);
  if (!row || row.ended_at) return { ok: false, reason: 'invalid' };
  const createdAt = new Date(row.created_at);
  const lastSeenAt = new Date(row.last_seen_at);
  if (!row.live) {
    const idle = input.now.getTime() - lastSeenAt.getTime() > input.config.sessionTimeout * 1000;
    await endSession(db, row.id, input.now, idle ? 'idle' : 'max-length');
    return { ok: false, reason: 'expired' };
  }
  const session: Session = {
    id: row.id,
    tokenHash: row.token_hash,
    cookieHash: row.cookie_hash,
    customerId: row.customer_id,
    userId: row.user_id,
    stage: row.stage,
    channel: row.channel,
    workgroupId: row.workgroup_id,
    createdAt,
    lastSeenAt: Number(row.seen) > 0 ? input.now : lastSeenAt,
    endedAt: null,
    endReason: row.end_reason,
    clientKey: row.client_key,
    deviceId: row.device_id,
  };
  return {
    ok: true,
    session,
    decider: {
      sessionId: row.id,
      customerId: row.customer_id,
      customerNumber: row.customer_number,
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      email: row.email,
      loginMethod: row.login_method,
      customerType: row.customer_type,
      userId: row.user_id,
      roles: row.roles ? (row.roles as CorporateRole[]) : null,
    },
    freshTrace: input.traceId === undefined ? undefined : row.fresh_trace,
    decision: input.decisionKey === undefined ? undefined : row.decision,
  };
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
