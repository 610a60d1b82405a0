/**
 * Field encryption and signing through HTTP (contract.md, Sensitive data and Signing):
 * a login done as the worker does it works end to end; the guards refuse what a worker
 * would never send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentity } from '../../server/seed/demo-identities';
import { Header, SESSION_COOKIE } from '../../src/contract/headers';
import { encryptField, type WebCryptoKey } from '../../src/contract/sensitive-data';
import { call, signIn, type Credentials } from './support/http-client';
import { startTestServer, type TestServer } from './support/test-server';
import {
  bankOf,
  clientKeyHeader,
  keysForToken,
  newClientKeys,
  serverNow,
  signatureHeaders,
} from './support/worker-transport';

let server: TestServer;
let base: string;
const retail = demoIdentity('retail');

beforeAll(async () => {
  server = await startTestServer('securetransport', { config: { rateLimitPerIdentity: 10_000 } });
  base = server.url;
});
afterAll(() => server?.stop());

const ACCOUNTS = '/api/Deposit/GetAccounts/false';

/** A signed GET of the accounts with the parts a test wants to change. */
const signedGet = async (
  credentials: Credentials,
  change: { timestamp?: number; traceId?: string; body?: string; drop?: string; route?: string } = {},
) => {
  const keys = keysForToken(credentials.token)!;
  const route = change.route ?? ACCOUNTS;
  const signed = await signatureHeaders(keys, {
    method: 'GET',
    url: base + route,
    body: '',
    traceId: change.traceId ?? crypto.randomUUID(),
    timestamp: change.timestamp ?? serverNow(base),
  });
  const headers: Record<string, string> = {
    ...signed,
    [Header.TransactionToken]: credentials.token!,
    Cookie: `${SESSION_COOKIE}=${credentials.cookie}`,
  };
  if (change.drop) delete headers[change.drop];
  const response = await fetch(base + route, { method: change.body ? 'POST' : 'GET', headers, body: change.body });
  return { status: response.status, body: (await response.json()) as { messages: { code: string }[] } };
};

const codeOf = (reply: { body: unknown }) => (reply.body as { messages: { code: string }[] }).messages[0]?.code;

