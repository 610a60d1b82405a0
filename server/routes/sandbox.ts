/** /api/sandbox (sandbox mode only): the outbox of sent messages and push approval. */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { ApprovePushSchema, type OutboxMessage } from '../../src/contract/sandbox';
import { customers } from '../db/schema';
import { approvePush, listOutbox } from '../domain/outbox';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody } from '../http/validate';

export const sandboxRoutes = new Hono<AppEnv>();

sandboxRoutes.get('/outbox', async (c) => {
  const { db } = c.var.deps;
  let recipient = c.req.query('recipient')?.trim();
  const identificationNumber = c.req.query('identificationNumber')?.trim();
  if (!recipient && identificationNumber) {
    const [customer] = await db
      .select({ phone: customers.phone })
      .from(customers)
      .where(eq(customers.identificationNumber, identificationNumber));
    recipient = customer?.phone;
  }
  const unknownCustomer = Boolean(identificationNumber) && !recipient;
  const items: OutboxMessage[] = unknownCustomer ? [] : await listOutbox(db, recipient);
  return c.json(serviceSuccess({ items }));
});

sandboxRoutes.post('/approvepush', async (c) => {
  const { id } = await parseJsonBody(c, ApprovePushSchema);
  if (!(await approvePush(c.var.deps.db, id, c.var.deps.now()))) throw new RequestError(404, ['push.notFound']);
  return c.json(serviceSuccess({ id, approved: true }));
});
