/**
 * CallCenter agents (issue 18), after authenticate: a request an agent may not make (per the call's
 * verification state, server/domain/callcenter/agent-rights.ts) answers 403; every request of an
 * agent, allowed or not, is audited with its answer's status and first message code.
 */
import { createMiddleware } from 'hono/factory';
import { MessageCode } from '../../src/contract/message-codes';
import { agentRight, routeOf } from '../domain/callcenter/agent-rights';
import { markCallJournals, recordAgentAct } from '../domain/callcenter/audit';
import type { AppEnv } from '../http/context';
import { RequestError } from '../http/errors';
import { idempotencyKeyHeader } from '../http/idempotency';

const firstMessageCode = async (response: Response): Promise<string | null> => {
  if (!response.headers.get('Content-Type')?.includes('application/json')) return null;
  try {
    const body = (await response.clone().json()) as { messages?: { code?: unknown }[] };
    const code = body.messages?.[0]?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
};

/** The path as the audit keeps it: no control characters or surrogates (a database text refuses NUL), at most 500 characters. */
const auditPath = (path: string) =>
  Array.from(path)
    .filter((char) => {
      const code = char.codePointAt(0)!;
      return code >= 0x20 && code !== 0x7f && (code < 0xd800 || code > 0xdfff);
    })
    .join('')
    .slice(0, 500);

export const agentAccess = createMiddleware<AppEnv>(async (c, next) => {
  const agent = c.var.agent;
  if (!agent) return next();
  const { deps } = c.var;
  const method = c.req.method;
  const path = auditPath(c.req.path.slice('/api'.length));
  const route = routeOf(method, path);
  const right = agentRight(route?.name, agent.call.verified);
  const refusal =
    right === 'allowed'
      ? undefined
      : new RequestError(403, [right === 'notVerified' ? MessageCode.CcNotVerified : MessageCode.CcNotAllowed]);
  const started = deps.now();
  if (!refusal) await next();
  const decisionKey = idempotencyKeyHeader(c) ?? null;
  const messageCode = refusal ? (refusal.problems[0]?.code ?? null) : await firstMessageCode(c.res);
  // A change that succeeded for the verified caller: its journals (if it moved money) are the call's.
  if (!refusal && decisionKey && c.res.status === 200 && messageCode === null && c.var.session)
    await markCallJournals(deps.db, {
      callId: agent.call.id,
      agentId: agent.id,
      customerId: c.var.session.customerId,
      from: started,
      to: deps.now(),
    });
  await recordAgentAct(deps.db, {
    callId: agent.call.id,
    agentId: agent.id,
    // The routes that find or verify the caller update the call as they go.
    customerId: agent.call.customerId,
    action: route?.name ?? `${method} ${path}`.slice(0, 200),
    method,
    path,
    status: refusal ? refusal.status : c.res.status,
    messageCode,
    decisionKey,
    at: deps.now(),
  });
  if (refusal) throw refusal;
});
