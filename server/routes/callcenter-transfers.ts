/**
 * /api/CallCenter/Transfer (issue 18): the agent's transfer for the verified caller of the call (the
 * call's CC session is the request's session), and the sandbox's "customer's phone" answering it.
 * docs/api.md (CallCenter transfers).
 */
import { Hono, type Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import {
  AnswerCcTransferSchema,
  CcTransferStatusQuerySchema,
  StartCcTransferSchema,
} from '../../src/contract/callcenter-transfers';
import { MessageCode } from '../../src/contract/message-codes';
import { answerCcTransfer, ccTransferStatus } from '../domain/callcenter-transfers/answer';
import {
  planCcTransfer,
  storeCcTransfer,
  type CcActor,
  type PlannedCcTransfer,
} from '../domain/callcenter-transfers/start';
import { BusinessError } from '../domain/common/refusal';
import type { AppEnv } from '../http/context';
import { respondChange } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseQuery } from '../http/validate';

export const ccTransferRoutes = new Hono<AppEnv>();

/** The agent and the verified customer of the call; anything else is refused (a customer session too). */
const actorOf = (c: Context<AppEnv>): CcActor => {
  const { agent, session } = c.var;
  if (!agent) throw new RequestError(401, [MessageCode.AgentTokenInvalid]);
  if (!agent.call.verified || !session || session.customerId !== agent.call.customerId)
    throw new RequestError(403, [MessageCode.StepNotAllowed]);
  return { agentId: agent.id, customerId: session.customerId, callId: agent.call.id };
};

/**
 * The plan reads before the key's change opens its transaction (the facts are the transfers domain's
 * prepared queries); a key already answered is replayed without planning again, and a refusal of the
 * plan is stored as the key's final answer like any other.
 */
ccTransferRoutes.post('/start', async (c) => {
  const actor = actorOf(c);
  const request = await parseJsonBody(c, StartCcTransferSchema);
  const { deps, language, decision } = c.var;
  let planned: PlannedCcTransfer | undefined;
  let refused: BusinessError | undefined;
  if (!decision)
    try {
      planned = await planCcTransfer(deps, actor, request, language);
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      refused = error;
    }
  return respondChange(c, 'cc-transfer', request, async (tx) => {
    if (refused) throw refused;
    // A key already answered (read with the session) is replayed before this runs: a new key was planned.
    if (!planned) throw new Error('cc-transfer: an answered key reached the change');
    return { actionCode: ActionCode.CcTransferWaiting, data: await storeCcTransfer(tx, planned) };
  });
});

ccTransferRoutes.get('/status', async (c) => {
  const actor = actorOf(c);
  const { id } = parseQuery(c, CcTransferStatusQuerySchema);
  return c.json(serviceSuccess(await ccTransferStatus(c.var.deps, actor, id, c.var.language)));
});

/** Sandbox only: the customer's phone answers with the reference it received. */
export const sandboxCcTransferRoutes = new Hono<AppEnv>();

sandboxCcTransferRoutes.post('/callcentertransfer/answer', async (c) => {
  const input = await parseJsonBody(c, AnswerCcTransferSchema);
  return c.json(serviceSuccess(await answerCcTransfer(c.var.deps, input, c.var.language)));
});
