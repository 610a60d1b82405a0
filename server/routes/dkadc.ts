/** /api/dkadc/getimageurls (unsigned): an image catalog, or isChanged false when the caller's copy is current. */
import { Hono } from 'hono';
import { ImageUrlsRequestSchema, type ImageUrls } from '../../src/contract/auth-flows';
import { IMAGE_CATALOGS } from '../domain/image-catalog';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody } from '../http/validate';

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
