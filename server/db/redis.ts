/**
 * The Redis connection (REDIS_URL) that holds the state every server process shares when it is
 * configured: the rate-limit windows and the replay cache of signed calls. Opened at start (the
 * server does not start without it), reconnected after an outage; while Redis is away a command
 * fails at once (no offline queue) and the caller answers 503. Keys carry a prefix, so two
 * deployments can share one Redis.
 */
import { createHash } from 'node:crypto';
import { createClient } from '@redis/client';

export interface Redis {
  /** SET key 1 NX PX ttl: true when the key was not there (and is now, for ttlMs). */
  setNew(key: string, ttlMs: number): Promise<boolean>;
  /** Runs a Lua script atomically on the keys (EVALSHA; EVAL the first time Redis has not seen it). */
  script(source: string, keys: string[], args: string[]): Promise<unknown>;
  close(): Promise<void>;
}

export interface RedisOptions {
  url: string;
  keyPrefix: string;
  /** Told when the connection is lost and when it is back (never with the URL: it may hold a password). */
  onStateChange: (state: 'lost' | 'restored', error?: Error) => void;
  /** How long the start may wait for the first connection. */
  connectWithinMs?: number;
}

const COMMAND_TIMEOUT_MS = 1000;

export const openRedis = async ({ url, keyPrefix, onStateChange, connectWithinMs = 5000 }: RedisOptions) => {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
  });
  let up = false;
  let started = false;
  let lastError: Error | undefined;
  // Without a listener an 'error' event would end the process; it repeats on every reconnect attempt.
  client.on('error', (error: Error) => {
    if (up) onStateChange('lost', error);
    up = false;
    lastError = error;
  });
  client.on('ready', () => {
    if (!up && started) onStateChange('restored');
    up = true;
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const why = lastError ? ` (${lastError.message.slice(0, 200)})` : '';
      reject(new Error(`Redis (REDIS_URL) did not answer within ${connectWithinMs} ms${why}`));
    }, connectWithinMs);
  });
  try {
    await Promise.race([client.connect(), deadline]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  started = true;

  const shas = new Map<string, string>();
  const redis: Redis = {
    setNew: async (key, ttlMs) =>
      (await client.sendCommand<string | null>(['SET', keyPrefix + key, '1', 'NX', 'PX', String(ttlMs)])) === 'OK',
    script: async (source, keys, args) => {
      let sha = shas.get(source);
      if (!sha) shas.set(source, (sha = createHash('sha1').update(source).digest('hex')));
      const rest = [String(keys.length), ...keys.map((key) => keyPrefix + key), ...args];
      try {
        return await client.sendCommand(['EVALSHA', sha, ...rest]);
      } catch (error) {
        if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
        return client.sendCommand(['EVAL', source, ...rest]);
      }
    },
    // A graceful close waits for the commands in flight; while Redis is away there are none to wait for.
    close: async () => {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
  return redis;
};
