/**
 * Applies the rate limits of a bucket to a request: per client address and, when known, per
 * identity. The windows are shared by every server process (server/domain/security/rate-limit.ts).
 */
import type { Context } from 'hono';
import { MessageCode } from '../../src/contract/message-codes';
import type { AppEnv } from './context';
import { RequestError } from './errors';
import { requestMeta } from './request-meta';

export type LimitBucket = 'login' | 'forgot' | 'captcha' | 'otp' | 'log' | 'kolas-resolve';

export interface Limit {
  /** What is counted: a client address (`addressKey`), an identity (`id:…`), a customer. */
  key: string;
  /** Hits allowed in a window. */
  max: number;
  /** The window's length; the configured rateLimitWindowSeconds unless told. */
  windowSeconds?: number;
  /** The 429's envelope; a service envelope unless told. */
  envelope?: 'auth' | 'service';
}

/** Counts the request under a key of a bucket; past the limit, 429 `request.rateLimited` with Retry-After. */
export const limitBy = async (c: Context<AppEnv>, bucket: LimitBucket, limit: Limit): Promise<void> => {
  const { limiter, config, now } = c.var.deps;
  const window = limit.windowSeconds ?? config.rateLimitWindowSeconds;
  const wait = await limiter.hit(bucket, limit.key, limit.max, window, now());
  if (wait !== undefined)
    throw new RequestError(429, [MessageCode.RateLimited], undefined, {
      envelope: limit.envelope ?? 'service',
      retryAfterSeconds: wait,
    });
};

/** The key of the client address. */
export const addressKey = (c: Context<AppEnv>): string => `ip:${requestMeta(c).ip ?? 'unknown'}`;

/** Counts the request against the client address; before the body is even read. */
export const limitByAddress = (c: Context<AppEnv>, bucket: LimitBucket, envelope: 'auth' | 'service'): Promise<void> =>
  limitBy(c, bucket, { key: addressKey(c), max: c.var.deps.config.rateLimitPerIp, envelope });

/** Counts the request against an identity (as typed, a customer, or a flow). */
export const limitByIdentity = (
  c: Context<AppEnv>,
  bucket: LimitBucket,
  envelope: 'auth' | 'service',
  identity: string,
): Promise<void> =>
  limitBy(c, bucket, { key: `id:${identity}`, max: c.var.deps.config.rateLimitPerIdentity, envelope });

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
