/** /api/dkadc/*, the customer's home page: today's special-day image and the shortcuts. */
import { Hono } from 'hono';
import { SaveShortcutsSchema, type ShortcutList } from '../../src/contract/shortcuts';
import { saveShortcuts, shortcutsOf } from '../domain/client-data/shortcuts';
import { specialDayOn } from '../domain/client-data/special-days';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const homePageRoutes = new Hono<AppEnv>();

homePageRoutes.get('/getspecialdayimage', requireActive, (c) =>
  c.json(serviceSuccess(specialDayOn(c.var.deps.now(), c.var.language))),
);

homePageRoutes.get('/getclientshortcuts', requireActive, async (c) => {
  const menuCodes = await shortcutsOf(c.var.deps.db, c.var.session!.customerId);
  return c.json(serviceSuccess<ShortcutList>({ menuCodes }));
});

homePageRoutes.post('/saveclientshortcut', requireActive, async (c) => {
  const { menuCodes } = await parseJsonBody(c, SaveShortcutsSchema);
  const { db, now } = c.var.deps;
  await saveShortcuts(db, c.var.session!.customerId, menuCodes, now());
  return c.json(serviceSuccess<ShortcutList>({ menuCodes }));
});
