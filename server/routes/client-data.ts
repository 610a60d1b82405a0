/**
 * The client's own data calls under /api/dkadc: the bank's texts (GetLocalizationData) and image
 * catalogs (GetImageUrls, unsigned), both compared by updateTime, and the client log (Log:
 * redacted, then written to pino).
 */
import { Hono } from 'hono';
import { ImageUrlsRequestSchema, type ImageUrls } from '../../src/contract/auth-flows';
import { LogRequestSchema } from '../../src/contract/client-logs';
import { LocalizationRequestSchema } from '../../src/contract/localization';
import { IMAGE_CATALOGS } from '../domain/client-data/image-catalog';
import { localizationFor } from '../domain/client-data/localization-catalog';
import { redactLog } from '../domain/client-data/log-redaction';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { addressKey, limitBy } from '../http/rate-limit';
import { parseJsonBody } from '../http/validate';

export const clientDataRoutes = new Hono<AppEnv>();

clientDataRoutes.post('/getlocalizationdata', async (c) => {
  const { languageCode, updateTime } = await parseJsonBody(c, LocalizationRequestSchema);
  return c.json(serviceSuccess(localizationFor(languageCode, updateTime)));
});

clientDataRoutes.post('/getimageurls', async (c) => {
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

clientDataRoutes.post('/log', async (c) => {
  const { config, logger } = c.var.deps;
  await limitBy(c, 'log', { key: addressKey(c), max: config.rateLimitLogsPerIp });
  const { logs } = await parseJsonBody(c, LogRequestSchema);
  const client = logger.child({ source: 'client', traceId: c.var.traceId });
  for (const entry of logs) {
    const payload = { clientLog: redactLog(entry.log) };
    if (entry.logType === 'error') client.warn(payload, 'client error');
    else client.info(payload, 'client log');
  }
  return c.json(serviceSuccess({ accepted: logs.length }));
});
