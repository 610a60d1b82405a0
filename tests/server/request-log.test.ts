/** Logs: a request writes its line at debug only, so `npm start`'s banner stays in view at the default info. */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { DEFAULT_CONFIG } from '../../server/config';
import { createLogger, logLevelOf } from '../../server/logger';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('request-log');
});
afterAll(() => server?.stop());

/** An app on the test database whose log lines land in the returned array. */
const appLoggingAt = (level: string) => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
      done();
    },
  });
  const app = createApp({
    db: server.db,
    config: DEFAULT_CONFIG,
    logger: pino({ level }, sink),
    now: () => new Date(),
    distDir: 'nowhere',
  });
  return { app, lines };
};

describe('request logs', () => {
  it('write nothing at info, warn or error, for an answer or a refusal', async () => {
    for (const level of ['info', 'warn', 'error']) {
      const { app, lines } = appLoggingAt(level);
      expect((await app.request('/api/health')).status).toBe(200);
      expect((await app.request('/api/nowhere')).status).toBeGreaterThanOrEqual(400);
      expect(lines).toEqual([]);
    }
  });

  it('write one line per request at debug: method, path without query, status, time, trace id', async () => {
    const { app, lines } = appLoggingAt('debug');
    await app.request('/api/health?secret=1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, msg: 'request', method: 'GET', path: '/api/health', status: 200 });
    expect(lines[0]).toHaveProperty('traceId');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});

describe('LOG_LEVEL', () => {
  it('takes any pino level in any case, and falls back to info on an unknown one', () => {
    expect(logLevelOf(' DEBUG ')).toBe('debug');
    expect(logLevelOf('silent')).toBe('silent');
    expect(logLevelOf('verbose')).toBeUndefined();
    expect(createLogger('Warn').level).toBe('warn');
    expect(createLogger('verbose').level).toBe('info');
  });
});
