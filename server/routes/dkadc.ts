/**
 * /api/dkadc/*: image catalogs (unsigned), today's special-day image and the customer's
 * home-page shortcuts.
 */
import { Hono } from 'hono';
import { ImageUrlsRequestSchema, type ImageUrls } from '../../src/contract/auth-flows';
import { SaveShortcutsSchema, type ShortcutList } from '../../src/contract/shortcuts';
import { IMAGE_CATALOGS } from '../domain/image-catalog';
import { saveShortcuts, shortcutsOf } from '../domain/shortcuts';
import { specialDayOn } from '../domain/special-days';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const dkAdcRoutes = new Hono<AppEnv>();

dkAdcRoutes.post('/getimageurls', async (c) => {
  const { area, updateTime } = await parseJsonBody(c, ImageUrlsRequestSchema);
  const catalog = IMAGE_CATALOGS[area];
  const current = updateTime === catalog.updateTime;
  const data: ImageUrls = {
    isChanged: !current,
    images: current
      ? []
      : catalog.images.map((image) => ({
          code: image.code,
          url: `${catalog.path}/${image.code}.svg`,
          title: image.title[c.var.language],
        })),
    updateTime: catalog.updateTime,
  };
  return c.json(serviceSuccess(data));
});

dkAdcRoutes.get('/getspecialdayimage', requireActive, (c) =>
  c.json(serviceSuccess(specialDayOn(c.var.deps.now(), c.var.language))),
);

dkAdcRoutes.get('/getclientshortcuts', requireActive, async (c) => {
  const menuCodes = await shortcutsOf(c.var.deps.db, c.var.session!.customerId);
  return c.json(serviceSuccess<ShortcutList>({ menuCodes }));
});

dkAdcRoutes.post('/saveclientshortcut', requireActive, async (c) => {
  const { menuCodes } = await parseJsonBody(c, SaveShortcutsSchema);
  const { db, now } = c.var.deps;
  await saveShortcuts(db, c.var.session!.customerId, menuCodes, now());
  return c.json(serviceSuccess<ShortcutList>({ menuCodes }));
});
