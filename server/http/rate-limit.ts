/**
 * Applies the rate limits of a bucket to a request: per client address and, when known, per
 * identity. The windows are shared by every server process (server/domain/security/rate-limit.ts).
 */
import type { Context } from 'hono';
import { MessageCode } from '../../src/contract/message-codes';
import type { AppEnv } from './context';
import { RequestError } from './errors';
import { requestMeta } from './request-meta';

export type LimitBucket = 'login' | 'forgot' | 'captcha' | 'otp';

const limit = async (
  c: Context<AppEnv>,
  bucket: LimitBucket,
  envelope: 'auth' | 'service',
  key: string,
  max: number,
) => {
  const { limiter, config, now } = c.var.deps;
  const wait = await limiter.hit(bucket, key, max, config.rateLimitWindowSeconds, now());
  if (wait !== undefined)
    throw new RequestError(429, [MessageCode.RateLimited], undefined, { envelope, retryAfterSeconds: wait });
};

/** Counts the request against the client address; before the body is even read. */
export const limitByAddress = (c: Context<AppEnv>, bucket: LimitBucket, envelope: 'auth' | 'service'): Promise<void> =>
  limit(c, bucket, envelope, `ip:${requestMeta(c).ip ?? 'unknown'}`, c.var.deps.config.rateLimitPerIp);

/** Counts the request against an identity (as typed, a customer, or a flow). */
export const limitByIdentity = (
  c: Context<AppEnv>,
  bucket: LimitBucket,
  envelope: 'auth' | 'service',
  identity: string,
): Promise<void> => limit(c, bucket, envelope, `id:${identity}`, c.var.deps.config.rateLimitPerIdentity);

/** Both limits at once. */
export const enforceRateLimit = async (
  c: Context<AppEnv>,
  bucket: LimitBucket,
  envelope: 'auth' | 'service',
  identity: string,
): Promise<void> => {
  await limitByAddress(c, bucket, envelope);
  await limitByIdentity(c, bucket, envelope, identity);
};
