/** Localization, menu tree, parameter groups and client logs: updateTime compares, redaction, limits. */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { Header } from '../../src/contract/headers';
import { LocalizationDataSchema } from '../../src/contract/localization';
import { MenuTreeSchema } from '../../src/contract/menu';
import { ParameterListSchema } from '../../src/contract/parameters';
import { demoIdentity } from '../../server/seed/demo-identities';
import { redactLog } from '../../server/domain/client-data/log-redaction';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
let credentials: Credentials;
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
    done();
  },
});

beforeAll(async () => {
  server = await startTestServer('client-data', {
    logger: pino({ level: 'info' }, sink),
    config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000, rateLimitLogsPerIp: 5, clientCacheVersion: '7' },
  });
  base = server.url;
  credentials = (await signInActive(base, demoIdentity('retail'))).credentials;
});
afterAll(() => server?.stop());

const envelope = <T extends v.GenericSchema>(schema: T, body: unknown) =>
  v.parse(serviceEnvelopeSchema(schema), body).data as v.InferOutput<T>;

describe('GetLocalizationData', () => {
  it('answers the catalog in the asked language, then an empty unchanged list for the same updateTime', async () => {
    const first = await call(base, '/api/DkAdc/GetLocalizationData', { json: { languageCode: 'eng' } });
    const data = envelope(LocalizationDataSchema, first.body);
    expect(data).toMatchObject({ languageCode: 'eng', isChanged: true });
    expect(data.localizationStringList).toContainEqual({
      code: 'login_firstfactor_sessioncontrol_errormessage',
      value: 'Your session has ended. For your security, please sign in again.',
    });
    const tur = envelope(
      LocalizationDataSchema,
      (await call(base, '/api/DkAdc/GetLocalizationData', { json: { languageCode: 'tur' } })).body,
    );
    expect(tur.localizationStringList.find((s) => s.code === 'dashboard.nav.myAccounts')?.value).toBe('Hesaplarım');
    const again = await call(base, '/api/DkAdc/GetLocalizationData', {
      json: { languageCode: 'eng', updateTime: data.updateTime },
    });
    expect(envelope(LocalizationDataSchema, again.body)).toEqual({
      languageCode: 'eng',
      isChanged: false,
      updateTime: data.updateTime,
      localizationStringList: [],
    });
    const older = await call(base, '/api/DkAdc/GetLocalizationData', {
      json: { languageCode: 'eng', updateTime: '2020-01-01T00:00:00.000Z' },
    });
    expect(envelope(LocalizationDataSchema, older.body).isChanged).toBe(true);
  });

  it('refuses an unknown language with 400', async () => {
    const reply = await call(base, '/api/DkAdc/GetLocalizationData', { json: { languageCode: 'deu' } });
    expect(reply.status).toBe(400);
  });
});

describe('GetMenuTree', () => {
  it('needs a session', async () => {
    expect((await call(base, '/api/TenantSettings/GetMenuTree')).status).toBe(401);
  });

  it('answers the existing pages only, and nothing when ?updateTime= is current', async () => {
    const reply = await call(base, '/api/TenantSettings/GetMenuTree', {
      credentials,
      headers: { [Header.Language]: 'eng' },
    });
    const tree = envelope(MenuTreeSchema, reply.body);
    expect(tree.isChanged).toBe(true);
    expect(tree.children.map((item) => item.path)).toEqual([
      '/dashboard',
      '/dashboard/my-accounts',
      '/dashboard/registered-transactions',
      '/dashboard/bill-payment',
      '/dashboard/cards',
      '/dashboard/credit-cards',
      '/dashboard/physical-gold/buy-physical-gold',
      '/dashboard/currency-and-precious-metals',
      '/dashboard/my-financings',
      '/dashboard/my-documents',
      '/dashboard/profile',
      '/dashboard/contact-us',
    ]);
    // An individual's tree: the admin panel (roles admin) is left out; money-moving pages are theirs too.
    expect(tree.children[2]).toMatchObject({
      path: '/dashboard/registered-transactions',
      roles: ['Individual', 'maker'],
    });
    expect(tree.children[3]?.children.map((item) => item.path)).toEqual([
      '/dashboard/bill-payment',
      '/dashboard/saved-transactions',
      '/dashboard/pay-another-card-debt',
      '/dashboard/financing-installment-payment',
      '/dashboard/my-orders',
      '/dashboard/last-transactions',
    ]);
    expect(tree.children[1]?.children.map((item) => item.path)).toEqual([
      '/dashboard/my-accounts',
      '/dashboard/create-account',
      '/dashboard/easy-addresses',
    ]);
    expect(tree.children[1]?.children[0]).toMatchObject({ title: 'My accounts', disabled: false, roles: [] });
    const same = await call(base, `/api/TenantSettings/GetMenuTree?updateTime=${encodeURIComponent(tree.updateTime)}`, {
      credentials,
    });
    expect(envelope(MenuTreeSchema, same.body)).toEqual({
      children: [],
      updateTime: tree.updateTime,
      isChanged: false,
    });
  });
});

