/**
 * With REDIS_URL, a Redis that goes away does not take the server with it: the steps that need it
 * answer 503 with the generic envelope (no details), one warning is logged without the URL, and
 * the server serves again once Redis is back. A Redis that does not answer at start stops the start.
 * Runs its own redis-server (skipped when there is none on the PATH).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app-server';
import { demoIdentity } from '../../server/seed/demo-identities';
import { freshDatabase } from '../support/fresh-database';
import { freePort } from '../support/server-process';
import { call, signIn, type Credentials } from './support/http-client';
import { startTestServer, type TestServer } from './support/test-server';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

const startRedis = async (port: number): Promise<ChildProcess> => {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const up = spawnSync('redis-cli', ['-p', String(port), 'PING'])
      .stdout?.toString()
      .includes('PONG');
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
};

const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe.skipIf(!hasRedisServer)('a Redis outage (needs redis-server on the PATH)', () => {
  let redisPort: number;
  let redis: ChildProcess | undefined;
  let server: TestServer;
  let credentials: Credentials;
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
      done();
    },
  });

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    server = await startTestServer('redisoutage', {
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      logger: pino({ level: 'warn' }, sink),
    });
    credentials = (await signIn(server.url, demoIdentity('retail'))).credentials;
  });
  afterAll(async () => {
    await server?.stop();
    if (redis) await stopRedis(redis);
  });

  const accounts = () => call(server.url, '/api/Deposit/GetAccounts/false', { credentials });
  const initialLogin = () =>
    call(server.url, '/api/Auth/InitialLogin', { json: { identificationNumber: '10000000146', password: 'Wrong999' } });

  it(
    'answers 503 without details while Redis is away, logs one warning, and recovers',
    { timeout: 60_000 },
    async () => {
      expect((await accounts()).status).toBe(200);
      await stopRedis(redis!);

      for (const reply of [await accounts(), await initialLogin()]) {
        expect(reply.status).toBe(503);
        expect(reply.body).toMatchObject({ status: 'error', messages: [{ code: 'unexpected' }] });
        expect(reply.text).not.toMatch(/redis|ECONN|6379|at /i);
      }
      const warnings = lines.filter((line) => line.level === 40);
      expect(warnings.filter((line) => line.msg.startsWith('Redis connection lost'))).toHaveLength(1);
      expect(JSON.stringify(lines)).not.toContain('redis://');

      redis = await startRedis(redisPort);
      let status = 0;
      for (let i = 0; i < 100 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await accounts()).status;
      }
      expect(status).toBe(200);
      expect(lines.some((line) => line.msg === 'Redis connection restored')).toBe(true);
    },
  );

  it('does not start when Redis does not answer', { timeout: 60_000 }, async () => {
    const database = await freshDatabase('redisabsent');
    try {
      const start = createServer({
        port: 0,
        dataDir: 'memory://',
        databaseUrl: database.databaseUrl,
        redisUrl: `redis://127.0.0.1:${await freePort()}`,
        logger: pino({ level: 'silent' }),
      });
      await expect(start).rejects.toThrow(/Redis \(REDIS_URL\) did not answer/);
    } finally {
      await database.drop();
    }
  });
});
