/** Rate limits per client address and per identity: 429 with Retry-After and the endpoint's envelope kind. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentity } from '../../server/seed/demo-identities';
import { call, latestOutbox, startLogin } from './support/http-client';
import { login, tcknFrom } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
const retail = demoIdentity('retail');
const corporate = demoIdentity('corporate');

beforeAll(async () => {
  server = await startTestServer('ratelimit', {
    config: { rateLimitPerIp: 5, rateLimitPerIdentity: 3, rateLimitWindowSeconds: 60 },
  });
  base = server.url;
});
afterAll(() => server?.stop());

const expectLimited = (reply: { status: number; headers: Headers; body: Record<string, unknown> }) => {
  expect(reply.status).toBe(429);
  const wait = Number(reply.headers.get('Retry-After'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect(reply.body).toMatchObject({ result: false, messages: [{ code: 'request.rateLimited' }] });
};

describe('rate limits', () => {
  it('limits InitialLogin per identity, then per address, until the window passes', async () => {
    for (let i = 0; i < 3; i++) expect((await login(base, tcknFrom('623456786'), 'Wrong999')).status).toBe(200);
    expectLimited(await login(base, tcknFrom('623456786'), 'Wrong999'));
    expect((await login(base, tcknFrom('723456787'), 'Wrong999')).status).toBe(200);
    expectLimited(await login(base, tcknFrom('823456788'), 'Wrong999'));
    server.clock.advance(61);
    expect((await login(base, tcknFrom('823456788'), 'Wrong999')).status).toBe(200);
  });

  it('limits captcha generation per address', async () => {
    for (let i = 0; i < 5; i++) expect((await call(base, '/api/Captcha/generate', { json: {} })).status).toBe(200);
    expectLimited(await call(base, '/api/Captcha/generate', { json: {} }));
  });

  it('limits forgotPassword per identity', async () => {
    const ask = () =>
      call(base, '/api/auth/forgotPassword', { json: { identificationNumber: corporate.identificationNumber } });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    expectLimited(await ask());
  });

  it('limits SMS code guesses on sessionInitiate and confirmFlow', async () => {
    server.clock.advance(61);
    const start = await startLogin(base, retail);
    const guess = () =>
      call(base, '/api/auth/sessionInitiate', {
        json: { otpCode: '000000', otpReferenceKey: start.referenceKey },
        credentials: start.credentials,
      });
    for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(200);
    expectLimited(await guess());

    server.clock.advance(61); // the address limit is shared by both SMS-code steps
    const flow = await call(base, '/api/auth/forgotPassword', {
      json: { identificationNumber: retail.identificationNumber },
    });
    const keys = flow.body.data as { flowReferenceKey: string; otpReferenceKey: string };
    const code = (await latestOutbox(base, retail)).code === '000000' ? '111111' : '000000';
    const confirm = () => call(base, '/api/Auth/confirmFlow', { json: { ...keys, otpCode: code } });
    for (let i = 0; i < 3; i++) expect((await confirm()).status).toBe(200);
    expectLimited(await confirm());
  });
});
