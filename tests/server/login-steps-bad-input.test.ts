/** Bad input on every login-step endpoint: a clear envelope (400/413, or 200 for business refusals), never a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { authEnvelopeSchema, serviceEnvelopeSchema } from '../../src/contract/envelope';
import { demoIdentity } from '../../server/seed/demo-identities';
import { call, signIn, type Credentials } from './support/http-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer('badinput', {
    // bodies up to 1 MB reach the schemas (the 413 answer is covered in http-hardening)
    config: { rateLimitPerIdentity: 10_000, rateLimitPerIp: 10_000, bodyLimitBytes: 1024 * 1024 },
  });
  base = server.url;
});
afterAll(() => server?.stop());

const huge = 'x'.repeat(100 * 1024);
const long = 'x'.repeat(20 * 1024);
const BAD_BODIES: { raw: string; label: string }[] = [
  { label: 'empty object', raw: '{}' },
  { label: 'array', raw: '[1,2]' },
  { label: 'null', raw: 'null' },
  { label: 'number', raw: '42' },
  { label: 'not json', raw: '{"a":' },
  { label: '100 KB string', raw: JSON.stringify({ a: huge }) },
  {
    label: '100 KB fields',
    raw: JSON.stringify({ identificationNumber: huge, password: huge, newPassword: huge, token: huge, area: huge }),
  },
  {
    label: 'wrong types',
    raw: JSON.stringify({
      identificationNumber: 1,
      flowReferenceKey: {},
      otpReferenceKey: [],
      otpCode: 123456,
      newPassword: true,
      newPasswordRepeat: null,
      securityKey: 5,
      securityKeyRepeat: 5,
      imageCode: [],
      workgroupId: 7,
      token: {},
      area: 'nope',
    }),
  },
  {
    label: 'long strings',
    raw: JSON.stringify({
      identificationNumber: long,
      flowReferenceKey: long,
      otpReferenceKey: long,
      otpCode: long,
      newPassword: long,
      newPasswordRepeat: long,
      securityKey: long,
      securityKeyRepeat: long,
      imageCode: long,
      workgroupId: long,
      token: long,
      area: long,
      updateTime: long,
      capthchaValue: long,
      captchaReference: long,
    }),
  },
];

const UNSIGNED = [
  '/api/Auth/InitialLogin',
  '/api/auth/forgotPassword',
  '/api/Auth/confirmFlow',
  '/api/Auth/resendFlowOtp',
  '/api/Auth/VerifySecurityKey',
  '/api/Auth/SetNewPassword',
  '/api/Auth/passwordRegexFlow',
  '/api/Auth/VerifyEmail',
  '/api/DkAdc/GetImageUrls',
];

const expectClearAnswer = (route: string, label: string, reply: { status: number; body: unknown; text: string }) => {
  const where = `${route} with ${label}: ${reply.status} ${reply.text.slice(0, 200)}`;
  expect([200, 400, 403, 413], where).toContain(reply.status);
  const envelope =
    v.is(authEnvelopeSchema(v.unknown()), reply.body) || v.is(serviceEnvelopeSchema(v.unknown()), reply.body);
  expect(envelope, where).toBe(true);
  expect(reply.text, where).not.toMatch(/\bat \w+ \(|node_modules|Error:/);
  if (reply.status === 200) expect((reply.body as { result?: boolean }).result, where).toBe(false);
};

const sweep = async (routes: string[], credentials?: Credentials) => {
  for (const route of routes)
    for (const { raw, label } of BAD_BODIES) {
      const reply = await call(base, route, { raw, credentials });
      expectClearAnswer(route, label, reply);
    }
};

describe('bad input', () => {
  it('answers the unsigned steps with clear envelopes', async () => {
    await sweep(UNSIGNED);
  });

  it('answers the first-login steps with clear envelopes', async () => {
    const { credentials } = await signIn(base, demoIdentity('firstLogin'));
    await sweep(['/api/Auth/SetPassword', '/api/auth/setSecurityImage', '/api/Auth/SetSecurityKey'], credentials);
  });

  it('answers the workgroup choice with clear envelopes', async () => {
    const { credentials } = await signIn(base, demoIdentity('corporate'));
    await sweep(['/api/auth/SetRepresentativeWorkgroupId'], credentials);
  });

  it('answers an active session the same; GET-only and body-less calls ignore bodies', async () => {
    const { credentials } = await signIn(base, demoIdentity('retail'));
    for (const route of ['/api/Auth/refreshSession', '/api/Captcha/generate']) {
      const reply = await call(base, route, { raw: '[1,2]', credentials });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ result: true });
    }
    const big = await call(base, '/api/Auth/refreshSession', { raw: JSON.stringify({ a: huge }), credentials });
    expect(big.status).toBe(200);
  });

  it('refuses the signed steps without a session', async () => {
    for (const route of [
      '/api/Auth/SetPassword',
      '/api/auth/SetRepresentativeWorkgroupId',
      '/api/Auth/refreshSession',
    ]) {
      const reply = await call(base, route, { json: {} });
      expect(reply.status).toBe(401);
      expect(reply.text).not.toMatch(/Error:/);
    }
  });
});
