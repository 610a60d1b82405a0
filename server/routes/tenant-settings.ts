/** /api/tenantsettings/getmenutree (signed): the dashboard menu, compared by `?updateTime=`. */
import { Hono } from 'hono';
import { menuTreeFor } from '../domain/client-data/menu-tree';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { requireActive } from '../middleware/authenticate';

export const tenantSettingsRoutes = new Hono<AppEnv>();

tenantSettingsRoutes.get('/getmenutree', requireActive, (c) => {
  const updateTime = c.req.query('updateTime')?.slice(0, 40);
  return c.json(serviceSuccess(menuTreeFor(c.var.language, updateTime)));
});
