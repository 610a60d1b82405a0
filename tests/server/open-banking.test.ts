/**
 * Open banking (issue 16, the bank as HHS): a provider's AIS and PIS consents through the provider API
 * and the customer's decisions: each status move (B→Y→K, K→I/02 on revoke, B→I/02 on refusal,
 * B→I/04 and Y→I/05 after five minutes of the sandbox clock, K→E on payment, K→S after the last day),
 * a revoked consent's token refused at once, an AIS token reading only the chosen accounts, a PIS
 * payment posted once (replays answer the same) and shown in last transactions, and another
 * customer unable to see, approve or revoke the consent.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisions } from '../../server/db/schema/decisions';
import { obAuthCodes, obConsents, obTokens } from '../../server/db/schema/open-banking';
import { demoIdentity } from '../../server/seed/demo-identities';
import type { ConsentDecided, ConsentRequest } from '../../src/contract/open-banking';
import { call } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { codeFor, get, post, type Envelope, type Party } from './support/transfer-steps';

let server: TestServer;
let ayse: Party;
let mehmet: Party;
const DEMO = { clientId: 'demo-finans', clientSecret: 'demo-finans-sandbox-secret' };
const AYSE_TRY = '1000146-1';

beforeAll(async () => {
  server = await startTestServer('open-banking', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  const a = demoIdentity('retail');
  ayse = { base: server.url, credentials: (await signInActive(server.url, a)).credentials, recipient: a.phone };
  const m = demoIdentity('corporate');
  mehmet = {
    base: server.url,
    credentials: (await signInActive(server.url, m)).credentials,
    recipient: m.email ?? m.phone,
  };
});
afterAll(() => server?.stop());

/** A provider call: its envelope and HTTP status. */
const ohvps = async <T>(path: string, init: { json?: unknown; token?: string } = {}) => {
  const reply = await call<Envelope<T>>(server.url, `/api/Ohvps/${path}`, {
    json: init.json,
    plain: true,
    headers: init.token ? { Authorization: `Bearer ${init.token}` } : {},
  });
  return { status: reply.status, body: reply.body };
};

const clientToken = async () =>
  (await ohvps<{ accessToken: string }>('Token', { json: { grantType: 'client_credentials', ...DEMO } })).body.data
    .accessToken;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const askAis = async (permissions = ['01', '03', '04']) =>
  (
    await ohvps<{ consentId: string; redirectUrl: string; status: string }>('AccountConsent', {
      token: await clientToken(),
      json: { identityNumber: '10000000146', permissions, validUntil: inDays(30) },
    })
  ).body.data;

const askPis = async (amount = '42.50') =>
  (
    await ohvps<{ consentId: string; redirectUrl: string }>('PaymentConsent', {
      token: await clientToken(),
      json: {
        identityNumber: '10000000146',
        amount,
        currency: 'TRY',
        payeeIban: 'TR510001000123400056789012',
        payeeName: 'Mehmet Yıldız',
        description: 'Sipariş 77',
      },
    })
  ).body.data;

/** A decision under the code (approve or refuse). */
const decide = async (party: Party, verb: 'Approve' | 'Refuse', body: object, key = randomUUID()) => {
  const first = await post<{ otpReferenceKey: string }>(party, `/api/OpenBanking/${verb}Consent`, body, key);
  if (first.body.actionCode !== 201) return first.body as unknown as Envelope<ConsentDecided>;
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(party, otpReferenceKey);
  return (
    await post<ConsentDecided>(party, `/api/OpenBanking/${verb}Consent`, { ...body, otpReferenceKey, otpCode }, key)
  ).body;
};

const statusOf = async (id: string) => {
  const [row] = await server.db.select().from(obConsents).where(eq(obConsents.id, id));
  return `${row!.status}${row!.statusCode ? `/${row!.statusCode}` : ''}`;
};

const exchange = async (redirectUrl: string) => {
  const code = new URL(redirectUrl, server.url).searchParams.get('code')!;
  return ohvps<{ accessToken: string; consentId: string }>('Token', {
    json: { grantType: 'authorization_code', ...DEMO, code },
  });
};

const codes = (body: { messages: { code: string }[] }) => body.messages.map((m) => m.code);

