/** /api/callcenter/agent: the agent an X-Agent-Token belongs to. */
import { Hono } from 'hono';
import type { Agent } from '../../src/contract/callcenter';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { requireAgent } from '../middleware/authenticate';

export const callCenterRoutes = new Hono<AppEnv>();

callCenterRoutes.get('/agent', requireAgent, (c) => {
  const agent = c.var.agent!;
  return c.json(serviceSuccess<Agent>({ agentId: agent.id, name: agent.name }));
});
