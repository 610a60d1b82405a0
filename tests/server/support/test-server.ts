/** One seeded server per test file, a fake dist folder, a controllable clock and a small HTTP client. */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type RunningServer, type ServerOptions } from '../../../server/app-server';
import { DEFAULT_CONFIG } from '../../../server/config';
import { freshDatabase } from '../../support/fresh-database';
import { useServerClock } from './worker-transport';

export const makeDist = (): string => {
  const dist = mkdtempSync(path.join(tmpdir(), 'emanet-dist-'));
  const files: Record<string, string> = {
    'branch/index.html': '<!doctype html><title>BranchWeb</title>',
    'branch/assets/index-abc123.js': 'console.log("branch")',
    'branch/sw.js': 'self.addEventListener("fetch", () => {})',
    'branch/manifest.webmanifest': '{"name":"Emanet"}',
    'branch/assets/pdf.worker-x1.mjs': 'export {}',
    'callcenter/index.html': '<!doctype html><title>CallCenter</title>',
    'callcenter/sw.js': 'self.addEventListener("fetch", () => {})',
    'secret.txt': 'outside the app folders',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
  return dist;
};

export interface Clock {
  now: () => Date;
  advance(seconds: number): void;
}

export const makeClock = (): Clock => {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (seconds) => void (offset += seconds * 1000) };
};

export interface TestServer extends RunningServer {
  clock: Clock;
  stop(): Promise<void>;
}

export const startTestServer = async (label: string, options: ServerOptions = {}): Promise<TestServer> => {
  const database = await freshDatabase(label);
  const dist = makeDist();
  const clock = makeClock();
  const server = await createServer({
    port: 0,
    dataDir: 'memory://',
    databaseUrl: database.databaseUrl,
    // With REDIS_URL the rate limits and the replay cache live in Redis, under keys of this server's own.
    redisUrl: process.env.REDIS_URL || undefined,
    redisKeyPrefix: `emanet-test:${label}:${randomUUID()}:`,
    distDir: dist,
    logLevel: process.env.TEST_LOG ?? 'silent',
    now: clock.now,
    ...options,
    // The standing-order scheduler runs only where a test asks for it (the seed's orders would move balances).
    config: {
      standingOrderIntervalSeconds: 0,
      ...options.config,
      // The card runner too (statements and application steps): tests run it by hand.
      cards: { ...DEFAULT_CONFIG.cards, runnerIntervalSeconds: 0, ...options.config?.cards },
    },
  });
  useServerClock(server.url, options.now ?? clock.now);
  return {
    ...server,
    clock,
    stop: async () => {
      await server.close();
      await database.drop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
};
