/**
 * Fixed-window rate limits per bucket (login, forgot, captcha, otp, log, kolas-resolve) and key
 * (a client address, an identity, a flow), one limit for every server process: a row in the
 * database, or a Redis hash when REDIS_URL is set. A key's window opens at its first hit and
 * lasts windowSeconds on the server's clock (`now`); one statement (or script) per hit.
 * The lockout after wrong passwords is another thing (auth).
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/statements';
import type { Redis } from '../../db/redis';
import { rateLimitCounters as counters } from '../../db/schema/security';
import { fromRedis } from './shared-state-unavailable';

export interface RateLimiter {
  /** Counts a hit; answers the seconds to wait when the limit is already spent. */
  hit(bucket: string, key: string, limit: number, windowSeconds: number, now: Date): Promise<number | undefined>;
}

/** A key as typed may be long (an identity field): past 128 characters its SHA-256 stands for it. */
const storedKey = (key: string) =>
  key.length <= 128 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;

const secondsToWait = (count: number, limit: number, windowEndMs: number, nowMs: number) =>
  count > limit ? Math.max(1, Math.ceil((windowEndMs - nowMs) / 1000)) : undefined;

const ended = sql`${counters.windowEnd} <= excluded.window_start`;

// The count stops at limit + 1: a spent window only needs to stay spent.
const hitStatement = prepared((db) =>
  db
    .insert(counters)
    .values({
      bucket: sql.placeholder('bucket'),
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('start'),
      windowEnd: sql.placeholder('end'),
      count: 1,
    })
    .onConflictDoUpdate({
      target: [counters.bucket, counters.key],
      set: {
        windowStart: sql`case when ${ended} then excluded.window_start else ${counters.windowStart} end`,
        windowEnd: sql`case when ${ended} then excluded.window_end else ${counters.windowEnd} end`,
        count: sql`case when ${ended} then 1 else least(${counters.count} + 1, ${sql.placeholder('cap')}) end`,
      },
    })
    .returning({ count: counters.count, windowEnd: counters.windowEnd })
    .prepare('rate_limit_hit'),
);

export const createDbRateLimiter = (db: Db): RateLimiter => ({
  async hit(bucket, key, limit, windowSeconds, now) {
    const end = new Date(now.getTime() + windowSeconds * 1000);
    const values = { bucket, key: storedKey(key), start: now, end, cap: limit + 1 };
    const [row] = await hitStatement(db).execute(values);
    return secondsToWait(row!.count, limit, row!.windowEnd.getTime(), now.getTime());
  },
});

/** KEYS[1] the window; ARGV now, window end, window length (ms), limit. Answers { count, window end }. */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = redis.call('HMGET', KEYS[1], 'end', 'count')
local ends = tonumber(window[1])
if not ends or ends <= now then
  redis.call('HSET', KEYS[1], 'end', ARGV[2], 'count', 1)
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return {1, tonumber(ARGV[2])}
end
local count = tonumber(window[2])
if count <= tonumber(ARGV[4]) then count = redis.call('HINCRBY', KEYS[1], 'count', 1) end
return {count, ends}
`;

export const createRedisRateLimiter = (redis: Redis): RateLimiter => ({
  async hit(bucket, key, limit, windowSeconds, now) {
    const nowMs = now.getTime();
    const windowMs = windowSeconds * 1000;
    const args = [String(nowMs), String(nowMs + windowMs), String(windowMs), String(limit)];
    const reply = await fromRedis(() => redis.script(HIT_SCRIPT, [`rate:${bucket}:${storedKey(key)}`], args));
    const [count, windowEnd] = reply as [number, number];
    return secondsToWait(count, limit, windowEnd, nowMs);
  },
});

/** Deletes the windows that have ended. */
export const purgeRateLimits = async (db: Db, now: Date): Promise<void> => {
  await db.delete(counters).where(lt(counters.windowEnd, now));
};
