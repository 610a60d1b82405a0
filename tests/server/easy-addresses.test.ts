/** KOLAS easy addresses: own aliases only, one alias one account in the bank, at most 5 per account. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EasyAddressChangeSchema, EasyAddressListSchema } from '../../src/contract/easy-addresses';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { demoIdentity } from '../../server/seed/demo-identities';
import { customers } from '../../server/db/schema/auth';
import { easyAddresses } from '../../server/db/schema/easy-addresses';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
let retail: Credentials;
let corporate: Credentials;

beforeAll(async () => {
  server = await startTestServer('easy-addresses', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  base = server.url;
  retail = (await signInActive(base, demoIdentity('retail'))).credentials;
  corporate = (await signInActive(base, demoIdentity('corporate'))).credentials;
  // The seed links some demo aliases (the transfer directory); these tests start from none.
  await server.db.delete(easyAddresses);
});
afterAll(() => server?.stop());

const post = (route: string, json: unknown, credentials = retail, key: string | null = crypto.randomUUID()) =>
  call(base, `/api${route}`, { json, credentials, headers: key ? { 'Idempotency-Key': key } : {} });
const list = async (credentials = retail) =>
  v.parse(
    serviceEnvelopeSchema(EasyAddressListSchema),
    (await call(base, '/api/Kolas/GetEasyAddresses', { credentials })).body,
  ).data!.easyAddresses;
const rowCount = async () => (await server.db.select().from(easyAddresses)).length;
const refusal = (code: string) => ({ status: 'error', messages: [{ code }] });

describe('CreateEasyAddress', () => {
  it('links the own phone (any spelling) in E.164 to an own TRY account and lists it', async () => {
    const reply = await post('/Kolas/CreateEasyAddress', {
      type: 'PhoneNumber',
      value: '0532 100 01 46',
      accountNumber: '1000146-1',
    });
    expect(reply.body.actionCode).toBe(310);
    const created = v.parse(serviceEnvelopeSchema(EasyAddressChangeSchema), reply.body).data!.easyAddress;
    expect(created).toMatchObject({ type: 'PhoneNumber', value: '+905321000146', accountNumber: '1000146-1' });
    expect(await list()).toEqual([created]);
    expect(await list(corporate)).toEqual([]);
  });

  it('links the own TCKN; a second link of the same alias is taken, even by another account', async () => {
    const first = await post('/Kolas/CreateEasyAddress', {
      type: 'IdentityNumber',
      value: '10000000146',
      accountNumber: '1000146-1',
    });
    expect(first.body.status).toBe('success');
    const again = await post('/Kolas/CreateEasyAddress', {
      type: 'IdentityNumber',
      value: '10000000146',
      accountNumber: '1000146-2',
    });
    expect(again.body).toMatchObject(refusal('easyAddress.taken'));
  });

  it.each([
    ['a TCKN with a bad checksum', { type: 'IdentityNumber', value: '10000000147' }, 'easyAddress.invalid'],
    ['another person’s TCKN', { type: 'IdentityNumber', value: '17291716060' }, 'easyAddress.notOwn'],
    ['a phone that is not valid', { type: 'PhoneNumber', value: '0532 12' }, 'easyAddress.invalid'],
    ['another phone', { type: 'PhoneNumber', value: '+905329999999' }, 'easyAddress.notOwn'],
    ['an unverified e-mail', { type: 'Email', value: 'AYSE.YILMAZ@example.com' }, 'easyAddress.notOwn'],
    ['a malformed e-mail', { type: 'Email', value: 'ayse@' }, 'easyAddress.invalid'],
    ['a tax number of an individual', { type: 'TaxNumber', value: '4540536920' }, 'easyAddress.notOwn'],
    ['a passport not on file', { type: 'PassportNumber', value: 'U1234567' }, 'easyAddress.notOwn'],
  ])('refuses %s and changes nothing', async (_, alias, code) => {
    const before = await rowCount();
    const reply = await post('/Kolas/CreateEasyAddress', { ...alias, accountNumber: '1000146-1' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject(refusal(code));
    expect(await rowCount()).toBe(before);
  });

  it('needs an open own TRY account', async () => {
    const alias = { type: 'PhoneNumber', value: '+905321000146' };
    await server.db.delete(easyAddresses);
    for (const [accountNumber, code] of [
      ['1000146-3', 'transfer.currencyMismatch'],
      ['1000146-6', 'account.closed'],
      ['1729171-1', 'account.notFound'],
      ['99-1', 'account.notFound'],
    ] as const) {
      expect((await post('/Kolas/CreateEasyAddress', { ...alias, accountNumber })).body).toMatchObject(refusal(code));
    }
    expect(await rowCount()).toBe(0);
  });

  it('accepts a verified e-mail and a corporate customer’s valid VKN; at most 5 per account', async () => {
    await server.db
      .update(customers)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(customers.customerNumber, '1000146'));
    const mail = await post('/Kolas/CreateEasyAddress', {
      type: 'Email',
      value: 'Ayse.Yilmaz@Example.com',
      accountNumber: '1000146-1',
    });
    expect(v.parse(serviceEnvelopeSchema(EasyAddressChangeSchema), mail.body).data!.easyAddress.value).toBe(
      'ayse.yilmaz@example.com',
    );
    const vkn = await post(
      '/Kolas/CreateEasyAddress',
      { type: 'TaxNumber', value: '4540536920', accountNumber: '1729171-1' },
      corporate,
    );
    expect(vkn.body.status).toBe('success');
    // Fill one account to the limit straight in the table, then one more is refused.
    const [row] = await server.db.select().from(easyAddresses).where(eq(easyAddresses.value, '4540536920'));
    for (const value of ['1', '2', '3', '4'])
      await server.db
        .insert(easyAddresses)
        .values({ ...row!, id: undefined, type: 'PassportNumber', value: `P0000${value}`, createdAt: new Date() });
    await server.db.delete(easyAddresses).where(eq(easyAddresses.value, '4540536920'));
    await server.db
      .insert(easyAddresses)
      .values({ ...row!, id: undefined, type: 'PassportNumber', value: 'P00005', createdAt: new Date() });
    const full = await post(
      '/Kolas/CreateEasyAddress',
      { type: 'TaxNumber', value: '4540536920', accountNumber: '1729171-1' },
      corporate,
    );
    expect(full.body).toMatchObject(refusal('easyAddress.limit'));
  });

  it('answers 400 for malformed input and a missing key, with nothing written', async () => {
    const before = await rowCount();
    const good = { type: 'PhoneNumber', value: '+905321000146', accountNumber: '1000146-1' };
    expect((await post('/Kolas/CreateEasyAddress', { ...good, type: 'Fax' })).status).toBe(400);
    expect((await post('/Kolas/CreateEasyAddress', { ...good, value: 'x'.repeat(255) })).status).toBe(400);
    expect((await post('/Kolas/CreateEasyAddress', { ...good, value: '' })).status).toBe(400);
    expect((await post('/Kolas/CreateEasyAddress', good, retail, null)).status).toBe(400);
    expect((await call(base, '/api/Kolas/CreateEasyAddress', { json: good })).status).toBe(401);
    expect(await rowCount()).toBe(before);
  });
});

describe('DeleteEasyAddress', () => {
  it('deletes an own alias once; a replay answers the same; another customer cannot', async () => {
    await server.db.delete(easyAddresses);
    const created = await post('/Kolas/CreateEasyAddress', {
      type: 'IdentityNumber',
      value: '10000000146',
      accountNumber: '1000146-1',
    });
    const { id } = v.parse(serviceEnvelopeSchema(EasyAddressChangeSchema), created.body).data!.easyAddress;
    const theirs = await post('/Kolas/DeleteEasyAddress', { id }, corporate);
    expect(theirs.body).toMatchObject(refusal('easyAddress.notFound'));
    const key = crypto.randomUUID();
    const deleted = await post('/Kolas/DeleteEasyAddress', { id }, retail, key);
    expect(deleted.body).toMatchObject({ status: 'success', actionCode: 311, data: { id } });
    expect(await list()).toEqual([]);
    expect((await post('/Kolas/DeleteEasyAddress', { id }, retail, key)).body).toEqual(deleted.body);
    expect((await post('/Kolas/DeleteEasyAddress', { id: crypto.randomUUID() }, retail, key)).status).toBe(409);
    expect((await post('/Kolas/DeleteEasyAddress', { id })).body).toMatchObject(refusal('easyAddress.notFound'));
    expect((await post('/Kolas/DeleteEasyAddress', { id: 'nope' })).status).toBe(400);
  });

  it('has the alias values in the sensitive-data mapping (sent and answered encrypted)', async () => {
    const reply = await call<{
      data: {
        mappings: {
          methodPath: string;
          requestSensitiveDataProperties: unknown[];
          responseSensitiveDataProperties: unknown[];
        }[];
      };
    }>(base, '/api/Auth/GetSensitiveDataMapping');
    const byPath = new Map(reply.body.data.mappings.map((m) => [m.methodPath, m]));
    expect(byPath.get('/kolas/createeasyaddress')?.requestSensitiveDataProperties).toEqual([
      { propertyName: 'value', parentPropertyName: null },
    ]);
    expect(byPath.get('/kolas/geteasyaddresses')?.responseSensitiveDataProperties).toContainEqual({
      propertyName: 'value',
      parentPropertyName: 'easyAddresses',
    });
  });
});
