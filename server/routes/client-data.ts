/**
 * The client's own data calls under /api/dkadc: the bank's texts (GetLocalizationData,
 * compared by updateTime) and the client log (Log: redacted, then written to pino).
 */
import { Hono } from 'hono';
import { LogRequestSchema } from '../../src/contract/client-logs';
import { LocalizationRequestSchema } from '../../src/contract/localization';
import { MessageCode } from '../../src/contract/message-codes';
import { localizationFor } from '../domain/localization-catalog';
import { redactLog } from '../domain/log-redaction';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { requestMeta } from '../http/request-meta';
import { parseJsonBody } from '../http/validate';

export const clientDataRoutes = new Hono<AppEnv>();

clientDataRoutes.post('/getlocalizationdata', async (c) => {
  const { languageCode, updateTime } = await parseJsonBody(c, LocalizationRequestSchema);
  return c.json(serviceSuccess(localizationFor(languageCode, updateTime)));
});

clientDataRoutes.post('/log', async (c) => {
  const { limiter, config, now, logger } = c.var.deps;
  const wait = limiter.hit(
    'log',
    `ip:${requestMeta(c).ip ?? 'unknown'}`,
    config.rateLimitLogsPerIp,
    config.rateLimitWindowSeconds,
    now(),
  );
  if (wait !== undefined)
    throw new RequestError(429, [MessageCode.RateLimited], undefined, { envelope: 'service', retryAfterSeconds: wait });
  const { logs } = await parseJsonBody(c, LogRequestSchema);
  const client = logger.child({ source: 'client', traceId: c.var.traceId });
  for (const entry of logs) {
    const payload = { clientLog: redactLog(entry.log) };
    if (entry.logType === 'error') client.warn(payload, 'client error');
    else client.info(payload, 'client log');
  }
  return c.json(serviceSuccess({ accepted: logs.length }));
});
