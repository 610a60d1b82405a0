/** The catalog images as SVG files (/security-images, /prelogin-images, /special-days: <code>.svg), cacheable. */
import { Hono } from 'hono';
import { IMAGE_CATALOGS } from '../domain/client-data/image-catalog';
import { SPECIAL_DAYS, SPECIAL_DAYS_PATH } from '../domain/client-data/special-days';
import type { AppEnv } from '../http/context';

export const imageRoutes = new Hono<AppEnv>();

const catalogs = [...Object.values(IMAGE_CATALOGS), { path: SPECIAL_DAYS_PATH, images: SPECIAL_DAYS }];
for (const catalog of catalogs) {
  imageRoutes.get(`${catalog.path}/:file`, (c) => {
    const image = catalog.images.find((item) => `${item.code}.svg` === c.req.param('file'));
    if (!image) return c.text('Not found', 404);
    return c.body(image.svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