describe('parameter groups', () => {
  it('serves ClientCacheVersion before login and, signed, after', async () => {
    const pre = await call(base, '/api/External/GetParametersByGroupPrelogin/DKADC/DKADC');
    expect(envelope(ParameterListSchema, pre.body)).toContainEqual({ code: 'ClientCacheVersion', valueText1: '7' });
    expect((await call(base, '/api/External/GetParametersByGroup/DKADC/DKADC')).status).toBe(401);
    const signed = await call(base, '/api/External/GetParametersByGroup/DKADC/DKADC', { credentials });
    expect(envelope(ParameterListSchema, signed.body)).toContainEqual({ code: 'ClientCacheVersion', valueText1: '7' });
  });

  it('answers 404 for an unknown group and 400 for a malformed name', async () => {
    expect((await call(base, '/api/External/GetParametersByGroupPrelogin/DKADC/NOPE')).status).toBe(404);
    expect((await call(base, '/api/External/GetParametersByGroupPrelogin/DK-ADC/x%20y')).status).toBe(400);
  });
});

describe('client logs', () => {
  it('redacts tokens, passwords, codes, card numbers and identity numbers before pino writes them', async () => {
    lines.length = 0;
    const log = JSON.stringify({
      message: 'failed with card 4543 1234 5678 9012 for 10000000146, code 123456',
      password: 'Demo1234',
      detail: { transactionToken: 'abc', url: '/x?token=eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl123' },
    });
    const reply = await call(base, '/api/DkAdc/Log', {
      json: {
        logs: [
          { log, logType: 'error' },
          { log: '{"page":"/dashboard"}', logType: 'info' },
        ],
      },
      headers: { [Header.TraceId]: '11111111-2222-4333-8444-555555555555' },
    });
    expect(reply.status).toBe(200);
    const written = lines.filter((line) => line.source === 'client');
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({ level: 40, traceId: '11111111-2222-4333-8444-555555555555' });
    expect(written[1]).toMatchObject({ level: 30, clientLog: { page: '/dashboard' } });
    const text = JSON.stringify(written);
    for (const secret of ['4543', '10000000146', '123456', 'Demo1234', 'eyJhbGciOi', '"abc"']) {
      expect(text).not.toContain(secret);
    }
  });

  it('refuses more than 50 entries, an entry over 4 KB and a bad type', async () => {
    const entry = { log: '{}', logType: 'info' };
    const many = await call(base, '/api/DkAdc/Log', { json: { logs: Array.from({ length: 51 }, () => entry) } });
    expect(many.status).toBe(400);
    const big = await call(base, '/api/DkAdc/Log', { json: { logs: [{ log: 'x'.repeat(4097), logType: 'info' }] } });
    expect(big.status).toBe(400);
    const type = await call(base, '/api/DkAdc/Log', { json: { logs: [{ log: '{}', logType: 'debug' }] } });
    expect(type.status).toBe(400);
  });

  it('is rate-limited per address', async () => {
    let last = 200;
    for (let i = 0; i < 6; i += 1) {
      last = (await call(base, '/api/DkAdc/Log', { json: { logs: [{ log: '{}', logType: 'info' }] } })).status;
    }
    expect(last).toBe(429);
  });
});

describe('redactLog', () => {
  it('scrubs plain text too', () => {
    expect(redactLog('otp=654321 Bearer abc.def')).toBe('otp=[redacted] Bearer [redacted]');
    expect(redactLog('card 4543-1234-5678-9012')).toBe('card [redacted]');
  });
});
