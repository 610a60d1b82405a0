/** Captcha after 3 wrong passwords, a 15-minute lock after 6, per identity as typed; kept in the database. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginGuards } from '../../server/db/schema/auth';
import { demoIdentity } from '../../server/seed/demo-identities';
import { startTestServer, type TestServer } from './support/test-server';
import { login, newCaptcha, tcknFrom } from './support/login-steps';

let server: TestServer;
let base: string;
const retail = demoIdentity('retail');
const push = demoIdentity('push');

beforeAll(async () => {
  server = await startTestServer('lockout', { config: { rateLimitPerIdentity: 1000, rateLimitPerIp: 1000 } });
  base = server.url;
});
afterAll(() => server?.stop());

const failTimes = async (id: string, times: number) => {
  for (let i = 0; i < times; i++) await login(base, id, 'Wrong999');
};

describe('captcha', () => {
  it('is drawn as an SVG data URL of five characters without look-alikes', async () => {
    const captcha = await newCaptcha(base);
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(captcha.answer).toMatch(/^[A-HJKMNPR-Z2-9]{5}$/);
    expect((await newCaptcha(base)).captchaReference).not.toBe(captcha.captchaReference);
  });

  it('is asked after three wrong passwords, for a known and an unknown identity alike', async () => {
    const unknown = tcknFrom('123456781');
    for (const id of [push.identificationNumber, unknown]) {
      await failTimes(id, 2);
      const third = await login(base, id, 'Wrong999');
      expect(third.body).toMatchObject({
        result: false,
        actionCode: 105,
        messages: [{ code: 'auth.invalidCredentials' }],
        data: { captchaRequired: true },
      });
      const next = await login(base, id, 'Wrong999');
      expect(next.status).toBe(200);
      expect(next.body).toMatchObject({
        result: false,
        actionCode: 105,
        messages: [{ code: 'captcha.required', type: 'Error' }],
        data: { captchaRequired: true },
      });
    }
  });

  it('lets the right password in with the right captcha, once; a wrong or reused captcha is refused', async () => {
    const id = push.identificationNumber;
    const wrong = await newCaptcha(base);
    const refused = await login(base, id, push.password, {
      captchaReference: wrong.captchaReference,
      capthchaValue: 'AAAAA',
    });
    expect(refused.body).toMatchObject({ result: false, messages: [{ code: 'captcha.invalid' }] });
    const again = await login(base, id, push.password, {
      captchaReference: wrong.captchaReference,
      capthchaValue: wrong.answer,
    });
    expect(again.body).toMatchObject({ result: false, messages: [{ code: 'captcha.invalid' }] });
    const right = await newCaptcha(base);
    const extra = { captchaReference: right.captchaReference, capthchaValue: right.answer.toLowerCase() };
    const ok = await login(base, id, push.password, extra);
    expect(ok.body).toMatchObject({ result: true, actionCode: 106 });
    const reused = await login(base, id, 'Wrong999', extra);
    // success reset the counter: no captcha needed, so a wrong password is simply wrong
    expect(reused.body).toMatchObject({ result: false, messages: [{ code: 'auth.invalidCredentials' }] });
    expect(reused.body.data).toBeUndefined();
  });

  it('expires after five minutes', async () => {
    const id = tcknFrom('223456782');
    await failTimes(id, 3);
    const captcha = await newCaptcha(base);
    server.clock.advance(301);
    const late = await login(base, id, 'Wrong999', {
      captchaReference: captcha.captchaReference,
      capthchaValue: captcha.answer,
    });
    expect(late.body).toMatchObject({ messages: [{ code: 'captcha.invalid' }] });
  });
});

describe('lock', () => {
  const failWithCaptcha = async (id: string, password = 'Wrong999') => {
    const captcha = await newCaptcha(base);
    return login(base, id, password, { captchaReference: captcha.captchaReference, capthchaValue: captcha.answer });
  };

  it('locks after six failures for 15 minutes, naming the minutes; the right password still fails', async () => {
    const id = retail.identificationNumber;
    await failTimes(id, 3);
    await failWithCaptcha(id);
    await failWithCaptcha(id);
    const sixth = await failWithCaptcha(id);
    expect(sixth.body).toMatchObject({ result: false, actionCode: 105, messages: [{ code: 'auth.locked' }] });
    const data = sixth.body.data as { lockedUntil: string };
    expect(Date.parse(data.lockedUntil) - server.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    expect((sixth.body.messages as { text: string }[])[0]!.text).toMatch(/15 dakika/);
    const right = await failWithCaptcha(id, retail.password);
    expect(right.body).toMatchObject({ result: false, messages: [{ code: 'auth.locked' }] });
    server.clock.advance(10 * 60);
    const later = await login(base, id, retail.password);
    expect((later.body.messages as { text: string }[])[0]!.text).toMatch(/5 dakika/);
  });

  it('ends after the lock time; the captcha is still asked, and success resets the counter', async () => {
    const id = retail.identificationNumber;
    server.clock.advance(5 * 60 + 1);
    const noCaptcha = await login(base, id, retail.password);
    expect(noCaptcha.body).toMatchObject({ messages: [{ code: 'captcha.required' }] });
    const ok = await failWithCaptcha(id, retail.password);
    expect(ok.body).toMatchObject({ result: true, actionCode: 101 });
    const wrong = await login(base, id, 'Wrong999');
    expect(wrong.body).toMatchObject({ messages: [{ code: 'auth.invalidCredentials' }] });
  });

  it('keeps the state in the database', async () => {
    const id = tcknFrom('323456783');
    await failTimes(id, 6); // the last three need a captcha: they do not count
    const guardOf = async () =>
      (await server.db.select().from(loginGuards).where(eq(loginGuards.identificationNumber, id)))[0];
    expect((await guardOf())?.failures).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 3; i++) await failWithCaptcha(id);
    const rows = await guardOf();
    expect(rows?.failures).toBe(6);
    expect(rows?.lockedUntil).toBeInstanceOf(Date);
  });
});
