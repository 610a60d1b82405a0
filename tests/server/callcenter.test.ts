/**
 * CallCenter core (issue 18): an agent token is a call; until the caller is verified the agent may
 * only find and verify (everything else 403 callcenter.notVerified / notAllowed); wrong answers and
 * codes are limited; a verified call reads the caller's accounts, cards and financings through the
 * ordinary product routes and nobody else's; every request is audited and the process history shows
 * this call's and earlier calls' acts; the panel masks until verified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ccAudit } from '../../server/db/schema/callcenter';
import { demoIdentity } from '../../server/seed/demo-identities';
import { MessageCode } from '../../src/contract/message-codes';
import { call } from './support/http-client';
import { lastCallCode, newCall, verifiedCall, verifyCaller, type AgentCallSession } from './support/callcenter-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
const ayse = demoIdentity('retail');
const ali = demoIdentity('push');

beforeAll(async () => {
  server = await startTestServer('callcenter');
  base = server.url;
});
afterAll(() => server?.stop());

interface Envelope<T = Record<string, unknown>> {
  status: string;
  data: T;
  messages: { code: string; text: string }[];
}

const as = <T = Record<string, unknown>>(agent: AgentCallSession, route: string, json?: unknown, language = 'tur') =>
  call<Envelope<T>>(base, route, { headers: { ...agent.headers, 'X-Language': language }, json });

describe('CallCenter core', () => {
  it('records the link, refuses product routes before verification and audits every request', async () => {
    const agent = await newCall(base);
    const started = await as<{ workgroup: string; nps: string; verification: string }>(agent, '/api/CallCenter/Call', {
      workgroup: 'Bireysel',
      ivrErrorCode: 'E12',
      Nps: '9',
    });
    expect(started.body.data).toMatchObject({ workgroup: 'Bireysel', nps: '9', verification: 'none' });

    const before = await as(agent, '/api/Deposit/GetAccounts/false');
    expect(before.status).toBe(403);
    expect(before.body.messages[0]?.code).toBe(MessageCode.CcNotVerified);
    // Never an agent's: a settings change, logout.
    const other = await as(agent, '/api/Customer/Profile');
    expect(other.status).toBe(403);
    expect(other.body.messages[0]?.code).toBe(MessageCode.CcNotAllowed);
    expect(other.body.messages[0]?.text).toMatch(/temsilci/i);

    const found = await as<{ customer: { name: string; maskedIdentityNumber: string; questions: string[] } }>(
      agent,
      '/api/CallCenter/FindCustomer',
      { by: 'identityNumber', value: ayse.identificationNumber },
    );
    expect(found.body.data.customer).toMatchObject({
      name: ayse.name,
      maskedIdentityNumber: '*********46',
      questions: ['birthDate', 'cardLastDigits'],
    });
    const panel = await as<{ isAuthorized: boolean; identityNumber: string }>(
      agent,
      '/api/CallCenter/CustomerInformation',
    );
    expect(panel.body.data).toMatchObject({ isAuthorized: false, identityNumber: '*********46' });

    const history = await as<{ items: { action: string; status: number; messageCode: string | null }[] }>(
      agent,
      '/api/CallCenter/ProcessHistory',
    );
    const actions = history.body.data.items.map((item) => [item.action, item.status, item.messageCode]);
    expect(actions).toEqual([
      ['getCustomerInformation', 200, null],
      ['findCallCustomer', 200, null],
      ['getProfile', 403, MessageCode.CcNotAllowed],
      ['getAccounts', 403, MessageCode.CcNotVerified],
      ['startCall', 200, null],
    ]);
  });

  it('limits wrong answers and codes, then verifies by answers in a new call', async () => {
    const agent = await newCall(base);
    await as(agent, '/api/CallCenter/FindCustomer', { by: 'phone', value: ayse.phone.replace('+90', '0') });
    const wrong = await as(agent, '/api/Customer/VerifyCallInformation', {
      method: 'questions',
      birthDate: '1986-03-15',
      cardLastDigits: '6013',
    });
    expect(wrong.body.messages[0]?.code).toBe(MessageCode.CcVerifyFailed);
    const noCode = await as(agent, '/api/Customer/VerifyCallInformation', { method: 'sms', code: '123456' });
    expect(noCode.body.messages[0]?.code).toBe(MessageCode.CcCodeMissing);
    await as(agent, '/api/CallCenter/SendVerificationCode', {});
    const code = await lastCallCode(base, ayse.identificationNumber);
    const other = code === '000000' ? '000001' : '000000';
    expect(
      (await as(agent, '/api/Customer/VerifyCallInformation', { method: 'sms', code: other })).body.messages[0]?.code,
    ).toBe(MessageCode.CcVerifyFailed);
    const third = await as(agent, '/api/Customer/VerifyCallInformation', {
      method: 'questions',
      birthDate: '1986-03-14',
      cardLastDigits: '0000',
    });
    expect(third.body.messages[0]?.code).toBe(MessageCode.CcVerifyLocked);
    // Locked: even the right code no longer verifies this call.
    const late = await as(agent, '/api/Customer/VerifyCallInformation', { method: 'sms', code });
    expect(late.body.messages[0]?.code).toBe(MessageCode.CcVerifyLocked);
    expect((await as(agent, '/api/Deposit/GetAccounts/false')).status).toBe(403);

    const next = await newCall(base);
    await as(next, '/api/CallCenter/FindCustomer', { by: 'customerNumber', value: ayse.customerNumber });
    const right = await as<{ verification: string; verificationMethod: string }>(
      next,
      '/api/Customer/VerifyCallInformation',
      { method: 'questions', birthDate: '1986-03-14', cardLastDigits: '6018' },
    );
    expect(right.body.data).toMatchObject({ verification: 'verified', verificationMethod: 'questions' });
    // Each token is its own call: the first stays locked and unverified.
    const first = await as<{ verification: string; attemptsLeft: number }>(agent, '/api/CallCenter/Call');
    expect(first.body.data).toMatchObject({ verification: 'none', attemptsLeft: 0 });
  });

  it('reads the verified caller’s products through the product routes, and nobody else’s', async () => {
    const agent = await verifiedCall(base, ayse.identificationNumber);
    const accounts = await as<{ accounts?: { accountNumber: string }[] } & Record<string, unknown>>(
      agent,
      '/api/Deposit/GetAccounts/false',
    );
    expect(accounts.status).toBe(200);
    expect(accounts.body.status).toBe('success');
    expect(JSON.stringify(accounts.body.data)).toContain('1000146');
    const cards = await as(agent, '/api/Card/GetCards');
    expect(cards.status).toBe(200);
    expect(JSON.stringify(cards.body.data)).toContain('0146013'.slice(-4));
    const financings = await as(agent, '/api/Financing/GetFinancings');
    expect(financings.status).toBe(200);
    const panel = await as<{
      isAuthorized: boolean;
      identityNumber: string;
      processedCustomerInformation: { gsmNumber: string; relation: string };
    }>(agent, '/api/CallCenter/CustomerInformation');
    expect(panel.body.data).toMatchObject({
      isAuthorized: true,
      identityNumber: ayse.identificationNumber,
      processedCustomerInformation: { gsmNumber: ayse.phone, relation: 'Self' },
    });

    // Another customer's account: the product route answers for the call's customer only.
    const foreign = await as(agent, '/api/Deposit/GetAccountDetail/1111111-1');
    expect(foreign.body.status).toBe('error');
    // A verified call cannot switch to another customer.
    const switched = await as(agent, '/api/CallCenter/FindCustomer', {
      by: 'identityNumber',
      value: ali.identificationNumber,
    });
    expect(switched.body.messages[0]?.code).toBe(MessageCode.CcAlreadyVerified);
    // Writes not on the list stay refused even when verified.
    const transfer = await as(agent, '/api/Card/Freeze', { cardId: '00000000-0000-4000-8000-000000000000' });
    expect(transfer.status).toBe(403);
    expect(transfer.body.messages[0]?.code).toBe(MessageCode.CcNotAllowed);
  });

  it('shows earlier calls’ acts for the same customer, not other customers’', async () => {
    const first = await verifiedCall(base, ali.identificationNumber);
    await as(first, '/api/Card/GetCards');
    const second = await newCall(base);
    const unverified = await as<{ items: { thisCall: boolean }[] }>(second, '/api/CallCenter/ProcessHistory');
    // Before verification only this call's own acts.
    expect(unverified.body.data.items.every((item) => item.thisCall)).toBe(true);
    await verifyCaller(base, second, ali.identificationNumber);
    const history = await as<{ items: { action: string; thisCall: boolean; callId: string }[] }>(
      second,
      '/api/CallCenter/ProcessHistory',
    );
    const earlier = history.body.data.items.filter((item) => !item.thisCall);
    expect(earlier.map((item) => item.action)).toContain('getCards');
    expect(earlier.map((item) => item.action)).toContain('verifyCallInformation');
    const rows = await server.db.select().from(ccAudit).where(eq(ccAudit.action, 'getCards'));
    // Ayşe's call read cards too, but her acts never show in Ali's history.
    expect(rows.length).toBeGreaterThan(earlier.filter((item) => item.action === 'getCards').length);
  });

  it('shows an act the agent did in the customer’s own last transactions as done through the call center', async () => {
    const agent = await verifiedCall(base, ayse.identificationNumber);
    const opened = await call<Envelope<{ account: { accountNumber: string } }>>(base, '/api/Deposit/CreateAccount', {
      headers: { ...agent.headers, 'Idempotency-Key': crypto.randomUUID() },
      json: { kind: 'Current', currency: 'TRY', sourceAccountNumber: '1000146-1', amount: '10.00' },
    });
    expect(opened.body.status).toBe('success');
    const feed = await as<{ transactions: { kind: string; throughCallCenter: boolean }[] }>(
      agent,
      '/api/Payment/GetLastTransactions?kind=AccountOpening',
    );
    const [latest, ...earlier] = feed.body.data.transactions;
    expect(latest).toMatchObject({ kind: 'AccountOpening', throughCallCenter: true });
    // Openings Ayşe did herself (the seed's, other tests') are not marked.
    expect(earlier.every((item) => !item.throughCallCenter)).toBe(true);
    const history = await as<{ items: { action: string; status: number }[] }>(agent, '/api/CallCenter/ProcessHistory');
    expect(history.body.data.items.find((item) => item.action === 'createAccount')?.status).toBe(200);
  });

  it('refuses an unknown or ended token', async () => {
    const reply = await call<Envelope>(base, '/api/CallCenter/Call', { headers: { 'X-Agent-Token': 'nope' } });
    expect(reply.status).toBe(401);
    expect(reply.body.messages[0]?.code).toBe(MessageCode.AgentTokenInvalid);
  });
});
