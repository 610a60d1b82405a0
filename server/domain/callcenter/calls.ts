/**
 * CallCenter calls: the telephony link gives an agent token per call. The token's call says who the
 * agent is and, once the caller is verified, the CC session the product routes act in. An agent's
 * request reads all of it (and the decision of its Idempotency-Key) in one statement.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Db } from '../../db/client';
import { agents, sessions } from '../../db/schema/auth';
import { ccCalls } from '../../db/schema/callcenter';
import { run, statement } from '../../db/statements';
import type { Agent, AgentCall } from '../auth/agents';
import type { PreloadedDecision, Session } from '../auth/sessions';
import { randomToken, sha256 } from '../auth/tokens';
import type { Decider } from '../decisions/decider';

export type { AgentCall };
export type CallRow = typeof ccCalls.$inferSelect;

/** Ends every open call and its CC session (a server start: the telephony's earlier links stop working). */
export const endOpenCalls = async (db: DbOrTx, now: Date): Promise<void> => {
  const ended = await db
    .update(ccCalls)
    .set({ endedAt: now })
    .where(isNull(ccCalls.endedAt))
    .returning({ sessionId: ccCalls.sessionId });
  const sessionIds = ended.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
  if (sessionIds.length > 0)
    await db
      .update(sessions)
      .set({ endedAt: now, endReason: 'call-ended' })
      .where(and(inArray(sessions.id, sessionIds), isNull(sessions.endedAt)));
};

/**
 * A new call for the named agent (the telephony link's token, in plain text). The sandbox issues one
 * at start (the printed link) and on `POST /sandbox/telephony/calls`; a call ends when the server starts again.
 */
export const startCall = async (db: Db, agentName: string | undefined, now: Date): Promise<string> => {
  const token = randomToken();
  const tokenHash = sha256(token);
  await db.transaction(async (tx) => {
    // Without a name (the sandbox telephony): the bank's first agent by name (the sandbox seeds one).
    const [agent] = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(agentName === undefined ? undefined : eq(agents.name, agentName))
      .orderBy(agents.name)
      .limit(1);
    if (!agent) throw new Error('agent not seeded');
    await tx.insert(ccCalls).values({ agentId: agent.id, tokenHash, startedAt: now });
  });
  return token;
};

const AGENT_CHECK = statement(
  'cc-agent-check',
  `with k as (
     select k.id, k.agent_id, a.name as agent_name, k.customer_id as call_customer_id, k.verification, k.session_id
     from cc_calls k join agents a on a.id = k.agent_id
     where k.token_hash = $1 and k.ended_at is null
   ), s as (
     select to_jsonb(s) as row, c.customer_number, c.name, c.surname, c.phone, c.email, c.login_method, c.customer_type
     from k join sessions s on s.id = k.session_id and s.ended_at is null
     join customers c on c.id = s.customer_id
     where k.verification = 'verified'
   ), d as (
     select x.state, x.request_digest as "requestDigest", x.facts, x.outcome, x.language,
            x.challenge_channel as "challengeChannel"
     from decisions x join s on x.customer_id = (s.row ->> 'customer_id')::uuid
     where $2::text is not null and x.key = $2::text
   )
   select k.*, (select to_jsonb(s) from s) as session, (select to_jsonb(d) from d) as decision from k`,
);

interface SessionJson {
  /** The sessions row as JSON (snake_case keys; every column, whatever the schema adds). */
  row: Record<string, unknown>;
  customer_number: string;
  name: string;
  surname: string;
  phone: string;
  email: string | null;
  login_method: Decider['loginMethod'];
  customer_type: Decider['customerType'];
}

const TIME_COLUMNS = new Set(['created_at', 'last_seen_at', 'ended_at']);

/** A sessions row from its JSON: camelCase keys, times as dates. */
const sessionOf = (row: Record<string, unknown>): Session =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      TIME_COLUMNS.has(key) && typeof value === 'string' ? new Date(value) : value,
    ]),
  ) as Session;

interface AgentCheckRow {
  id: string;
  agent_id: string;
  agent_name: string;
  call_customer_id: string | null;
  verification: 'none' | 'verified';
  session_id: string | null;
  session: SessionJson | null;
  decision: PreloadedDecision | null;
}

export interface AgentCheck {
  agent: Agent;
  /** Set when the call is verified: the CC session of the caller, read by id. */
  session?: Session;
  decider?: Decider;
  decision: PreloadedDecision | null | undefined;
}

/** The agent and call of a token (undefined: unknown or ended), with the verified call's session. */
export const checkAgentCall = async (
  db: Db,
  input: { token: string; decisionKey?: string },
): Promise<AgentCheck | undefined> => {
  const [row] = await run<AgentCheckRow>(db, AGENT_CHECK, [sha256(input.token), input.decisionKey ?? null]);
  if (!row) return undefined;
  const s = row.session;
  const check: AgentCheck = {
    agent: {
      id: row.agent_id,
      name: row.agent_name,
      call: { id: row.id, customerId: row.call_customer_id, verified: row.verification === 'verified' && !!s },
    },
    decision: input.decisionKey === undefined || !s ? undefined : row.decision,
  };
  if (!s) return check;
  check.session = sessionOf(s.row);
  check.decider = {
    sessionId: check.session.id,
    customerId: check.session.customerId,
    customerNumber: s.customer_number,
    name: s.name,
    surname: s.surname,
    phone: s.phone,
    email: s.email,
    loginMethod: s.login_method,
    customerType: s.customer_type,
  };
  return check;
};

export const callById = async (db: DbOrTx, id: string): Promise<CallRow | undefined> => {
  const [row] = await db.select().from(ccCalls).where(eq(ccCalls.id, id));
  return row;
};
