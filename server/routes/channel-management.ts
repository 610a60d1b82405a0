/** /api/channelmanagement: the signed-in customer's last login attempts (all, or the failed ones). */
import { Hono } from 'hono';
import { latestAttempts } from '../domain/auth/login-attempts';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { requireActive } from '../middleware/authenticate';

const LIMIT = 10;

export const channelManagementRoutes = new Hono<AppEnv>();

channelManagementRoutes.get('/getlastloginattempts', requireActive, async (c) => {
  const attempts = await latestAttempts(c.var.deps.db, c.var.session!.userId, { failedOnly: false, limit: LIMIT });
  return c.json(serviceSuccess({ attempts }));
});

channelManagementRoutes.get('/getlastfailedloginattempts', requireActive, async (c) => {
  const attempts = await latestAttempts(c.var.deps.db, c.var.session!.userId, { failedOnly: true, limit: LIMIT });
  return c.json(serviceSuccess({ attempts }));
});
