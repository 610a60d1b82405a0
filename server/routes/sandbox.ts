/** /api/sandbox (sandbox mode only): the outbox of sent messages, push approval and captcha answers. */
import { Hono } from 'hono';
import { MessageCode } from '../../src/contract/message-codes';
import {
  ApprovePushSchema,
  MoveSandboxClockSchema,
  OutboxQuerySchema,
  SandboxCaptchaQuerySchema,
  type OutboxMessage,
} from '../../src/contract/sandbox';
import { sandboxCaptchaAnswer } from '../domain/auth/captcha';
import { customerByIdentity } from '../domain/auth/customer-profile';
import { approvePush, listOutbox } from '../domain/outbox/outbox';
import { moveSandboxClock, sandboxClockState } from '../domain/sandbox/move-clock';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseQuery } from '../http/validate';

export const sandboxRoutes = new Hono<AppEnv>();

sandboxRoutes.get('/outbox', async (c) => {
  const { db } = c.var.deps;
  const query = parseQuery(c, OutboxQuerySchema);
  let recipient = query.recipient || undefined;
  const identificationNumber = query.identificationNumber;
  if (!recipient && identificationNumber) recipient = (await customerByIdentity(db, identificationNumber))?.phone;
  const unknownCustomer = Boolean(identificationNumber) && !recipient;
  const items: OutboxMessage[] = unknownCustomer ? [] : await listOutbox(db, recipient);
  return c.json(serviceSuccess({ items }));
});

/** The answer of a captcha (tests and testers cannot read the image): 404 for an unknown reference. */
sandboxRoutes.get('/captcha', async (c) => {
  const { reference } = parseQuery(c, SandboxCaptchaQuerySchema);
  const answer = await sandboxCaptchaAnswer(c.var.deps.db, reference);
  if (!answer) throw new RequestError(404, [MessageCode.NotFound]);
  return c.json(serviceSuccess({ reference, answer }));
});

sandboxRoutes.post('/approvepush', async (c) => {
  const { id } = await parseJsonBody(c, ApprovePushSchema);
  if (!(await approvePush(c.var.deps.db, id, c.var.deps.now()))) throw new RequestError(404, ['push.notFound']);
  return c.json(serviceSuccess({ id, approved: true }));
});

/** What this server process has spent so far: SQL statements sent and CPU time (the benchmark reads it before and after). */
sandboxRoutes.get('/metrics', (c) => {
  const cpu = process.cpuUsage();
  return c.json(serviceSuccess({ statements: c.var.deps.statements(), cpuMicros: cpu.user + cpu.system }));
});

/** The bank's clock: its time and offset; moving it (days, hours, reset) runs the standing orders due at once. */
sandboxRoutes.get('/clock', async (c) => {
  await c.var.deps.clock?.load(c.var.deps.db);
  return c.json(serviceSuccess(sandboxClockState(c.var.deps)));
});

sandboxRoutes.post('/clock', async (c) => {
  const move = await parseJsonBody(c, MoveSandboxClockSchema);
  return c.json(serviceSuccess(await moveSandboxClock(c.var.deps, move)));
});
