/**
 * Other bank access permissions (issue 16, the bank as YÖS): a link round trip through the sandbox
 * other bank's authorisation page, only the chosen accounts read, revoke (I/02) and expiry (S) stop
 * the reads at once, another customer's consent is refused, net worth includes the linked balances
 * in minor units, and the sandbox banks never touch the ledger.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consent, ConsentList, LinkedAccounts, LinkStarted, OtherBanks } from '../../src/contract/other-banks';
import type { NetWorth } from '../../src/contract/net-worth';
import { ledgerEntries } from '../../server/db/schema/ledger';
import { otherBankConsents, sandboxOtherBankAccounts } from '../../server/db/schema/other-banks';
import { DEFAULT_CONFIG } from '../../server/config';
import { valueInTry } from '../../server/domain/accounts/net-worth';
import { computePrice } from '../../server/domain/market/prices';
import { istanbulDayStart } from '../../server/domain/transfers/calendar';
import { demoIdentity } from '../../server/seed/demo-identities';
import { call, credentialsFrom, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

// One price bucket a day keeps the feed's mid still while a test compares it.
const CONFIG = { ...DEFAULT_CONFIG, market: { ...DEFAULT_CONFIG.market, bucketSeconds: 86_400 } };

let server: TestServer;
let base: string;
const parties: Record<'ayse' | 'mehmet', { credentials: Credentials }> = {
  ayse: { credentials: {} as Credentials },
  mehmet: { credentials: {} as Credentials },
};

interface Envelope<T> {
  status: boolean;
  data: T;
  actionCode: number;
  messages: { code: string }[];
}

beforeAll(async () => {
  server = await startTestServer('other-banks', {
    config: { ...CONFIG, rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 },
  });
  base = server.url;
  parties.ayse.credentials = (await signInActive(base, demoIdentity('retail'))).credentials;
  parties.mehmet.credentials = (await signInActive(base, demoIdentity('corporate'))).credentials;
}, 120_000);
afterAll(() => server?.stop());

const api = async <T>(who: 'ayse' | 'mehmet', path: string, json?: unknown, key = randomUUID()) => {
  const party = parties[who];
  const reply = await call<Envelope<T>>(base, path, {
    ...(json === undefined ? {} : { json, headers: { 'Idempotency-Key': key } }),
    credentials: party.credentials,
  });
  party.credentials = credentialsFrom(reply, party.credentials);
  expect(reply.status).toBe(200);
  return reply.body;
};

const codes = (body: { messages: { code: string }[] }) => body.messages.map((m) => m.code);

/** The sandbox page: its HTML, and the account ids its checkboxes offer. */
const openPage = async (url: string) => {
  const reply = await fetch(`${base}${url}`);
  const html = await reply.text();
  return {
    status: reply.status,
    html,
    accountIds: [...html.matchAll(/name="accountId" value="([^"]+)"/g)].map((m) => m[1]!),
  };
};

/** Ayşe's accounts at Örnek Bankası in a currency. */
const idsIn = async (currency: string) =>
  (
    await server.db
      .select()
      .from(sandboxOtherBankAccounts)
      .where(
        and(
          eq(sandboxOtherBankAccounts.identityNumber, '10000000146'),
          eq(sandboxOtherBankAccounts.bankCode, '00901'),
          eq(sandboxOtherBankAccounts.currency, currency),
        ),
      )
  ).map((r) => r.id);

