/**
 * IP restrictions (issue 16): IPv4 and IPv6 ranges created, edited and deleted under the code; a rule
 * that leaves the caller's own address out refused until acknowledged; a right password from an
 * address outside the rules refused at sign-in and recorded; X-Forwarded-For believed only from a
 * configured proxy.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, loginAttempts } from '../../server/db/schema/auth';
import { demoIdentity } from '../../server/seed/demo-identities';
import type { IpRestrictionList } from '../../src/contract/ip-restrictions';
import { call, credentialsFrom } from './support/http-client';
import { startTestServer, type TestServer } from './support/test-server';
import { codeFor, get, type Party } from './support/transfer-steps';

let server: TestServer;
let base: string;
const ayse = demoIdentity('retail');
const OFFICE_V4 = '203.0.113.7';
const HOME_V6 = '2001:db8:abcd:12::5';

beforeAll(async () => {
  server = await startTestServer('settings-ip', {
    config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000, trustedProxies: ['127.0.0.1/32', '::1/128'] },
  });
  base = server.url;
});
afterAll(() => server?.stop());

const via = (ip: string) => ({ 'X-Forwarded-For': ip });

/** A sign-in as seen from `ip` (the test's socket is a trusted proxy); the refusal's reply when refused. */
const signInFrom = async (ip: string) => {
  const start = await call(base, '/api/Auth/InitialLogin', {
    json: { identificationNumber: ayse.identificationNumber, password: ayse.password },
    headers: via(ip),
  });
  if (start.body.result !== true) return { refused: start };
  const credentials = credentialsFrom(start);
  const referenceKey = (start.body.data as { otpReferenceKey: string }).otpReferenceKey;
  const party: Party = { base, credentials, recipient: ayse.phone };
  const otpCode = await codeFor(party, referenceKey);
  const reply = await call(base, '/api/auth/sessionInitiate', {
    json: { otpCode, otpReferenceKey: referenceKey },
    credentials,
    headers: via(ip),
  });
  party.credentials = credentialsFrom(reply, credentials);
  return { party };
};

/** A change under its code, from `ip`. */
const change = async (party: Party, ip: string, verb: string, body: object) => {
  const key = randomUUID();
  const route = `/api/ChannelManagement/${verb}IpRestriction`;
  const send = (json: object) =>
    call<{
      status: string;
      actionCode: number;
      data: IpRestrictionList & { otpReferenceKey: string };
      messages: { code: string }[];
    }>(base, route, { json, credentials: party.credentials, headers: { ...via(ip), 'Idempotency-Key': key } });
  const first = await send(body);
  if (first.body.actionCode !== 201) return first.body;
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(party, otpReferenceKey);
  return (await send({ ...body, otpReferenceKey, otpCode })).body;
};
const codes = (body: { messages: { code: string }[] }) => body.messages.map((m) => m.code);

describe('IP restrictions', () => {
  it('manages v4 and v6 rules, warns before a lockout, and enforces them at sign-in', async () => {
    const { party } = await signInFrom(OFFICE_V4);
    const empty = await call<{ data: IpRestrictionList }>(base, '/api/ChannelManagement/GetIpRestrictions', {
      credentials: party!.credentials,
      headers: via(OFFICE_V4),
    });
    expect(empty.body.data).toEqual({ restrictions: [], currentIp: OFFICE_V4 });

    // Only a v6 range while signed in from a v4 address: refused until acknowledged.
    const warned = await change(party!, OFFICE_V4, 'Create', { cidr: '2001:db8:abcd::/48', label: 'Ev' });
    expect(codes(warned)).toEqual(['settings.ipLockout']);
    const office = await change(party!, OFFICE_V4, 'Create', { cidr: '203.0.113.77/24', label: 'Ofis' });
    expect(office.status).toBe('success');
    expect(office.data.restrictions.map((r) => r.cidr)).toEqual(['203.0.113.0/24']);
    const home = await change(party!, OFFICE_V4, 'Create', { cidr: '2001:0db8:abcd::/48', label: 'Ev' });
    expect(home.data.restrictions.map((r) => r.cidr)).toEqual(['203.0.113.0/24', '2001:db8:abcd::/48']);
    const duplicate = await change(party!, OFFICE_V4, 'Create', { cidr: '203.0.113.0/24' });
    expect(codes(duplicate)).toEqual(['settings.ipRestrictionExists']);

    expect((await signInFrom('203.0.113.200')).party).toBeTruthy();
    expect((await signInFrom(HOME_V6)).party).toBeTruthy();
    const refused = await signInFrom('198.51.100.9');
    expect(refused.refused!.body).toMatchObject({ result: false, messages: [{ code: 'auth.ipNotAllowed' }] });
    const outsideV6 = await signInFrom('2001:db8:abce::1');
    expect(outsideV6.refused!.body).toMatchObject({ messages: [{ code: 'auth.ipNotAllowed' }] });
    const [customer] = await server.db
      .select()
      .from(customers)
      .where(eq(customers.identificationNumber, ayse.identificationNumber));
    const [recorded] = await server.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.customerId, customer!.id), eq(loginAttempts.step, 'ip')))
      .orderBy(desc(loginAttempts.id));
    expect(recorded).toMatchObject({ ip: '2001:db8:abce::1', success: false });

    // Editing the office range so it leaves this address out: warned, then done when acknowledged.
    const officeId = home.data.restrictions[0]!.id;
    const edit = { id: officeId, cidr: '198.51.100.0/24', label: 'Yeni ofis' };
    expect(codes(await change(party!, OFFICE_V4, 'Update', edit))).toEqual(['settings.ipLockout']);
    const edited = await change(party!, OFFICE_V4, 'Update', { ...edit, acknowledgeLockout: true });
    expect(edited.data.restrictions[0]).toMatchObject({ cidr: '198.51.100.0/24', label: 'Yeni ofis' });
    expect((await signInFrom(OFFICE_V4)).refused).toBeTruthy();

    // Deleting both: any address again.
    for (const r of edited.data.restrictions)
      expect((await change(party!, OFFICE_V4, 'Delete', { id: r.id, acknowledgeLockout: true })).status).toBe(
        'success',
      );
    expect((await signInFrom('192.0.2.1')).party).toBeTruthy();
  });

  it('never touches another customer’s rule', async () => {
    const { party } = await signInFrom(OFFICE_V4);
    const refused = await change(party!, OFFICE_V4, 'Delete', { id: randomUUID() });
    expect(codes(refused)).toEqual(['settings.ipRestrictionNotFound']);
  });
});

describe('trusted proxies', () => {
  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const other = await startTestServer('settings-ip-untrusted', { config: { rateLimitPerIp: 1000 } });
    try {
      const start = await call(other.url, '/api/Auth/InitialLogin', {
        json: { identificationNumber: ayse.identificationNumber, password: 'Wrong999' },
        headers: via('203.0.113.99'),
      });
      expect(start.body.result).toBe(false);
      const [attempt] = await other.db.select().from(loginAttempts).orderBy(desc(loginAttempts.id)).limit(1);
      expect(attempt!.ip).not.toBe('203.0.113.99');
    } finally {
      await other.stop();
    }
    const { party } = await signInFrom(OFFICE_V4);
    const list = await get<IpRestrictionList>(party!, '/api/ChannelManagement/GetIpRestrictions');
    // Without the header the proxy's own address is the client's.
    expect(list.body.data.currentIp).toMatch(/127\.0\.0\.1|::1/);
  });
});
