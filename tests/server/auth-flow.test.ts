/** Sign-in through HTTP: password, SMS code from the sandbox outbox, session stages, token rotation, logout. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AccountListSchema } from '../../src/contract/accounts';
import { CustomerSchema } from '../../src/contract/auth';
import { authEnvelopeSchema, serviceEnvelopeSchema } from '../../src/contract/envelope';
import { Header } from '../../src/contract/headers';
import { demoIdentity } from '../../server/seed/demo-identities';
import { call, credentialsFrom, latestOutbox, signIn, startLogin } from './support/http-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
const retail = demoIdentity('retail');

beforeAll(async () => {
  server = await startTestServer('auth');
  base = server.url;
});
afterAll(() => server?.stop());

describe('InitialLogin', () => {
  it('answers 101 with a masked phone, a token header and an HttpOnly SameSite=Strict cookie', async () => {
    const { reply, credentials } = await startLogin(base, retail);
    expect(v.is(authEnvelopeSchema(v.unknown()), reply.body)).toBe(true);
    expect(reply.body).toMatchObject({
      result: true,
      actionCode: 101,
      data: { otpTimeout: 120, phoneNumber: '+90 532 *** ** 46' },
    });
    expect(credentials.token).toMatch(/^[\w-]{43}$/);
    const cookie = reply.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api/);
    const sms = await latestOutbox(base, retail);
    expect(sms.channel).toBe('sms');
    expect(sms.text).toContain(sms.code!);
    expect(sms.text).toMatch(/giriş/);
  });

  it('gives one answer for a wrong password and an unknown identity', async () => {
    const wrong = await call(base, '/api/Auth/InitialLogin', {
      json: { identificationNumber: retail.identificationNumber, password: 'Wrong999' },
    });
    const unknown = await call(base, '/api/Auth/InitialLogin', {
      json: { identificationNumber: '19090909018', password: 'Demo1234' },
    });
    const expected = { result: false, actionCode: 105, messages: [{ code: 'auth.invalidCredentials', type: 'Error' }] };
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject(expected);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get(Header.TransactionToken)).toBeNull();
  });

  it('answers in English when asked', async () => {
    const reply = await call(base, '/api/Auth/InitialLogin', {
      json: { identificationNumber: retail.identificationNumber, password: 'Wrong999' },
      headers: { [Header.Language]: 'eng' },
    });
    expect((reply.body.messages as { text: string }[])[0]!.text).toMatch(/incorrect/);
  });
});

describe('sessionInitiate', () => {
  it('signs in, rotates the token, and lists exactly the seeded open accounts', async () => {
    const start = await startLogin(base, retail);
    const { credentials, reply } = await signIn(base, retail);
    expect(reply.body).toMatchObject({
      result: true,
      actionCode: 100,
      data: {
        customerName: 'Ayşe Yılmaz',
        customerType: 'Individual',
        sessionTimeout: 600,
        sessionTimeoutWarningTime: 60,
        sessionMaxTimeoutInSeconds: 1860,
      },
    });
    expect(credentials.token).not.toBe(start.credentials.token);
    const accounts = await call(base, '/api/Deposit/GetAccounts/false', { credentials });
    expect(accounts.status).toBe(200);
    expect(v.is(serviceEnvelopeSchema(AccountListSchema), accounts.body)).toBe(true);
    const list = (accounts.body.data as v.InferOutput<typeof AccountListSchema>).accounts;
    expect(list.map((a) => [a.accountNumber, a.kind, a.currency])).toEqual([
      ['1000146-1', 'Current', 'TRY'],
      ['1000146-3', 'Current', 'USD'],
      ['1000146-4', 'Current', 'EUR'],
      ['1000146-2', 'Participation', 'TRY'],
      ['1000146-5', 'Gold', 'XAU'],
    ]);
    expect(accounts.body.actionCode).toBe(300);
    const withClosed = await call(base, '/api/deposit/getaccounts/true', { credentials });
    const all = (withClosed.body.data as v.InferOutput<typeof AccountListSchema>).accounts;
    expect(all).toHaveLength(6);
    expect(all.find((a) => a.accountNumber === '1000146-6')).toMatchObject({ isClosed: true, balance: '0.00' });
    expect(list.find((a) => a.currency === 'XAU')!.balance).toMatch(/^\d+\.\d{4}$/);
    const bad = await call(base, '/api/Deposit/GetAccounts/maybe', { credentials });
    expect(bad.status).toBe(400);
  });

  it('shows the signed-in customer with a masked identity number', async () => {
    const { credentials } = await signIn(base, retail);
    const reply = await call(base, '/api/Customer/Customer', { credentials });
    expect(v.is(serviceEnvelopeSchema(CustomerSchema), reply.body)).toBe(true);
    expect(reply.body.data).toEqual({
      customerId: '1000146',
      name: 'Ayşe',
      surname: 'Yılmaz',
      customerType: 'Individual',
      identityNumber: '*********46',
    });
  });

  it('refuses a wrong code, voids it after five, and never accepts a used code again', async () => {
    const start = await startLogin(base, retail);
    const sms = await latestOutbox(base, retail);
    const wrongCode = sms.code === '000000' ? '111111' : '000000';
    const wrong = await call(base, '/api/auth/sessionInitiate', {
      json: { otpCode: wrongCode, otpReferenceKey: start.referenceKey },
      credentials: start.credentials,
    });
    expect(wrong.body).toMatchObject({
      result: false,
      actionCode: 101,
      messages: [{ code: 'otp.invalid', type: 'Error' }],
    });
    for (let i = 0; i < 4; i++)
      await call(base, '/api/auth/sessionInitiate', {
        json: { otpCode: wrongCode, otpReferenceKey: start.referenceKey },
        credentials: start.credentials,
      });
    const afterFive = await call(base, '/api/auth/sessionInitiate', {
      json: { otpCode: sms.code, otpReferenceKey: start.referenceKey },
      credentials: start.credentials,
    });
    expect(afterFive.body).toMatchObject({ result: false, messages: [{ code: 'otp.expired' }] });

    const second = await startLogin(base, retail);
    const code = (await latestOutbox(base, retail)).code;
    const ok = await call(base, '/api/auth/sessionInitiate', {
      json: { otpCode: code, otpReferenceKey: second.referenceKey },
      credentials: second.credentials,
    });
    expect(ok.body).toMatchObject({ result: true, actionCode: 100 });
    const oldToken = await call(base, '/api/auth/sessionInitiate', {
      json: { otpCode: code, otpReferenceKey: second.referenceKey },
      credentials: second.credentials,
    });
    expect(oldToken.status).toBe(401);
    const reuse = await call(base, '/api/auth/sessionInitiate', {
      json: { otpCode: code, otpReferenceKey: second.referenceKey },
      credentials: credentialsFrom(ok, second.credentials),
    });
    expect(reuse.status).toBe(403);
    const third = await startLogin(base, retail);
    const otherSession = await call(base, '/api/auth/sessionInitiate', {
      json: { otpCode: code, otpReferenceKey: second.referenceKey },
      credentials: third.credentials,
    });
    expect(otherSession.body).toMatchObject({ result: false, messages: [{ code: 'otp.invalid' }] });
  });

  it('expires a code after otpTimeout', async () => {
    const start = await startLogin(base, retail);
    const code = (await latestOutbox(base, retail)).code;
    server.clock.advance(121);
    const reply = await call(base, '/api/auth/sessionInitiate', {
      json: { otpCode: code, otpReferenceKey: start.referenceKey },
      credentials: start.credentials,
    });
    expect(reply.body).toMatchObject({ result: false, messages: [{ code: 'otp.expired' }] });
  });

  it('resends a code: the old one is void, the new one works', async () => {
    const start = await startLogin(base, retail);
    const first = (await latestOutbox(base, retail)).code;
    const resent = await call(base, '/api/auth/resendOtp', {
      json: { otpReferenceKey: start.referenceKey },
      credentials: start.credentials,
    });
    expect(resent.body).toMatchObject({ result: true, actionCode: 101, data: { otpTimeout: 120 } });
    const newRef = (resent.body.data as { otpReferenceKey: string }).otpReferenceKey;
    expect(newRef).not.toBe(start.referenceKey);
    const old = await call(base, '/api/auth/sessionInitiate', {
      json: { otpCode: first, otpReferenceKey: start.referenceKey },
      credentials: start.credentials,
    });
    expect(old.body).toMatchObject({ result: false, messages: [{ code: 'otp.expired' }] });
    const code = (await latestOutbox(base, retail)).code;
    const ok = await call(base, '/api/auth/sessionInitiate', {
      json: { otpCode: code, otpReferenceKey: newRef },
      credentials: start.credentials,
    });
    expect(ok.body).toMatchObject({ result: true, actionCode: 100 });
  });
});

describe('other identities', () => {
  it('sends the corporate user to the workgroup choice (119)', async () => {
    const { reply, credentials } = await signIn(base, demoIdentity('corporate'));
    expect(reply.body).toMatchObject({ result: true, actionCode: 119 });
    const names = (reply.body.data as { workgroups: { name: string }[] }).workgroups.map((w) => w.name);
    expect(names).toEqual(['Demir Tekstil A.Ş.', 'Demir Lojistik Ltd. Şti.']);
    const accounts = await call(base, '/api/Deposit/GetAccounts/false', { credentials });
    expect(accounts.status).toBe(403);
  });

  it('sends the first-login user to set a password (102)', async () => {
    const { reply } = await signIn(base, demoIdentity('firstLogin'));
    expect(reply.body).toMatchObject({ result: true, actionCode: 102 });
  });

  it('asks the push user to approve on the phone (106); once approved in the sandbox the poll signs in', async () => {
    const push = demoIdentity('push');
    const start = await startLogin(base, push);
    expect(start.reply.body).toMatchObject({ result: true, actionCode: 106, data: { mobileApproveTimeout: 120 } });
    const message = await latestOutbox(base, push);
    expect(message).toMatchObject({ channel: 'push', code: null });
    const poll = () =>
      call(base, '/api/auth/approveMessage', {
        json: { authorizationId: start.referenceKey },
        credentials: start.credentials,
      });
    expect((await poll()).body).toMatchObject({ result: true, actionCode: 106 });
    expect((await call(base, '/api/Sandbox/ApprovePush', { json: { id: message.id } })).status).toBe(200);
    expect((await call(base, '/api/Sandbox/ApprovePush', { json: { id: message.id } })).status).toBe(404);
    const approved = await poll();
    expect(approved.body).toMatchObject({ result: true, actionCode: 100, data: { customerName: 'Ali Çelik' } });
    const credentials = credentialsFrom(approved, start.credentials);
    expect((await call(base, '/api/Deposit/GetAccounts/false', { credentials })).status).toBe(200);
  });
});

describe('session checks', () => {
  it('refuses anonymous calls, a token without its cookie and a cookie without its token', async () => {
    const { credentials } = await signIn(base, retail);
    const anonymous = await call(base, '/api/Deposit/GetAccounts/false');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({
      status: 'error',
      data: null,
      actionCode: 105,
      messages: [{ code: 'session.invalid' }],
    });
    expect(
      (await call(base, '/api/Deposit/GetAccounts/false', { credentials: { token: credentials.token } })).status,
    ).toBe(401);
    expect(
      (await call(base, '/api/Deposit/GetAccounts/false', { credentials: { cookie: credentials.cookie } })).status,
    ).toBe(401);
    expect(
      (await call(base, '/api/Deposit/GetAccounts/false', { credentials: { token: credentials.token, cookie: 'x' } }))
        .status,
    ).toBe(401);
  });

  it('refuses a session still in a login stage on active-only endpoints', async () => {
    const start = await startLogin(base, retail);
    const reply = await call(base, '/api/Customer/Customer', { credentials: start.credentials });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ messages: [{ code: 'auth.stepNotAllowed' }] });
  });

  it('ends an idle session with the session-control message', async () => {
    const { credentials } = await signIn(base, retail);
    server.clock.advance(601);
    const reply = await call(base, '/api/Customer/Customer', { credentials });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ messages: [{ code: 'login_firstfactor_sessioncontrol_errormessage' }] });
    expect((await call(base, '/api/Customer/Customer', { credentials })).body).toMatchObject({
      messages: [{ code: 'session.invalid' }],
    });
  });

  it('ends a session after its maximum length even when busy', async () => {
    const { credentials } = await signIn(base, retail);
    for (let i = 0; i < 3; i++) {
      server.clock.advance(500);
      expect((await call(base, '/api/Customer/Customer', { credentials })).status).toBe(200);
    }
    server.clock.advance(400);
    expect((await call(base, '/api/Customer/Customer', { credentials })).status).toBe(401);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const { credentials } = await signIn(base, retail);
    const reply = await call(base, '/api/auth/logout', { json: {}, credentials });
    expect(reply.body).toEqual({ result: true, actionCode: 105, messages: [] });
    expect(reply.headers.getSetCookie()[0]).toMatch(/emanet_sid=;.*Max-Age=0/);
    expect((await call(base, '/api/Customer/Customer', { credentials })).status).toBe(401);
  });
});
