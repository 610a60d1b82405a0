/**
 * The state every server process shares: the rate-limit windows and the replay cache of signed
 * calls. In the database by default (expired rows purged every minute, safe when several
 * processes purge), in Redis when a URL is given (keys expire by themselves). Opened at start,
 * closed with the server; a Redis outage is logged as a warning, without the URL.
 */
import type { Logger } from 'pino';
import { SIGNATURE_WINDOW_MS } from '../src/contract/signing';
import type { Db } from './db/client';
import { openRedis, type Redis } from './db/redis';
import { createDbRateLimiter, createRedisRateLimiter, purgeRateLimits } from './domain/security/rate-limit';
import { createDbReplayGuard, createRedisReplayGuard, purgeTraces } from './domain/security/replay-guard';
import { purgeDecisions } from './domain/decisions/store';
import { describeError } from './logger';

const PURGE_INTERVAL_MS = 60_000;

const startPurge = (db: Db, now: () => Date, logger: Logger) => {
  const purge = async () => {
    await purgeRateLimits(db, now());
    await purgeTraces(db, now(), SIGNATURE_WINDOW_MS);
    await purgeDecisions(db, now());
  };
  const timer = setInterval(() => {
    purge().catch((error: unknown) => logger.warn({ err: describeError(error) }, 'shared state purge failed'));
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
};

const connectRedis = (url: string, keyPrefix: string, logger: Logger): Promise<Redis> =>
  openRedis({
    url,
    keyPrefix,
    onStateChange: (state, error) =>
      state === 'lost'
        ? logger.warn(
            { err: describeError(error) },
            'Redis connection lost: rate-limited steps and signed calls answer 503 until it is back',
          )
        : logger.warn('Redis connection restored'),
  });

export const openSharedState = async (options: {
  db: Db;
  now: () => Date;
  logger: Logger;
  redisUrl?: string;
  redisKeyPrefix?: string;
}) => {
  const { db, now, logger } = options;
  const redis = options.redisUrl
    ? await connectRedis(options.redisUrl, options.redisKeyPrefix ?? 'emanet:', logger)
    : undefined;
  const stopPurge = startPurge(db, now, logger);
  return {
    store: redis ? ('redis' as const) : ('database' as const),
    limiter: redis ? createRedisRateLimiter(redis) : createDbRateLimiter(db),
    replay: redis ? createRedisReplayGuard(redis, SIGNATURE_WINDOW_MS) : createDbReplayGuard(db),
    close: async () => {
      stopPurge();
      await redis?.close();
    },
  };
};
