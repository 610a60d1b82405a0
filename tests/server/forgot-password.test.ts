/** Forgot password: forgotPassword (101) → confirmFlow (107) → VerifySecurityKey (102) → SetNewPassword (105). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentity, type DemoIdentity } from '../../server/seed/demo-identities';
import { call, latestOutbox } from './support/http-client';
import { login, newCaptcha, signInActive, tcknFrom } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
const retail = demoIdentity('retail');
const corporate = demoIdentity('corporate');
const first = demoIdentity('firstLogin');
const push = demoIdentity('push');

beforeAll(async () => {
  server = await startTestServer('forgot', { config: { rateLimitPerIdentity: 1000, rateLimitPerIp: 1000 } });
  base = server.url;
});
afterAll(() => server?.stop());

interface Flow {
  flowReferenceKey: string;
  otpReferenceKey: string;
}

const post = (route: string, json: unknown) => call(base, route, { json });

const start = async (identity: DemoIdentity, extra: object = {}): Promise<Flow> => {
  const reply = await post('/api/auth/forgotPassword', {
    identificationNumber: identity.identificationNumber,
    ...extra,
  });
  expect(reply.body).toMatchObject({ result: true, actionCode: 101, data: { otpTimeout: 120 } });
  return reply.body.data as Flow;
};

const confirm = async (identity: DemoIdentity, flow: Flow) => {
  const sms = await latestOutbox(base, identity);
  return post('/api/Auth/confirmFlow', { ...flow, otpCode: sms.code });
};

const toNewPassword = async (identity: DemoIdentity, extra: object = {}): Promise<Flow> => {
  const flow = await start(identity, extra);
  expect((await confirm(identity, flow)).body).toMatchObject({ result: true, actionCode: 107 });
  const key = await post('/api/Auth/VerifySecurityKey', {
    flowReferenceKey: flow.flowReferenceKey,
    securityKey: identity.securityKey,
  });
  expect(key.body).toMatchObject({ result: true, actionCode: 102 });
  return flow;
};

describe('forgot password', () => {
  it('sends a password-renewal SMS; an unknown identity gets a generic refusal', async () => {
    const flow = await start(retail);
    expect(flow.flowReferenceKey).toMatch(/^[\w-]{43}$/);
    expect((await latestOutbox(base, retail)).text).toMatch(/şifre yenileme/);
    const unknown = await post('/api/auth/forgotPassword', { identificationNumber: tcknFrom('523456785') });
    expect(unknown.body).toMatchObject({ result: false, actionCode: 105, messages: [{ code: 'flow.invalid' }] });
  });

  it('keeps the step order and refuses a made-up flow', async () => {
    const flow = await start(retail);
    const early = await post('/api/Auth/VerifySecurityKey', {
      flowReferenceKey: flow.flowReferenceKey,
      securityKey: 'Anahtar2024',
    });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ messages: [{ code: 'auth.stepNotAllowed' }] });
    const early2 = await post('/api/Auth/SetNewPassword', {
      flowReferenceKey: flow.flowReferenceKey,
      newPassword: 'Yeni12345',
      newPasswordRepeat: 'Yeni12345',
    });
    expect(early2.status).toBe(403);
    const madeUp = await post('/api/Auth/confirmFlow', {
      flowReferenceKey: 'x'.repeat(43),
      otpReferenceKey: flow.otpReferenceKey,
      otpCode: '123456',
    });
    expect(madeUp.body).toMatchObject({ result: false, messages: [{ code: 'flow.invalid' }] });
    const rules = await post('/api/Auth/passwordRegexFlow', { flowReferenceKey: flow.flowReferenceKey });
    expect(rules.body).toMatchObject({ result: true, actionCode: 0 });
    expect((rules.body.data as { rules: unknown[] }).rules).toHaveLength(5);
  });

  it('voids the flow after five wrong codes; an expired or replaced code is refused', async () => {
    const flow = await start(retail);
    const { code } = await latestOutbox(base, retail);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const reply = await post('/api/Auth/confirmFlow', { ...flow, otpCode: wrong });
      expect(reply.body).toMatchObject({ result: false, actionCode: 101, messages: [{ code: 'otp.invalid' }] });
    }
    expect((await post('/api/Auth/confirmFlow', { ...flow, otpCode: wrong })).body).toMatchObject({
      messages: [{ code: 'flow.invalid' }],
    });
    expect((await post('/api/Auth/confirmFlow', { ...flow, otpCode: code })).body).toMatchObject({
      messages: [{ code: 'flow.invalid' }],
    });

    const second = await start(retail);
    const resent = await post('/api/Auth/resendFlowOtp', { flowReferenceKey: second.flowReferenceKey });
    expect(resent.body).toMatchObject({ result: true, actionCode: 101 });
    const newer = resent.body.data as Flow;
    expect(newer.otpReferenceKey).not.toBe(second.otpReferenceKey);
    expect((await post('/api/Auth/confirmFlow', { ...second, otpCode: '123456' })).body).toMatchObject({
      messages: [{ code: 'otp.expired' }],
    });
    server.clock.advance(121);
    const late = await confirm(retail, newer);
    expect(late.body).toMatchObject({ result: false, actionCode: 101, messages: [{ code: 'otp.expired' }] });
  });

  it('refuses a wrong security key, and a customer without one is sent to a branch', async () => {
    const flow = await start(push);
    await confirm(push, flow);
    const wrong = await post('/api/Auth/VerifySecurityKey', {
      flowReferenceKey: flow.flowReferenceKey,
      securityKey: 'Yanlis123',
    });
    expect(wrong.body).toMatchObject({ result: false, actionCode: 107, messages: [{ code: 'securityKey.invalid' }] });
    const none = await start(first);
    await confirm(first, none);
    const noKey = await post('/api/Auth/VerifySecurityKey', {
      flowReferenceKey: none.flowReferenceKey,
      securityKey: 'Anahtar2024',
    });
    expect(noKey.body).toMatchObject({ result: false, messages: [{ code: 'flow.invalid' }] });
    expect((noKey.body.messages as { text: string }[])[0]!.text).toMatch(/şube/);
  });

  it('enforces the rules on the new password', async () => {
    const flow = await toNewPassword(corporate);
    const set = (pw: string) =>
      post('/api/Auth/SetNewPassword', {
        flowReferenceKey: flow.flowReferenceKey,
        newPassword: pw,
        newPasswordRepeat: pw,
      });
    expect((await set('zayif')).body).toMatchObject({
      result: false,
      actionCode: 102,
      messages: [{ code: 'password.rulesNotMet' }],
    });
    expect((await set(`Ab${corporate.identificationNumber}`)).body).toMatchObject({
      messages: [{ code: 'password.containsIdentity' }],
    });
    expect((await set(corporate.password)).body).toMatchObject({ messages: [{ code: 'password.reused' }] });
  });

  it('sets the new password, ends open sessions, lifts the lock; the old password stops working', async () => {
    const { credentials } = await signInActive(base, retail);
    expect((await call(base, '/api/Customer/Customer', { credentials })).status).toBe(200);
    for (let i = 0; i < 3; i++) await login(base, retail.identificationNumber, 'Wrong999');
    const refused = await post('/api/auth/forgotPassword', { identificationNumber: retail.identificationNumber });
    expect(refused.body).toMatchObject({ result: false, messages: [{ code: 'captcha.required' }] });
    const captcha = await newCaptcha(base);
    const flow = await toNewPassword(retail, {
      captchaReference: captcha.captchaReference,
      capthchaValue: captcha.answer,
    });
    const done = await post('/api/Auth/SetNewPassword', {
      flowReferenceKey: flow.flowReferenceKey,
      newPassword: 'Yeni12345',
      newPasswordRepeat: 'Yeni12345',
    });
    expect(done.body).toMatchObject({ result: true, actionCode: 105, messages: [{ code: 'password.changed' }] });
    expect((done.body.messages as { text: string }[])[0]!.text).toBe(
      'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
    );
    const ended = await call(base, '/api/Customer/Customer', { credentials });
    expect(ended.status).toBe(401);
    const reused = await post('/api/Auth/SetNewPassword', {
      flowReferenceKey: flow.flowReferenceKey,
      newPassword: 'Yeni54321',
      newPasswordRepeat: 'Yeni54321',
    });
    expect(reused.body).toMatchObject({ messages: [{ code: 'flow.invalid' }] });
    expect((await login(base, retail.identificationNumber, retail.password)).body).toMatchObject({
      messages: [{ code: 'auth.invalidCredentials' }],
    });
    expect((await login(base, retail.identificationNumber, 'Yeni12345')).body).toMatchObject({
      result: true,
      actionCode: 101,
    });
  });

  it('expires after ten minutes', async () => {
    const flow = await start(corporate);
    server.clock.advance(601);
    expect((await confirm(corporate, flow)).body).toMatchObject({ messages: [{ code: 'flow.invalid' }] });
  });
});
