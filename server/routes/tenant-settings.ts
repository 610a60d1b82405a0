/**
 * /api/tenantsettings/getmenutree (signed): the dashboard menu for the session's role set (its
 * workgroup's roles read on this request, or Individual), compared by `?updateTime=`.
 */
import { Hono } from 'hono';
import { menuTreeFor } from '../domain/client-data/menu-tree';
import { menuRolesOf } from '../../src/contract/menu-roles';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { requireActive } from '../middleware/authenticate';
import { corporateRolesOf } from '../middleware/corporate-role';

export const tenantSettingsRoutes = new Hono<AppEnv>();

tenantSettingsRoutes.get('/getmenutree', requireActive, (c) => {
  const updateTime = c.req.query('updateTime')?.slice(0, 40);
  return c.json(serviceSuccess(menuTreeFor(c.var.language, updateTime, menuRolesOf(corporateRolesOf(c)))));
});
