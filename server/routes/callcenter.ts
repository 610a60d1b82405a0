/**
 * CallCenter (issue 18), mounted at /api: the agent, the call of its token, finding and verifying
 * the caller (`POST /Customer/VerifyCallInformation`), the customer information panel and the
 * process history. server/middleware/agent-access.ts decides what an agent may call and audits it.
 */
import { Hono } from 'hono';
import {
  CallStartSchema,
  FindCustomerSchema,
  VerifyCallInformationSchema,
  type Agent as AgentData,
} from '../../src/contract/callcenter';
import { MessageCode } from '../../src/contract/message-codes';
import { callById } from '../domain/callcenter/calls';
import { processHistory } from '../domain/callcenter/audit';
import { customerInformation } from '../domain/callcenter/panel';
import { callView, findCallCustomer, recordCallLink, sendCallCode, verifyCall } from '../domain/callcenter/verify';
import type { AppEnv } from '../http/context';
import { serviceError, serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody } from '../http/validate';
import { requireAgent } from '../middleware/authenticate';

export const callCenterRoutes = new Hono<AppEnv>();

callCenterRoutes.get('/callcenter/agent', requireAgent, (c) => {
  const agent = c.var.agent!;
  return c.json(serviceSuccess<AgentData>({ agentId: agent.id, name: agent.name }));
});

callCenterRoutes.get('/callcenter/call', requireAgent, async (c) => {
  const { db } = c.var.deps;
  const call = await callById(db, c.var.agent!.call.id);
  if (!call) throw new RequestError(401, [MessageCode.AgentTokenInvalid]);
  return c.json(serviceSuccess(await callView(db, call)));
});

callCenterRoutes.post('/callcenter/call', requireAgent, async (c) => {
  const link = await parseJsonBody(c, CallStartSchema);
  const { db } = c.var.deps;
  return c.json(serviceSuccess(await callView(db, await recordCallLink(db, c.var.agent!.call.id, link))));
});

callCenterRoutes.post('/callcenter/findcustomer', requireAgent, async (c) => {
  const find = await parseJsonBody(c, FindCustomerSchema);
  const { db } = c.var.deps;
  const agent = c.var.agent!;
  const call = await findCallCustomer(db, agent.call.id, find);
  agent.call.customerId = call.customerId;
  return c.json(serviceSuccess(await callView(db, call)));
});

callCenterRoutes.post('/callcenter/sendverificationcode', requireAgent, async (c) => {
  const { db, now } = c.var.deps;
  const call = await sendCallCode(db, c.var.agent!.call.id, c.var.language, now());
  return c.json(serviceSuccess(await callView(db, call)));
});

callCenterRoutes.post('/customer/verifycallinformation', requireAgent, async (c) => {
  const answers = await parseJsonBody(c, VerifyCallInformationSchema);
  const { db, now } = c.var.deps;
  const { call, ok } = await verifyCall(db, c.var.agent!.call.id, answers, now());
  if (!ok) {
    const locked = (await callView(db, call)).attemptsLeft === 0;
    return c.json(serviceError([locked ? MessageCode.CcVerifyLocked : MessageCode.CcVerifyFailed], c.var.language));
  }
  return c.json(serviceSuccess(await callView(db, call)));
});

callCenterRoutes.get('/callcenter/customerinformation', requireAgent, async (c) => {
  const { call } = c.var.agent!;
  return c.json(serviceSuccess(await customerInformation(c.var.deps.db, call)));
});

callCenterRoutes.get('/callcenter/processhistory', requireAgent, async (c) => {
  const { call } = c.var.agent!;
  return c.json(serviceSuccess({ items: await processHistory(c.var.deps.db, call) }));
});