describe('GetSensitiveDataMapping', () => {
  it('answers the key id, an RSA-OAEP 3072-bit SPKI and the mapping, under /Auth and /External', async () => {
    const reply = await call<{ data: { keyId: string; publicKey: string; mappings: { methodPath: string }[] } }>(
      base,
      '/api/Auth/GetSensitiveDataMapping',
    );
    expect(reply.status).toBe(200);
    const { keyId, publicKey, mappings } = reply.body.data;
    const key = await crypto.subtle.importKey(
      'spki',
      Buffer.from(publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((key.algorithm as unknown as { modulusLength: number }).modulusLength).toBe(3072);
    expect(mappings.map((m) => m.methodPath)).toEqual(
      expect.arrayContaining(['/auth/initiallogin', '/customer/customer', '/deposit/getaccounts/']),
    );
    const external = await call<{ data: { keyId: string } }>(base, '/api/External/GetSensitiveDataMapping');
    expect(external.body.data.keyId).toBe(keyId);
  });
});

describe('a login as the worker does it', () => {
  it('works end to end; mapped response fields travel as ciphertext', async () => {
    const { credentials, reply } = await signIn(base, retail);
    expect(reply.body).toMatchObject({ result: true, actionCode: 100 });
    const accounts = await call<{ data: { accounts: { iban: string }[] } }>(base, ACCOUNTS, { credentials });
    expect(accounts.status).toBe(200);
    const ibans = accounts.body.data.accounts.map((a) => a.iban);
    expect(ibans.length).toBeGreaterThan(0);
    for (const iban of ibans) {
      expect(iban).toMatch(/^TR\d{24}$/);
      expect(accounts.text).not.toContain(iban);
    }
    expect(JSON.parse(accounts.text).data.accounts[0].iban).toMatch(/^ENC1\./);
    const customer = await call<{ data: { identityNumber: string } }>(base, '/api/Customer/Customer', { credentials });
    expect(JSON.parse(customer.text).data.identityNumber).toMatch(/^ENC1\./);
    expect(customer.body.data.identityNumber).toContain('*');
  });

  it('answers the masked phone of InitialLogin as ciphertext', async () => {
    const reply = await call<{ data: { phoneNumber: string } }>(base, '/api/Auth/InitialLogin', {
      json: { identificationNumber: retail.identificationNumber, password: retail.password },
    });
    expect(JSON.parse(reply.text).data.phoneNumber).toMatch(/^ENC1\./);
    expect(reply.body.data.phoneNumber).toMatch(/^\+90 \d{3} \*\*\* \*\* \d{2}$/);
  });
});

describe('field encryption guards', () => {
  const login = async (body: (k: Awaited<ReturnType<typeof newClientKeys>>) => Promise<object>, withKey = true) => {
    const keys = await newClientKeys();
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (withKey) headers[Header.ClientKey] = await clientKeyHeader(base, keys);
    return call(base, '/api/Auth/InitialLogin', { plain: true, headers, raw: JSON.stringify(await body(keys)) });
  };
  const enc = (k: { field: WebCryptoKey }, path: string, name: string, value: string) =>
    encryptField(k.field, path, name, value);

  it('refuses a mapped field sent in plain text', async () => {
    const reply = await login(async (k) => ({
      identificationNumber: retail.identificationNumber,
      password: await enc(k, '/auth/initiallogin', 'password', retail.password),
    }));
    expect(reply.status).toBe(400);
    expect(codeOf(reply)).toBe('transport.sensitiveFieldPlain');
  });

  it('refuses a value moved to another field or another call', async () => {
    const moved = await login(async (k) => ({
      identificationNumber: await enc(k, '/auth/initiallogin', 'password', retail.identificationNumber),
      password: await enc(k, '/auth/initiallogin', 'password', retail.password),
    }));
    expect(moved.status).toBe(400);
    expect(codeOf(moved)).toBe('transport.sensitiveFieldUndecryptable');
    const otherCall = await login(async (k) => ({
      identificationNumber: await enc(k, '/auth/forgotpassword', 'identificationNumber', retail.identificationNumber),
      password: await enc(k, '/auth/initiallogin', 'password', retail.password),
    }));
    expect(otherCall.status).toBe(400);
    expect(codeOf(otherCall)).toBe('transport.sensitiveFieldUndecryptable');
  });

  it('refuses a call without X-Client-Key, or with a key the bank cannot unwrap', async () => {
    const missing = await login(async () => ({ identificationNumber: 'x', password: 'y' }), false);
    expect(missing.status).toBe(400);
    expect(codeOf(missing)).toBe('transport.clientKeyInvalid');
    const { mapping } = await bankOf(base);
    const bogus = await call(base, '/api/Auth/InitialLogin', {
      plain: true,
      headers: { [Header.ClientKey]: `${mapping.keyId}.AAAA` },
      json: {},
    });
    expect(bogus.status).toBe(400);
    expect(codeOf(bogus)).toBe('transport.clientKeyInvalid');
  });
});

describe('signing guards', () => {
  let credentials: Credentials;
  beforeAll(async () => {
    credentials = (await signIn(base, retail)).credentials;
  });

  it('accepts a signed call and refuses the same trace id again', async () => {
    const traceId = crypto.randomUUID();
    expect((await signedGet(credentials, { traceId })).status).toBe(200);
    const replay = await signedGet(credentials, { traceId });
    expect(replay.status).toBe(401);
    expect(codeOf(replay)).toBe('signature.replayed');
  });

  it('refuses a missing signature or timestamp', async () => {
    for (const drop of [Header.Signature, Header.Timestamp]) {
      const reply = await signedGet(credentials, { drop });
      expect(reply.status).toBe(401);
      expect(codeOf(reply)).toBe('signature.missing');
    }
  });

  it('refuses a tampered body, path or query', async () => {
    const keys = keysForToken(credentials.token)!;
    const route = '/api/Auth/refreshSession';
    const signed = await signatureHeaders(keys, {
      method: 'POST',
      url: base + route,
      body: '{}',
      traceId: crypto.randomUUID(),
      timestamp: serverNow(base),
    });
    const response = await fetch(base + route, {
      method: 'POST',
      headers: {
        ...signed,
        'Content-Type': 'application/json',
        [Header.TransactionToken]: credentials.token!,
        Cookie: `${SESSION_COOKIE}=${credentials.cookie}`,
      },
      body: '{"a":1}',
    });
    expect(response.status).toBe(401);
    expect(codeOf({ body: await response.json() })).toBe('signature.invalid');
  });

  it('refuses a timestamp more than 60 s away (the server clock moved on)', async () => {
    const stale = await signedGet(credentials, { timestamp: serverNow(base) - 61_000 });
    expect(stale.status).toBe(401);
    expect(codeOf(stale)).toBe('signature.timestampOutOfWindow');
    const ahead = await signedGet(credentials, { timestamp: serverNow(base) + 61_000 });
    expect(codeOf(ahead)).toBe('signature.timestampOutOfWindow');
    const fresh = await signIn(base, retail);
    const at = serverNow(base);
    server.clock.advance(61);
    const late = await signedGet(fresh.credentials, { timestamp: at });
    expect(late.status).toBe(401);
    expect(codeOf(late)).toBe('signature.timestampOutOfWindow');
  });
});
