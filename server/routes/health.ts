/** /api/health: the server answers and its database too. */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';

export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get('/', async (c) => {
  await c.var.deps.db.execute(sql`select 1`);
  return c.json(serviceSuccess({ ok: true }));
});