describe('open banking as HHS', () => {
  it('AIS: B→Y→K, reads only the chosen account, revoke → I/02 and the token refused at once', async () => {
    const asked = await askAis();
    expect(asked.status).toBe('B');
    expect(asked.redirectUrl).toBe(`/consent?consent=${asked.consentId}`);
    const request = await get<ConsentRequest>(ayse, `/api/OpenBanking/GetConsent?consentId=${asked.consentId}`);
    expect(request.body.data.consent).toMatchObject({ kind: 'AIS', status: 'B', permissions: ['01', '03', '04'] });
    expect(request.body.data.choices.map((c) => c.accountNumber)).toContain(AYSE_TRY);

    const key = randomUUID();
    const body = { consentId: asked.consentId, accountNumbers: [AYSE_TRY] };
    const approved = await decide(ayse, 'Approve', body, key);
    expect(approved.actionCode).toBe(950);
    expect(await statusOf(asked.consentId)).toBe('Y');
    expect(approved.data.redirectUrl).toMatch(/^\/sandbox\/tpp\/callback\?code=.+&consent=/);
    // The code is stored nowhere: its table keeps the hash, the decision the code's row id.
    const code = new URL(approved.data.redirectUrl, server.url).searchParams.get('code')!;
    const [codeRow] = await server.db.select().from(obAuthCodes).where(eq(obAuthCodes.consentId, asked.consentId));
    expect(approved.data.redirectUrl).not.toContain(codeRow!.codeHash);
    const [decision] = await server.db.select().from(decisions).where(eq(decisions.key, key));
    expect(JSON.stringify(decision!.outcome)).toContain(codeRow!.id);
    expect(JSON.stringify(decision!.outcome)).not.toContain(code);
    // A replay of the key answers the same address, code included.
    const replay = await post<ConsentDecided>(ayse, '/api/OpenBanking/ApproveConsent', body, key);
    expect(replay.body.data.redirectUrl).toBe(approved.data.redirectUrl);

    const token = await exchange(approved.data.redirectUrl);
    expect(token.body.data.consentId).toBe(asked.consentId);
    expect(await statusOf(asked.consentId)).toBe('K');
    // A code works once.
    expect((await exchange(approved.data.redirectUrl)).status).toBe(401);
    const [tokenRow] = await server.db.select().from(obTokens).where(eq(obTokens.consentId, asked.consentId));
    expect(tokenRow!.tokenHash).not.toBe(token.body.data.accessToken);

    const bearer = token.body.data.accessToken;
    const accounts = await ohvps<{ accounts: { accountRef: string }[] }>('Accounts', { token: bearer });
    expect(accounts.body.data.accounts.map((a) => a.accountRef)).toEqual([AYSE_TRY]);
    const balance = await ohvps<{ balance: string }>(`Balance?accountRef=${AYSE_TRY}`, { token: bearer });
    expect(balance.body.data.balance).toMatch(/^\d+\.\d{2}$/);
    const moves = await ohvps<{ transactions: unknown[] }>(`Transactions?accountRef=${AYSE_TRY}`, { token: bearer });
    expect(moves.body.data.transactions.length).toBeGreaterThan(0);
    // Her other accounts are not in the consent.
    const other = await ohvps(`Balance?accountRef=1000146-2`, { token: bearer });
    expect(codes(other.body)).toEqual(['openBanking.accountNotConsented']);

    // Another customer can neither see, approve nor revoke it.
    const seen = await get(mehmet, `/api/OpenBanking/GetConsent?consentId=${asked.consentId}`);
    expect(codes(seen.body)).toEqual(['openBanking.consentNotFound']);
    const list = await get<{ consents: { id: string }[] }>(mehmet, '/api/OpenBanking/GetConsents');
    expect(list.body.data.consents.map((c) => c.id)).not.toContain(asked.consentId);
    const revokedByOther = await post(
      mehmet,
      '/api/OpenBanking/RevokeConsent',
      { consentId: asked.consentId },
      randomUUID(),
    );
    expect(codes(revokedByOther.body)).toEqual(['openBanking.consentNotFound']);

    const revoked = await post<{ consent: { status: string; statusCode: string } }>(
      ayse,
      '/api/OpenBanking/RevokeConsent',
      { consentId: asked.consentId },
      randomUUID(),
    );
    expect(revoked.body.actionCode).toBe(952);
    expect(revoked.body.data.consent).toMatchObject({ status: 'I', statusCode: '02' });
    const [row] = await server.db.select().from(obConsents).where(eq(obConsents.id, asked.consentId));
    expect(row).toMatchObject({ status: 'I', statusCode: '02', deleted: true });
    expect((await ohvps('Accounts', { token: bearer })).status).toBe(401);
    const sms = await call<{ data: { items: { text: string }[] } }>(
      server.url,
      `/api/Sandbox/Outbox?recipient=${encodeURIComponent(ayse.recipient)}`,
    );
    expect(sms.body.data.items[0]!.text).toContain('Demo Finans');
    // Revoked is kept and listed.
    const mine = await get<{ consents: { id: string; status: string }[] }>(ayse, '/api/OpenBanking/GetConsents');
    expect(mine.body.data.consents.find((c) => c.id === asked.consentId)?.status).toBe('I');
  });

  it('refuses an AIS request without 01 or 07, and a window beyond six months', async () => {
    const token = await clientToken();
    const no01 = await ohvps('AccountConsent', {
      token,
      json: { identityNumber: '10000000146', permissions: ['03'], validUntil: inDays(30) },
    });
    expect(codes(no01.body)).toEqual(['openBanking.invalidRequest']);
    const long = await ohvps('AccountConsent', {
      token,
      json: { identityNumber: '10000000146', permissions: ['01'], validUntil: inDays(200) },
    });
    expect(codes(long.body)).toEqual(['openBanking.invalidRequest']);
    expect((await ohvps('AccountConsent', { token: 'x'.repeat(43), json: {} })).status).toBe(401);
  });

  it('a refusal is I/02; a second approval of a new AIS consent replaces the live one (I/01)', async () => {
    const refusedReq = await askAis();
    const refused = await decide(ayse, 'Refuse', { consentId: refusedReq.consentId });
    expect(refused.actionCode).toBe(951);
    expect(refused.data.redirectUrl).toContain('error=access_denied');
    expect(await statusOf(refusedReq.consentId)).toBe('I/02');
    const again = await decide(ayse, 'Approve', { consentId: refusedReq.consentId, accountNumbers: [AYSE_TRY] });
    expect(codes(again)).toEqual(['openBanking.consentNotAwaiting']);

    const first = await askAis();
    await exchange(
      (await decide(ayse, 'Approve', { consentId: first.consentId, accountNumbers: [AYSE_TRY] })).data.redirectUrl,
    );
    expect(await statusOf(first.consentId)).toBe('K');
    const second = await askAis();
    await decide(ayse, 'Approve', { consentId: second.consentId, accountNumbers: [AYSE_TRY] });
    expect(await statusOf(first.consentId)).toBe('I/01');
    expect(await statusOf(second.consentId)).toBe('Y');
  });

  it('PIS: approve with the source account, the payment posts once, shows in last transactions, K→E', async () => {
    const asked = await askPis('42.50');
    expect(asked.redirectUrl).toBe(`/transfer?consent=${asked.consentId}`);
    const view = await get<ConsentRequest>(ayse, `/api/OpenBanking/GetConsent?consentId=${asked.consentId}`);
    expect(view.body.data.consent.payment).toMatchObject({
      amount: '42.50',
      payeeIban: 'TR51 **** **** 9012',
      payeeName: 'Me**** Yı****',
    });
    expect(view.body.data.consent.revocable).toBe(false);
    const approved = await decide(ayse, 'Approve', { consentId: asked.consentId, accountNumbers: [AYSE_TRY] });
    const token = (await exchange(approved.data.redirectUrl)).body.data.accessToken;
    const before = await get<{ accounts: { accountNumber: string; balance: string }[] }>(
      ayse,
      '/api/Deposit/GetAccounts/false',
    );
    const balanceBefore = Number(before.body.data.accounts?.find((a) => a.accountNumber === AYSE_TRY)?.balance);

    const [one, two] = await Promise.all([
      ohvps<{ status: string; transferId: string }>('Payment', { token, json: { consentId: asked.consentId } }),
      ohvps<{ status: string; transferId: string }>('Payment', { token, json: { consentId: asked.consentId } }),
    ]);
    expect(one.body.data.status).toBe('E');
    expect(two.body.data.transferId).toBe(one.body.data.transferId);
    const three = await ohvps<{ transferId: string }>('Payment', { token, json: { consentId: asked.consentId } });
    expect(three.body.data.transferId).toBe(one.body.data.transferId);
    expect(await statusOf(asked.consentId)).toBe('E');

    const after = await get<{ accounts: { accountNumber: string; balance: string }[] }>(
      ayse,
      '/api/Deposit/GetAccounts/false',
    );
    const balanceAfter = Number(after.body.data.accounts?.find((a) => a.accountNumber === AYSE_TRY)?.balance);
    // 42.50 and the transfer's fee, once.
    expect(balanceBefore - balanceAfter).toBeGreaterThanOrEqual(42.5);
    expect(balanceBefore - balanceAfter).toBeLessThan(85);
    // In last transactions once: the payment and its fee, debited from the chosen account.
    const last = await get<{
      transactions: { amount: string; account: { accountNumber: string }; createdAt: string }[];
    }>(ayse, '/api/Payment/GetLastTransactions?limit=5');
    const debited = (balanceBefore - balanceAfter).toFixed(2);
    const shown = last.body.data.transactions.filter((t) => t.amount === `-${debited}`);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.account.accountNumber).toBe(AYSE_TRY);
  });

  it('a B request times out after five minutes (I/04) and an unexchanged Y (I/05), on the sandbox clock', async () => {
    const waiting = await askAis();
    const authorised = await askPis('10.00');
    await decide(ayse, 'Approve', { consentId: authorised.consentId, accountNumbers: [AYSE_TRY] });
    expect(await statusOf(authorised.consentId)).toBe('Y');
    await call(server.url, '/api/Sandbox/Clock', { json: { advanceHours: 1 } });
    try {
      const late = await decide(ayse, 'Approve', { consentId: waiting.consentId, accountNumbers: [AYSE_TRY] });
      expect(codes(late)).toEqual(['openBanking.consentNotAwaiting']);
      expect(await statusOf(waiting.consentId)).toBe('I/04');
      const list = await get<{ consents: { id: string; status: string; statusCode: string | null }[] }>(
        ayse,
        '/api/OpenBanking/GetConsents',
      );
      expect(list.body.data.consents.find((c) => c.id === authorised.consentId)).toMatchObject({
        status: 'I',
        statusCode: '05',
      });
    } finally {
      await call(server.url, '/api/Sandbox/Clock', { json: { reset: true } });
    }
  });

  it('a K AIS consent past its last day is S and its token refused', async () => {
    const asked = await askAis();
    const approved = await decide(ayse, 'Approve', { consentId: asked.consentId, accountNumbers: [AYSE_TRY] });
    const token = (await exchange(approved.data.redirectUrl)).body.data.accessToken;
    expect((await ohvps('Accounts', { token })).status).toBe(200);
    await call(server.url, '/api/Sandbox/Clock', { json: { advanceDays: 40 } });
    try {
      expect((await ohvps('Accounts', { token })).status).toBe(401);
      expect(await statusOf(asked.consentId)).toBe('S');
    } finally {
      await call(server.url, '/api/Sandbox/Clock', { json: { reset: true } });
    }
  });

  it('revoked at the provider: I/03 and its token refused', async () => {
    const asked = await askAis();
    const approved = await decide(ayse, 'Approve', { consentId: asked.consentId, accountNumbers: [AYSE_TRY] });
    const token = (await exchange(approved.data.redirectUrl)).body.data.accessToken;
    const revoked = await ohvps<{ status: string; statusCode: string }>('RevokeConsent', {
      token: await clientToken(),
      json: { consentId: asked.consentId },
    });
    expect(revoked.body.data).toMatchObject({ status: 'I', statusCode: '03' });
    expect(await statusOf(asked.consentId)).toBe('I/03');
    expect((await ohvps('Accounts', { token })).status).toBe(401);
    const again = await ohvps('RevokeConsent', { token: await clientToken(), json: { consentId: asked.consentId } });
    expect(codes(again.body)).toEqual(['openBanking.notRevocable']);
  });
});
