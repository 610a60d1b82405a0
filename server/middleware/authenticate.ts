/**
 * Every /api path that is not unsigned needs a live customer session (transaction token
 * AND its cookie) or a valid agent token. Routes then demand a stage or an agent. The session
 * check is the request's first round trip and reads, in the same statement, what the request
 * needs next: its customer, and the decision of its Idempotency-Key.
 */
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { Header, SESSION_COOKIE, isUnsignedPath } from '../../src/contract/headers';
import { MessageCode } from '../../src/contract/message-codes';
import { checkRequestSession, type SessionStage } from '../domain/auth/sessions';
import { checkAgentCall } from '../domain/callcenter/calls';
import type { AppEnv } from '../http/context';
import { RequestError } from '../http/errors';
import { idempotencyKeyHeader } from '../http/idempotency';
import { UUID_PATTERN } from '../../src/contract/id-patterns';

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  if (isUnsignedPath(c.req.path.slice('/api'.length))) return next();
  const { db, config, clock } = c.var.deps;
  // Sessions keep the base clock: moving the sandbox's calendar signs nobody out.
  const now = clock?.base ?? c.var.deps.now;
  const token = c.req.header(Header.TransactionToken);
  const agentToken = c.req.header(Header.AgentToken);
  if (token) {
    const traceId = c.req.header(Header.TraceId);
    const check = await checkRequestSession(db, {
      token,
      cookie: getCookie(c, SESSION_COOKIE),
      now: now(),
      config,
      // With the database as the replay cache, the trace id is recorded in the same statement.
      traceId:
        c.var.deps.replay.inSessionCheck && traceId && UUID_PATTERN.test(traceId) ? traceId.toLowerCase() : undefined,
      decisionKey: idempotencyKeyHeader(c),
    });
    if (!check.ok)
      throw new RequestError(401, [check.reason === 'expired' ? MessageCode.SessionEnded : MessageCode.SessionInvalid]);
    c.set('session', check.session);
    c.set('decider', check.decider);
    c.set('decision', check.decision);
    c.set('freshTrace', check.freshTrace);
  } else if (agentToken) {
    // The token's call; a verified call brings its CC session (read by id), so product routes act for its caller.
    const check = await checkAgentCall(db, { token: agentToken, decisionKey: idempotencyKeyHeader(c) });
    if (!check) throw new RequestError(401, [MessageCode.AgentTokenInvalid]);
    c.set('agent', check.agent);
    c.set('session', check.session);
    c.set('decider', check.decider);
    c.set('decision', check.decision);
  } else {
    throw new RequestError(401, [MessageCode.SessionInvalid]);
  }
  return next();
});

/** Lets through only sessions in one of the given stages. */
export const requireStage = (...stages: SessionStage[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = c.var.session;
    if (!session) throw new RequestError(401, [MessageCode.SessionInvalid]);
    if (!stages.includes(session.stage)) throw new RequestError(403, [MessageCode.StepNotAllowed]);
    return next();
  });

export const requireActive = requireStage('active');

export const requireAgent = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.agent) throw new RequestError(401, [MessageCode.AgentTokenInvalid]);
  return next();
});
