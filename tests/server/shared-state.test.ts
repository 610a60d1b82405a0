/**
 * Two server processes on one PostgreSQL database share the rate limits and the replay cache of
 * signed calls: one sign-in limit for both, and a captured signed call is refused by the other
 * process and after a restart. First with the state in the database, then in Redis (REDIS_URL,
 * else the local one) when Redis answers. Needs PostgreSQL, since two processes cannot open one
 * PGlite directory: DATABASE_URL, else the local server when it answers; skipped otherwise.
 */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentity } from '../../server/seed/demo-identities';
import { Header, SESSION_COOKIE } from '../../src/contract/headers';
import { freshDatabase, type FreshDatabase } from '../support/fresh-database';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { signIn, type Credentials } from './support/http-client';
import { login, tcknFrom } from './support/login-steps';
import { keysForToken, signatureHeaders } from './support/worker-transport';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const LIMIT = 4;

const postgresAnswers = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/** Any reply to PING (+PONG, or -NOAUTH when it wants a password the URL holds). */
const redisAnswers = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 2000 });
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });

const adminUrl = process.env.DATABASE_URL || ((await postgresAnswers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : undefined);
const redisUrl = process.env.REDIS_URL || LOCAL_REDIS;
const redisUp = await redisAnswers(redisUrl);

/** A signed call as the service worker sends it, kept to be sent again byte for byte. */
interface Captured {
  route: string;
  headers: Record<string, string>;
}

const signedAccountsCall = async (url: string, credentials: Credentials): Promise<Captured> => {
  const route = '/api/Deposit/GetAccounts/false';
  const signed = await signatureHeaders(keysForToken(credentials.token)!, {
    method: 'GET',
    url: url + route,
    body: '',
    traceId: randomUUID(),
    timestamp: Date.now(),
  });
  const headers = {
    ...signed,
    [Header.TransactionToken]: credentials.token!,
    Cookie: `${SESSION_COOKIE}=${credentials.cookie}`,
  };
  return { route, headers };
};

const send = async (url: string, captured: Captured) => {
  const response = await fetch(url + captured.route, { headers: captured.headers });
  const body = (await response.json()) as { messages: { code: string }[] };
  return { status: response.status, code: body.messages[0]?.code };
};

const rowsIn = async (databaseUrl: string, table: 'rate_limit_counters' | 'signed_call_traces') => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    return Number(result.rows[0]!.n);
  } finally {
    await client.end();
  }
};

const twoProcesses = (store: 'database' | 'redis', env: Record<string, string>) => {
  let database: FreshDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const start = () =>
    startServerProcess('memory://', {
      env: {
        ...env,
        DATABASE_URL: database.databaseUrl!,
        RATE_LIMIT_PER_IDENTITY: String(LIMIT),
        RATE_LIMIT_PER_IP: '10000',
        SETTLEMENT_INTERVAL_SECONDS: '0',
      },
    });

  beforeAll(async () => {
    database = await freshDatabase(`sharedstate_${store}`, adminUrl);
    a = await start(); // alone first: it migrates and seeds the new database
    b = await start();
  }, 120_000);
  afterAll(async () => {
    await a?.stop('SIGTERM');
    await b?.stop('SIGTERM');
    await database?.drop();
  });

  it('counts one sign-in limit per identity for both processes', async () => {
    const identity = tcknFrom('512345675');
    const servers = [a, b];
    for (let i = 0; i < LIMIT; i++) expect((await login(servers[i % 2]!.url, identity, 'Wrong999')).status).toBe(200);
    for (const server of servers) {
      const reply = await login(server.url, identity, 'Wrong999');
      expect(reply.status).toBe(429);
      expect(reply.body).toMatchObject({ result: false, messages: [{ code: 'request.rateLimited' }] });
    }
  });

  it('refuses a signed call replayed to the other process and after a restart', { timeout: 120_000 }, async () => {
    const { credentials } = await signIn(a.url, demoIdentity('retail'));
    const captured = await signedAccountsCall(a.url, credentials);
    expect((await send(a.url, captured)).status).toBe(200);
    expect(await send(b.url, captured)).toEqual({ status: 401, code: 'signature.replayed' });

    expect(await a.stop('SIGTERM')).toBe(0);
    a = await start();
    expect(await send(a.url, captured)).toEqual({ status: 401, code: 'signature.replayed' });
    // The session itself lives on: the same call with a new trace id is served.
    expect((await send(a.url, await signedAccountsCall(a.url, credentials))).status).toBe(200);
  });

  it(`kept that state in ${store === 'redis' ? 'Redis, not the database' : 'the database'}`, async () => {
    const rows =
      (await rowsIn(database.databaseUrl!, 'rate_limit_counters')) +
      (await rowsIn(database.databaseUrl!, 'signed_call_traces'));
    if (store === 'redis') expect(rows).toBe(0);
    else expect(rows).toBeGreaterThan(0);
  });
};

const needs = 'needs PostgreSQL: DATABASE_URL, or a server answering on 127.0.0.1:5432';

describe.skipIf(!adminUrl)(`two server processes, shared state in the database (${needs})`, () =>
  twoProcesses('database', { REDIS_URL: '' }),
);

describe.skipIf(!adminUrl || !redisUp)(`two server processes, shared state in Redis (${needs}, and Redis)`, () =>
  twoProcesses('redis', { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `emanet-test:shared-state:${randomUUID()}:` }),
);
