/** /api/health: the server answers and its database too. */
import { Hono } from 'hono';
import { databaseAnswers } from '../domain/common/health';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';

export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get('/', async (c) => c.json(serviceSuccess({ ok: await databaseAnswers(c.var.deps.db) })));
