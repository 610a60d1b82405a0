/** Session limits and refresh, push polling, verify mail, login history and the image catalogs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ImageUrlsSchema, LoginAttemptListSchema } from '../../src/contract/auth-flows';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { Header } from '../../src/contract/headers';
import { demoIdentity } from '../../server/seed/demo-identities';
import { call, credentialsFrom, latestOutbox, signIn, startLogin } from './support/http-client';
import { login } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
const retail = demoIdentity('retail');
const push = demoIdentity('push');
const limits = { sessionTimeout: 60, sessionTimeoutWarningTime: 10, sessionMaxTimeoutInSeconds: 150 };

beforeAll(async () => {
  server = await startTestServer('steps', { config: { ...limits, rateLimitPerIdentity: 1000, rateLimitPerIp: 1000 } });
  base = server.url;
});
afterAll(() => server?.stop());

describe('session limits', () => {
  it('answers 100 with the configured limits, the start and the previous login', async () => {
    const firstLogin = await signIn(base, retail);
    expect(firstLogin.reply.body).toMatchObject({
      actionCode: 100,
      data: { ...limits, lastSuccessLoginTime: null, failedAttemptsSinceLastSuccess: 0 },
    });
    await login(base, retail.identificationNumber, 'Wrong999');
    await login(base, retail.identificationNumber, 'Wrong999');
    const second = await signIn(base, retail);
    const data = second.reply.body.data as Record<string, unknown>;
    expect(data.failedAttemptsSinceLastSuccess).toBe(2);
    expect(Date.parse(data.lastSuccessLoginTime as string)).toBeLessThan(Date.parse(data.sessionStartedAt as string));
  });

  it('refreshSession keeps an idle session alive, but not past the absolute limit', async () => {
    const { credentials } = await signIn(base, retail);
    for (let i = 0; i < 2; i++) {
      server.clock.advance(50);
      const refresh = await call(base, '/api/Auth/refreshSession', { json: {}, credentials });
      expect(refresh.body).toMatchObject({ result: true, actionCode: 0, data: limits });
    }
    server.clock.advance(55);
    const tooLong = await call(base, '/api/Auth/refreshSession', { json: {}, credentials });
    expect(tooLong.status).toBe(401);
    expect(tooLong.body).toMatchObject({ messages: [{ code: 'login_firstfactor_sessioncontrol_errormessage' }] });
  });

  it('ends a session idle longer than the timeout', async () => {
    const { credentials } = await signIn(base, retail);
    server.clock.advance(61);
    expect((await call(base, '/api/Customer/Customer', { credentials })).status).toBe(401);
  });

  it('refreshSession needs an active session', async () => {
    const start = await startLogin(base, retail);
    expect((await call(base, '/api/Auth/refreshSession', { json: {}, credentials: start.credentials })).status).toBe(
      403,
    );
  });
});

describe('push approval', () => {
  it('answers 106 while pending, 100 with a new token once approved', async () => {
    const start = await startLogin(base, push);
    const poll = () =>
      call(base, '/api/auth/approveMessage', {
        json: { authorizationId: start.referenceKey },
        credentials: start.credentials,
      });
    expect((await poll()).body).toMatchObject({
      result: true,
      actionCode: 106,
      data: { authorizationId: start.referenceKey },
    });
    const message = await latestOutbox(base, push);
    await call(base, '/api/Sandbox/ApprovePush', { json: { id: message.id } });
    const approved = await poll();
    expect(approved.body).toMatchObject({ result: true, actionCode: 100, data: { customerName: 'Ali Çelik' } });
    expect(credentialsFrom(approved).token).not.toBe(start.credentials.token);
  });

  it('answers push.expired after the approval time', async () => {
    const start = await startLogin(base, push);
    const poll = () =>
      call(base, '/api/auth/approveMessage', {
        json: { authorizationId: start.referenceKey },
        credentials: start.credentials,
      });
    for (let i = 0; i < 2; i++) {
      server.clock.advance(55); // polls keep the session (idle limit 60 s) alive
      expect((await poll()).body).toMatchObject({ result: true, actionCode: 106 });
    }
    server.clock.advance(15);
    expect((await poll()).body).toMatchObject({ result: false, actionCode: 105, messages: [{ code: 'push.expired' }] });
  });
});

describe('verify mail', () => {
  const mailToken = async () => {
    const reply = await call<{ data: { items: { channel: string; text: string }[] } }>(
      base,
      `/api/Sandbox/Outbox?recipient=${encodeURIComponent(retail.email)}`,
    );
    // The newest verification mail (a new device's notice may be newer, settings/devices.ts).
    const mail = reply.body.data.items.find((item) => item.text.includes('/verify?token='))!;
    expect(mail.channel).toBe('email');
    const link = /(http:\/\/\S+\/verify\?token=)(\S+)/.exec(mail.text)!;
    expect(link[1]).toBe(`${base}/verify?token=`);
    return decodeURIComponent(link[2]!);
  };
  const verify = (token: string) => call(base, '/api/Auth/VerifyEmail', { json: { token } });

  it('e-mails a link at sign-in; the token works once and expires in 24 hours', async () => {
    await signIn(base, retail);
    const stale = await mailToken();
    server.clock.advance(24 * 3600 + 1);
    expect((await verify(stale)).body).toMatchObject({ result: false, messages: [{ code: 'email.tokenInvalid' }] });
    await signIn(base, retail);
    const token = await mailToken();
    const ok = await verify(token);
    expect(ok.body).toMatchObject({
      result: true,
      actionCode: 0,
      data: { email: retail.email },
      messages: [{ code: 'email.verified' }],
    });
    expect((await verify(token)).body).toMatchObject({ result: false, messages: [{ code: 'email.tokenInvalid' }] });
    expect((await verify('made-up')).body).toMatchObject({ messages: [{ code: 'email.tokenInvalid' }] });
    await signIn(base, retail);
    expect(await mailToken()).toBe(token); // verified: no new mail
  });
});

describe('login history', () => {
  it('lists at most ten attempts newest first, with device and channel; and the failed ones', async () => {
    for (let i = 0; i < 3; i++) await login(base, push.identificationNumber, 'Wrong999');
    const headers = { [Header.Os]: 'Linux', [Header.DeviceBrand]: 'Google', [Header.DeviceModel]: 'Chrome' };
    await call(base, '/api/Auth/InitialLogin', {
      json: { identificationNumber: retail.identificationNumber, password: 'Wrong999' },
      headers,
    });
    const { credentials } = await signIn(base, retail);
    const all = await call(base, '/api/ChannelManagement/GetLastLoginAttempts', { credentials });
    expect(v.is(serviceEnvelopeSchema(LoginAttemptListSchema), all.body)).toBe(true);
    const attempts = (
      all.body.data as { attempts: { at: string; success: boolean; device: string | null; channel: string }[] }
    ).attempts;
    expect(attempts).toHaveLength(10);
    expect(attempts[0]).toMatchObject({ success: true, channel: 'Internet' });
    expect([...attempts].sort((a, b) => b.at.localeCompare(a.at))).toEqual(attempts);
    const failed = await call(base, '/api/ChannelManagement/GetLastFailedLoginAttempts', { credentials });
    const failedList = (failed.body.data as { attempts: { success: boolean; device: string | null }[] }).attempts;
    expect(failedList.every((a) => !a.success)).toBe(true);
    expect(failedList[0]!.device).toBe('Linux / Google / Chrome');
    expect((await call(base, '/api/ChannelManagement/GetLastLoginAttempts')).status).toBe(401);
  });
});

describe('image catalogs', () => {
  const images = (json: unknown, headers: Record<string, string> = {}) =>
    call(base, '/api/DkAdc/GetImageUrls', { json, headers });

  it('lists eight security images and answers isChanged false for a current copy', async () => {
    const full = await images({ area: 'securityImages' }, { [Header.Language]: 'eng' });
    expect(v.is(serviceEnvelopeSchema(ImageUrlsSchema), full.body)).toBe(true);
    const data = full.body.data as { images: { code: string; url: string; title: string }[]; updateTime: string };
    expect(data.images).toHaveLength(8);
    expect(data.images[0]).toEqual({ code: 'tulip', url: '/security-images/tulip.svg', title: 'Tulip' });
    const same = await images({ area: 'securityImages', updateTime: data.updateTime });
    expect(same.body.data).toEqual({ isChanged: false, images: [], updateTime: data.updateTime });
    const old = await images({ area: 'securityImages', updateTime: '2020-01-01T00:00:00.000Z' });
    expect((old.body.data as { isChanged: boolean }).isChanged).toBe(true);
    const banners = await images({ area: 'prelogin', updateTime: null });
    expect((banners.body.data as { images: unknown[] }).images).toHaveLength(2);
  });

  it('serves the SVG files, cacheable', async () => {
    const svg = await fetch(`${base}/security-images/bird.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(svg.headers.get('cache-control')).toMatch(/max-age/);
    expect(await svg.text()).toMatch(/^<svg/);
    expect((await fetch(`${base}/prelogin-images/welcome.svg`)).status).toBe(200);
    expect((await fetch(`${base}/security-images/nope.svg`)).status).toBe(404);
  });
});
