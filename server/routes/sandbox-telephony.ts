/**
 * /api/sandbox/telephony/calls (sandbox only): the telephony system's side of a call. Each call gets
 * a new agent token for the sandbox's agent and the CallCenter link the agent
 * opens, with the IVR's workgroup, error code and satisfaction score in its query.
 */
import { Hono } from 'hono';
import { SandboxCallRequestSchema } from '../../src/contract/callcenter';
import { startCall } from '../domain/callcenter/calls';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody } from '../http/validate';

export const sandboxTelephonyRoutes = new Hono<AppEnv>();

sandboxTelephonyRoutes.post('/telephony/calls', async (c) => {
  const request = await parseJsonBody(c, SandboxCallRequestSchema);
  const { db, now } = c.var.deps;
  const token = await startCall(db, undefined, now());
  const query = new URLSearchParams({ token });
  for (const [name, value] of Object.entries(request)) if (value) query.set(name, value);
  const link = `${new URL(c.req.url).origin}/callcenter/verify?${query.toString()}`;
  return c.json(serviceSuccess({ token, link }));
});
