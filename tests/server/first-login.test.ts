/** The first-login chain (102 → 108 → 107 → 100), the password rules, and the corporate workgroup choice (119). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PasswordRulesSchema, unmetPasswordRules, type PasswordRule } from '../../src/contract/auth-flows';
import { authEnvelopeSchema } from '../../src/contract/envelope';
import { Header } from '../../src/contract/headers';
import { demoIdentity } from '../../server/seed/demo-identities';
import { call, credentialsFrom, signIn, type Credentials } from './support/http-client';
import { login } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
const first = demoIdentity('firstLogin');
const corporate = demoIdentity('corporate');

beforeAll(async () => {
  server = await startTestServer('firstlogin', { config: { rateLimitPerIdentity: 1000, rateLimitPerIp: 1000 } });
  base = server.url;
});
afterAll(() => server?.stop());

describe('password rules', () => {
  it('serves five localized rules whose patterns work with the u flag', async () => {
    const tur = await call<{ data: { rules: PasswordRule[] } }>(base, '/api/Auth/passwordRegex');
    expect(v.is(authEnvelopeSchema(PasswordRulesSchema), tur.body)).toBe(true);
    expect(tur.body).toMatchObject({ result: true, actionCode: 0 });
    const rules = tur.body.data.rules;
    expect(rules.map((r) => r.code)).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'noTriple']);
    expect(unmetPasswordRules('Güvenli2024', rules)).toEqual([]);
    expect(unmetPasswordRules('kısa1', rules)).toEqual(['length', 'uppercase']);
    expect(unmetPasswordRules('AAAbbb1111', rules)).toEqual(['noTriple']);
    expect(unmetPasswordRules('ŞİFRELER', rules)).toEqual(['lowercase', 'digit']);
    const eng = await call<{ data: { rules: PasswordRule[] } }>(base, '/api/Auth/passwordRegex', {
      headers: { [Header.Language]: 'eng' },
    });
    expect(eng.body.data.rules[0]!.description).toMatch(/characters/);
    expect(rules[0]!.description).toMatch(/karakter/);
  });
});

describe('first-login chain', () => {
  let credentials: Credentials;
  const post = (route: string, json: unknown) => call(base, route, { json, credentials });

  it('answers 102 after the SMS code and allows no other step', async () => {
    const signedIn = await signIn(base, first);
    credentials = signedIn.credentials;
    expect(signedIn.reply.body).toMatchObject({ result: true, actionCode: 102 });
    const early = await post('/api/auth/setSecurityImage', { imageCode: 'tulip' });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ messages: [{ code: 'auth.stepNotAllowed' }] });
    expect(
      (await post('/api/Auth/SetSecurityKey', { securityKey: 'Anahtar1', securityKeyRepeat: 'Anahtar1' })).status,
    ).toBe(403);
    expect((await call(base, '/api/Customer/Customer', { credentials })).status).toBe(403);
  });

  it('enforces the password rules, the repeat, the current password and the identity number', async () => {
    const cases: [unknown, number, string][] = [
      [{ newPassword: 'kisa', newPasswordRepeat: 'kisa' }, 200, 'password.rulesNotMet'],
      [{ newPassword: 'Ayyy12345', newPasswordRepeat: 'Ayyy12345' }, 200, 'password.rulesNotMet'],
      [{ newPassword: first.password, newPasswordRepeat: first.password }, 200, 'password.reused'],
      [{ newPassword: 'Yeni12345', newPasswordRepeat: 'Yeni12346' }, 400, 'password.mismatch'],
    ];
    for (const [json, status, code] of cases) {
      const reply = await post('/api/Auth/SetPassword', json);
      expect(reply.status).toBe(status);
      expect((reply.body.messages as { code: string }[]).map((m) => m.code)).toContain(code);
      if (status === 200) expect(reply.body).toMatchObject({ result: false, actionCode: 102 });
    }
  });

  it('sets the password (108), then the image (107), then the key (100 with a new token)', async () => {
    const password = await post('/api/Auth/SetPassword', { newPassword: 'Yeni12345', newPasswordRepeat: 'Yeni12345' });
    expect(password.body).toMatchObject({ result: true, actionCode: 108 });
    expect(
      (await post('/api/Auth/SetPassword', { newPassword: 'Yeni54321', newPasswordRepeat: 'Yeni54321' })).status,
    ).toBe(403);
    const badImage = await post('/api/auth/setSecurityImage', { imageCode: 'mosque' });
    expect(badImage.body).toMatchObject({
      result: false,
      actionCode: 108,
      messages: [{ code: 'securityImage.invalid' }],
    });
    const image = await post('/api/auth/setSecurityImage', { imageCode: 'tulip' });
    expect(image.body).toMatchObject({ result: true, actionCode: 107 });
    const badFormat = await post('/api/Auth/SetSecurityKey', { securityKey: 'ab', securityKeyRepeat: 'ab' });
    expect(badFormat.status, JSON.stringify(badFormat.body)).toBe(400);
    expect(badFormat.body).toMatchObject({ messages: [{ code: 'securityKey.format' }] });
    const mismatch = await post('/api/Auth/SetSecurityKey', { securityKey: 'Anahtar1', securityKeyRepeat: 'Anahtar2' });
    expect(mismatch.body).toMatchObject({ messages: [{ code: 'securityKey.mismatch' }] });
    const sameAsPassword = await post('/api/Auth/SetSecurityKey', {
      securityKey: 'Yeni12345',
      securityKeyRepeat: 'Yeni12345',
    });
    expect(sameAsPassword.body).toMatchObject({
      result: false,
      actionCode: 107,
      messages: [{ code: 'securityKey.invalid' }],
    });
    const key = await post('/api/Auth/SetSecurityKey', { securityKey: 'Anahtar1', securityKeyRepeat: 'Anahtar1' });
    expect(key.body).toMatchObject({
      result: true,
      actionCode: 100,
      data: {
        customerName: 'Zeynep Kaya',
        lastSuccessLoginTime: null,
        sessionTimeout: 600,
        sessionMaxTimeoutInSeconds: 1860,
      },
    });
    const next = credentialsFrom(key, credentials);
    expect(next.token).not.toBe(credentials.token);
    expect((await call(base, '/api/Customer/Customer', { credentials })).status).toBe(401);
    expect((await call(base, '/api/Customer/Customer', { credentials: next })).status).toBe(200);
  });

  it('signs in with the new password straight to the dashboard next time', async () => {
    expect((await login(base, first.identificationNumber, first.password)).body).toMatchObject({ result: false });
    const again = await signIn(base, { ...first, password: 'Yeni12345' });
    expect(again.reply.body).toMatchObject({ result: true, actionCode: 100 });
    expect(typeof (again.reply.body.data as { lastSuccessLoginTime: unknown }).lastSuccessLoginTime).toBe('string');
  });
});

describe('representative workgroup', () => {
  it('answers 119 with the workgroups, refuses a foreign id, and sets the chosen one (100, new token)', async () => {
    const { credentials, reply } = await signIn(base, corporate);
    expect(reply.body).toMatchObject({ result: true, actionCode: 119 });
    const groups = (reply.body.data as { workgroups: { id: string; name: string }[] }).workgroups;
    expect(groups.map((g) => g.name)).toEqual(['Demir Tekstil A.Ş.', 'Demir Lojistik Ltd. Şti.']);
    expect((await call(base, '/api/Customer/Customer', { credentials })).status).toBe(403);
    for (const workgroupId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const foreign = await call(base, '/api/auth/SetRepresentativeWorkgroupId', {
        json: { workgroupId },
        credentials,
      });
      expect(foreign.body).toMatchObject({ result: false, actionCode: 119, messages: [{ code: 'workgroup.invalid' }] });
    }
    const chosen = await call(base, '/api/auth/SetRepresentativeWorkgroupId', {
      json: { workgroupId: groups[0]!.id },
      credentials,
    });
    expect(chosen.body).toMatchObject({
      result: true,
      actionCode: 100,
      data: { workgroup: 'Demir Tekstil A.Ş.', customerType: 'Corporate', failedAttemptsSinceLastSuccess: 0 },
    });
    const active = credentialsFrom(chosen, credentials);
    expect(active.token).not.toBe(credentials.token);
    expect((await call(base, '/api/Customer/Customer', { credentials: active })).status).toBe(200);
    const twice = await call(base, '/api/auth/SetRepresentativeWorkgroupId', {
      json: { workgroupId: groups[0]!.id },
      credentials: active,
    });
    expect(twice.status).toBe(403);
  });
});
