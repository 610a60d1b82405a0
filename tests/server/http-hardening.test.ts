/** What every response carries, how failures answer, routing rules and static serving. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { pino } from 'pino';
import { createApp } from '../../server/app';
import { DEFAULT_CONFIG } from '../../server/config';
import type { Db } from '../../server/db/client';
import { describeError } from '../../server/logger';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../server/middleware/security-headers';
import { call } from './support/http-client';
import { makeDist, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer('http');
  base = server.url;
});
afterAll(() => server?.stop());

const expectSecurityHeaders = (headers: Headers) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
  // The app frames the sandbox's gold payment page of its own origin, nothing else.
  expect(headers.get('Content-Security-Policy')).toMatch(/; frame-src http:\/\/[^ ;]+\/sandbox\/gold-payment\/$/);
  expect(headers.get('Content-Security-Policy')?.startsWith(`${CONTENT_SECURITY_POLICY}; `)).toBe(true);
  expect(headers.get('Content-Security-Policy')).toContain("script-src 'self';");
  expect(headers.get('Permissions-Policy')).toContain('camera=()');
};

describe('security headers', () => {
  it.each([
    ['API', '/api/health', 200],
    ['static file', '/assets/index-abc123.js', 200],
    ['SPA navigation', '/dashboard/my-accounts', 200],
    ['static 404', '/nope.png', 404],
    ['API 404', '/api/sandbox/nope', 404],
    ['API 401', '/api/Customer/Customer', 401],
    ['sandbox page', '/sandbox', 200],
    ['catalog image', '/security-images/tulip.svg', 200],
  ])('are on a %s response', async (_label, route, status) => {
    const reply = await call(base, route);
    expect(reply.status).toBe(status);
    expectSecurityHeaders(reply.headers);
  });
});

describe('Server-Timing', () => {
  it.each([
    ['answer', '/api/health', 200],
    ['401', '/api/Customer/Customer', 401],
    ['404', '/api/sandbox/nope', 404],
  ])('tells the server time on an API %s', async (_label, route, status) => {
    const reply = await call(base, route);
    expect(reply.status).toBe(status);
    expect(reply.headers.get('Server-Timing')).toMatch(/^app;dur=\d+\.\d$/);
  });

  it('is not on static files', async () => {
    expect((await call(base, '/assets/index-abc123.js')).headers.get('Server-Timing')).toBeNull();
  });
});

describe('failures answer envelopes', () => {
  it('answers 500 with the generic message and no details when something throws', async () => {
    // Every database call throws, with SQL in the message: none of it may reach the client.
    const broken = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('Failed query: select secret from customers');
        },
      },
    ) as unknown as Db;
    const app = createApp({
      db: broken,
      config: DEFAULT_CONFIG,
      logger: pino({ level: 'silent' }),
      now: () => new Date(),
      distDir: 'nowhere',
    });
    const response = await app.request('/api/health');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: 'error',
      data: null,
      messages: [{ code: 'unexpected', text: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.' }],
      actionCode: 0,
      isTransactionSigning: false,
    });
    expect(text).not.toMatch(/secret|select|at /);
    expectSecurityHeaders(response.headers);
  });

  it('logs a failed query without its SQL or parameters', () => {
    const error = new Error(
      'Failed query: select * from customers where identification_number = $1\nparams: 10000000146',
      {
        cause: Object.assign(new Error('relation "customers" does not exist'), { code: '42P01' }),
      },
    );
    const logged = JSON.stringify(describeError(error));
    expect(logged).toContain('42P01');
    expect(logged).not.toMatch(/10000000146|select/);
    expect(logged).not.toMatch(/\bat |\.ts:\d+/); // no stack trace in a log line
  });

  it('answers 400 for malformed JSON', async () => {
    const reply = await call(base, '/api/Auth/InitialLogin', { raw: '{"identificationNumber":' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'error', data: null, messages: [{ code: 'request.malformedJson' }] });
    expect(reply.text).not.toMatch(/SyntaxError|at /);
  });

  it('answers 400 listing the schema issue keys with their fields, in the asked language', async () => {
    const reply = await call(base, '/api/Auth/InitialLogin', {
      json: { identificationNumber: '12345678901' },
      headers: { 'X-Language': 'eng' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.messages).toEqual([
      { code: 'tckn.invalid', text: 'Enter a valid Turkish identity number.', field: 'identificationNumber' },
      { code: 'field.required', text: 'This field is required.', field: 'password' },
    ]);
  });

  it('answers 413 for a body over the limit', async () => {
    const reply = await call(base, '/api/Auth/InitialLogin', { raw: JSON.stringify({ password: 'x'.repeat(70_000) }) });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ status: 'error', messages: [{ code: 'request.tooLarge' }] });
  });
});

describe('routing', () => {
  it('matches /api paths case-insensitively', async () => {
    for (const route of ['/api/health', '/API/Health', '/api/HEALTH'])
      expect((await call(base, route)).status).toBe(200);
    const login = await call(base, '/api/AUTH/initialLOGIN', {
      json: { identificationNumber: '10000000146', password: 'Wrong999' },
    });
    expect(login.body).toMatchObject({ result: false, actionCode: 105 });
  });

  it('answers the agent for a valid X-Agent-Token only', async () => {
    const ok = await call(base, '/api/CallCenter/Agent', { headers: { 'X-Agent-Token': server.agentToken } });
    expect(ok.body).toMatchObject({ status: 'success', data: { name: 'Sandbox Agent' } });
    expect((await call(base, '/api/CallCenter/Agent', { headers: { 'X-Agent-Token': 'forged' } })).status).toBe(401);
    expect((await call(base, '/api/CallCenter/Agent')).status).toBe(401);
  });
});

describe('static files', () => {
  it('caches hashed assets forever and the shell, worker and manifest never', async () => {
    expect((await call(base, '/assets/index-abc123.js')).headers.get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const route of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/callcenter/sw.js'])
      expect((await call(base, route)).headers.get('Cache-Control'), route).toBe('no-cache');
  });

  it('sends the right content types', async () => {
    expect((await call(base, '/manifest.webmanifest')).headers.get('Content-Type')).toMatch(
      /^application\/manifest\+json/,
    );
    expect((await call(base, '/assets/pdf.worker-x1.mjs')).headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect((await call(base, '/sandbox/outbox.js')).headers.get('Content-Type')).toMatch(/^text\/javascript/);
  });

  it('falls back to each app shell for navigations, not for missing files', async () => {
    expect((await call(base, '/dashboard/my-accounts')).text).toContain('BranchWeb');
    expect((await call(base, '/callcenter/verify?token=x')).text).toContain('CallCenter');
    expect((await call(base, '/callcenter/')).text).toContain('CallCenter');
    expect((await call(base, '/assets/missing.js')).status).toBe(404);
  });

  it('never serves a file outside the app folder', async () => {
    for (const route of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/callcenter/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const reply = await call(base, route);
      expect(reply.text, route).not.toContain('outside the app folders');
    }
  });

  it('answers 503 telling to build when the dist folder is missing', async () => {
    const dist = makeDist();
    rmSync(dist, { recursive: true, force: true });
    const app = createApp({
      db: server.db,
      config: DEFAULT_CONFIG,
      logger: pino({ level: 'silent' }),
      now: () => new Date(),
      distDir: dist,
    });
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
    expectSecurityHeaders(response.headers);
  });

  it('serves no sandbox API or page outside sandbox mode', async () => {
    const app = createApp({
      db: server.db,
      config: { ...DEFAULT_CONFIG, sandbox: false },
      logger: pino({ level: 'silent' }),
      now: () => new Date(),
      distDir: 'nowhere',
    });
    expect((await app.request('/api/Sandbox/Outbox?recipient=x')).status).toBe(404);
    expect((await app.request('/sandbox/outbox.js')).status).not.toBe(200);
  });
});
