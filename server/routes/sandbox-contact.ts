/** /api/sandbox/contactusanswer (sandbox only): the bank's staff answer a customer's request. */
import { Hono } from 'hono';
import { SandboxContactAnswerSchema } from '../../src/contract/contact';
import { answerContactRequest } from '../domain/contact/answers';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody } from '../http/validate';

export const sandboxContactRoutes = new Hono<AppEnv>();

sandboxContactRoutes.post('/contactusanswer', async (c) => {
  const answer = await parseJsonBody(c, SandboxContactAnswerSchema);
  return c.json(serviceSuccess(await answerContactRequest(c.var.deps.db, answer, c.var.deps.now())));
});