const answerPage = async (url: string, form: [string, string][]) =>
  fetch(`${base}${url}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

const ledgerCount = async () =>
  Number((await server.db.select({ n: sql<string>`count(*)::text` }).from(ledgerEntries))[0]!.n);

const linkAndApprove = async (
  who: 'ayse' | 'mehmet',
  bankCode: string,
  permissions: string[],
  pick: (ids: string[]) => string[] = (ids) => ids,
) => {
  const banks = (await api<OtherBanks>(who, '/api/OtherBankAccess/Banks')).data;
  const started = await api<LinkStarted>(who, '/api/OtherBankAccess/Link', {
    bankCode,
    permissions,
    endDate: banks.maxEndDate,
  });
  expect(started.actionCode).toBe(961);
  const page = await openPage(started.data.authorisationUrl);
  expect(page.html).toContain('SANDBOX');
  const answer = await answerPage(started.data.authorisationUrl, [
    ['action', 'approve'],
    ...pick(page.accountIds).map((id): [string, string] => ['accountId', id]),
  ]);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe(
    `/dashboard/other-bank-access-permissions/detail?consent=${started.data.consentId}`,
  );
  return { consentId: started.data.consentId, accountIds: page.accountIds, url: started.data.authorisationUrl };
};

describe('other bank access permissions', () => {
  it('offers the sandbox banks and the end dates of today (tomorrow to 6 months)', async () => {
    const banks = (await api<OtherBanks>('ayse', '/api/OtherBankAccess/Banks')).data;
    expect(banks.banks.map((b) => b.name)).toEqual(['Deneme Katılım Bankası', 'Örnek Bankası']);
    expect(banks.minEndDate < banks.maxEndDate).toBe(true);
    const tooLate = await api('ayse', '/api/OtherBankAccess/Link', {
      bankCode: '00901',
      permissions: ['01', '03'],
      endDate: '2099-01-01',
    });
    expect(codes(tooLate)).toEqual(['otherBank.endDateInvalid']);
    const badMix = await api('ayse', '/api/OtherBankAccess/Link', {
      bankCode: '00901',
      permissions: ['01', '06'],
      endDate: banks.maxEndDate,
    });
    expect(codes(badMix)).toEqual(['otherBank.permissionsInvalid']);
  });

  it("lets a company's consent last 12 months and an individual's 6", async () => {
    const ayse = (await api<OtherBanks>('ayse', '/api/OtherBankAccess/Banks')).data;
    const company = (await api<OtherBanks>('mehmet', '/api/OtherBankAccess/Banks')).data;
    expect([ayse.maxMonths, company.maxMonths]).toEqual([6, 12]);
    expect(company.minEndDate).toBe(ayse.minEndDate);
    expect(company.maxEndDate > ayse.maxEndDate).toBe(true);
    const tooLong = await api('ayse', '/api/OtherBankAccess/Link', {
      bankCode: '00902',
      permissions: ['01', '03'],
      endDate: company.maxEndDate,
    });
    expect(codes(tooLong)).toEqual(['otherBank.endDateInvalid']);
    const beyond = await api('mehmet', '/api/OtherBankAccess/Link', {
      bankCode: '00902',
      permissions: ['01', '03'],
      endDate: `${Number(company.maxEndDate.slice(0, 4)) + 1}${company.maxEndDate.slice(4)}`,
    });
    expect(codes(beyond)).toEqual(['otherBank.endDateInvalid']);
    const yearLong = await api<LinkStarted>('mehmet', '/api/OtherBankAccess/Link', {
      bankCode: '00902',
      permissions: ['01', '03'],
      endDate: company.maxEndDate,
    });
    expect(yearLong.actionCode).toBe(961);
  });

  it('links a bank through its authorisation page and reads only the chosen accounts; the ledger is untouched', async () => {
    const before = await ledgerCount();
    const empty = (await api<LinkedAccounts>('ayse', '/api/OtherBankAccess/Accounts')).data;
    expect(empty.accounts).toEqual([]);
    const tryIds = await idsIn('TRY');
    const { consentId, accountIds, url } = await linkAndApprove('ayse', '00901', ['01', '03'], (ids) =>
      ids.filter((id) => tryIds.includes(id)),
    );
    expect(accountIds).toHaveLength(3);
    const consent = (await api<Consent>('ayse', `/api/OtherBankAccess/Consent/${consentId}`)).data;
    expect(consent.status).toBe('Y');
    expect(consent.accounts.map((a) => a.id).sort()).toEqual([...tryIds].sort());
    const linked = (await api<LinkedAccounts>('ayse', '/api/OtherBankAccess/Accounts')).data.accounts;
    expect(linked.map((a) => a.id).sort()).toEqual([...tryIds].sort());
    for (const a of linked) {
      expect(a.maskedIban).toMatch(/^TR\d{2} \*{4} \*{4} \d{4}$/);
      expect(a.balance).not.toBeNull();
    }
    // The page's address works once.
    const again = await openPage(url);
    expect(again.accountIds).toEqual([]);
    // A second consent for the same bank while this one lives is refused.
    const banks = (await api<OtherBanks>('ayse', '/api/OtherBankAccess/Banks')).data;
    const twice = await api('ayse', '/api/OtherBankAccess/Link', {
      bankCode: '00901',
      permissions: ['01'],
      endDate: banks.maxEndDate,
    });
    expect(codes(twice)).toEqual(['otherBank.alreadyLinked']);
    expect(await ledgerCount()).toBe(before);
  });

  it('includes the linked balances in net worth exactly, in minor units', async () => {
    const consents = (await api<ConsentList>('ayse', '/api/OtherBankAccess/Consents')).data.consents;
    const live = consents.find((c) => c.status === 'Y')!;
    const rows = await server.db
      .select()
      .from(sandboxOtherBankAccounts)
      .where(eq(sandboxOtherBankAccounts.identityNumber, '10000000146'));
    const chosen = rows.filter((r) => live.accounts.some((a) => a.id === r.id));
    expect(chosen.every((r) => r.currency === 'TRY')).toBe(true);
    const expected = chosen.reduce((sum, r) => sum + r.balance, 0n);
    const worth = (await api<NetWorth>('ayse', '/api/External/GetNetWorth')).data;
    const group = worth.assets.find((g) => g.groupingKey === 'OtherBanks')!;
    expect(BigInt(group.amount.replace('.', ''))).toBe(expected);
  });

  it('refuses another customer’s consent (detail, revoke and renew)', async () => {
    const { consents } = (await api<ConsentList>('ayse', '/api/OtherBankAccess/Consents')).data;
    const id = consents[0]!.consentId;
    expect(codes(await api('mehmet', `/api/OtherBankAccess/Consent/${id}`))).toEqual(['otherBank.consentNotFound']);
    expect(codes(await api('mehmet', '/api/OtherBankAccess/Revoke', { consentId: id }))).toEqual([
      'otherBank.consentNotFound',
    ]);
    expect(codes(await api('mehmet', '/api/OtherBankAccess/Renew', { consentId: id, endDate: '2026-12-31' }))).toEqual([
      'otherBank.consentNotFound',
    ]);
    expect((await api<LinkedAccounts>('mehmet', '/api/OtherBankAccess/Accounts')).data.accounts).toEqual([]);
    const [row] = await server.db.select().from(otherBankConsents).where(eq(otherBankConsents.id, id));
    expect(row!.status).toBe('Y');
  });

  it('renews: the new consent, once authorised, replaces the old one (S)', async () => {
    const { consents } = (await api<ConsentList>('ayse', '/api/OtherBankAccess/Consents')).data;
    const old = consents.find((c) => c.status === 'Y')!;
    const banks = (await api<OtherBanks>('ayse', '/api/OtherBankAccess/Banks')).data;
    const started = await api<LinkStarted>('ayse', '/api/OtherBankAccess/Renew', {
      consentId: old.consentId,
      endDate: banks.minEndDate,
    });
    expect(started.actionCode).toBe(961);
    // Until it is authorised the old one is still read.
    expect((await api<LinkedAccounts>('ayse', '/api/OtherBankAccess/Accounts')).data.accounts).toHaveLength(2);
    const page = await openPage(started.data.authorisationUrl);
    expect(page.html).toContain(banks.minEndDate.split('-').reverse().join('.'));
    const answer = await answerPage(started.data.authorisationUrl, [
      ['action', 'approve'],
      ['accountId', (await idsIn('USD'))[0]!],
    ]);
    expect(answer.status).toBe(303);
    const after = (await api<ConsentList>('ayse', '/api/OtherBankAccess/Consents')).data.consents;
    expect(after.find((c) => c.consentId === old.consentId)!.status).toBe('S');
    const renewed = after.find((c) => c.consentId === started.data.consentId)!;
    expect(renewed).toMatchObject({ status: 'Y', endDate: banks.minEndDate, renewsConsentId: old.consentId });
    const linked = (await api<LinkedAccounts>('ayse', '/api/OtherBankAccess/Accounts')).data.accounts;
    expect(linked.map((a) => a.currency)).toEqual(['USD']);
    // The USD balance in net worth: valued in TRY at the feed's mid, like the bank's own USD accounts.
    const [usd] = await server.db
      .select()
      .from(sandboxOtherBankAccounts)
      .where(eq(sandboxOtherBankAccounts.id, linked[0]!.id));
    const mid = computePrice(CONFIG, 'USD', istanbulDayStart(server.clock.now())).mid;
    const worth = (await api<NetWorth>('ayse', '/api/External/GetNetWorth')).data;
    const group = worth.assets.find((g) => g.groupingKey === 'OtherBanks')!;
    expect(BigInt(group.amount.replace('.', ''))).toBe(valueInTry(usd!.balance, 'USD', { USD: mid }));
  });

  it('revokes at once (I/02): its accounts are no longer read', async () => {
    const { consentId } = await linkAndApprove('ayse', '00902', ['01']);
    let linked = (await api<LinkedAccounts>('ayse', '/api/OtherBankAccess/Accounts')).data.accounts;
    const deneme = linked.find((a) => a.bankCode === '00902')!;
    // Without permission 03 the balance is not read.
    expect(deneme.balance).toBeNull();
    const revoked = await api<Consent>('ayse', '/api/OtherBankAccess/Revoke', { consentId });
    expect(revoked.actionCode).toBe(962);
    expect(revoked.data).toMatchObject({ status: 'I', statusCode: '02', accounts: [] });
    linked = (await api<LinkedAccounts>('ayse', '/api/OtherBankAccess/Accounts')).data.accounts;
    expect(linked.some((a) => a.bankCode === '00902')).toBe(false);
    expect(codes(await api('ayse', '/api/OtherBankAccess/Revoke', { consentId }))).toEqual([
      'otherBank.consentNotActive',
    ]);
  });

  it('refusing on the page cancels (I/13); a replay of the link answers the same page', async () => {
    const banks = (await api<OtherBanks>('ayse', '/api/OtherBankAccess/Banks')).data;
    const key = randomUUID();
    const body = { bankCode: '00902', permissions: ['01', '03'], endDate: banks.maxEndDate };
    const first = await api<LinkStarted>('ayse', '/api/OtherBankAccess/Link', body, key);
    const replay = await api<LinkStarted>('ayse', '/api/OtherBankAccess/Link', body, key);
    expect(replay.data).toEqual(first.data);
    const answer = await answerPage(first.data.authorisationUrl, [['action', 'refuse']]);
    expect(answer.status).toBe(303);
    const consent = (await api<Consent>('ayse', `/api/OtherBankAccess/Consent/${first.data.consentId}`)).data;
    expect(consent).toMatchObject({ status: 'I', statusCode: '13' });
  });

  it('by the bank’s clock: an unauthorised consent times out (I/04), an expired one (S) is not read', async () => {
    const banks = (await api<OtherBanks>('ayse', '/api/OtherBankAccess/Banks')).data;
    const pending = await api<LinkStarted>('ayse', '/api/OtherBankAccess/Link', {
      bankCode: '00902',
      permissions: ['01', '03'],
      endDate: banks.minEndDate,
    });
    expect((await api<LinkedAccounts>('ayse', '/api/OtherBankAccess/Accounts')).data.accounts).toHaveLength(1);
    // Two days on (the renewed consent ends tomorrow).
    const moved = await call(base, '/api/Sandbox/Clock', { json: { advanceHours: 48 } });
    expect(moved.status).toBe(200);
    const page = await openPage(pending.data.authorisationUrl);
    expect(page.html).toContain('5');
    expect(page.accountIds).toEqual([]);
    const consents = (await api<ConsentList>('ayse', '/api/OtherBankAccess/Consents')).data.consents;
    expect(consents.find((c) => c.consentId === pending.data.consentId)).toMatchObject({
      status: 'I',
      statusCode: '04',
    });
    expect(consents.filter((c) => c.status === 'Y')).toEqual([]);
    expect((await api<LinkedAccounts>('ayse', '/api/OtherBankAccess/Accounts')).data.accounts).toEqual([]);
    const worth = (await api<NetWorth>('ayse', '/api/External/GetNetWorth')).data;
    expect(worth.assets.some((g) => g.groupingKey === 'OtherBanks')).toBe(false);
    const [row] = await server.db
      .select()
      .from(otherBankConsents)
      .where(and(eq(otherBankConsents.id, pending.data.consentId)));
    expect(row!.status).toBe('B');
  });
});
