/** Applies the rate limits of a bucket to a request: per client address and, when known, per identity. */
import type { Context } from 'hono';
import { MessageCode } from '../../src/contract/message-codes';
import type { AppEnv } from './context';
import { RequestError } from './errors';
import { requestMeta } from './request-meta';

export type LimitBucket = 'login' | 'forgot' | 'captcha' | 'otp';

export const enforceRateLimit = (
  c: Context<AppEnv>,
  bucket: LimitBucket,
  envelope: 'auth' | 'service',
  identity?: string,
): void => {
  const { limiter, config, now } = c.var.deps;
  const at = now();
  const window = config.rateLimitWindowSeconds;
  const ip = requestMeta(c).ip ?? 'unknown';
  const wait =
    limiter.hit(bucket, `ip:${ip}`, config.rateLimitPerIp, window, at) ??
    (identity ? limiter.hit(bucket, `id:${identity}`, config.rateLimitPerIdentity, window, at) : undefined);
  if (wait !== undefined)
    throw new RequestError(429, [MessageCode.RateLimited], undefined, { envelope, retryAfterSeconds: wait });
};
