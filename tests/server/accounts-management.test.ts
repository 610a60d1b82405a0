/** Opening, naming and closing accounts through HTTP: one DB transaction, idempotent, refusals change nothing. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountChangeSchema, AccountDetailSchema, AccountProductsSchema } from '../../src/contract/account-management';
import { AccountListSchema } from '../../src/contract/accounts';
import { ExchangeQuoteSchema } from '../../src/contract/transfers';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { isValidIban } from '../../src/contract/iban';
import { demoIdentity } from '../../server/seed/demo-identities';
import { accounts } from '../../server/db/schema/accounts';
import { easyAddresses } from '../../server/db/schema/easy-addresses';
import { decisions } from '../../server/db/schema/decisions';
import { ledgerEntries } from '../../server/db/schema/ledger';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
let retail: Credentials;
let corporate: Credentials;

beforeAll(async () => {
  server = await startTestServer('accounts-mgmt', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  base = server.url;
  retail = (await signInActive(base, demoIdentity('retail'))).credentials;
  corporate = (await signInActive(base, demoIdentity('corporate'))).credentials;
});
afterAll(() => server?.stop());

const TRY_CURRENT = '1000146-1';
const envelope = serviceEnvelopeSchema(v.unknown());
const post = (route: string, json: unknown, credentials = retail, key: string | null = crypto.randomUUID()) =>
  call(base, `/api${route}`, { json, credentials, headers: key ? { 'Idempotency-Key': key } : {} });
const balanceOf = async (accountNumber: string) =>
  (await server.db.select().from(accounts).where(eq(accounts.accountNumber, accountNumber)))[0]?.balance;
const countRows = async () => ({
  accounts: (await server.db.select().from(accounts)).length,
  entries: (await server.db.select().from(ledgerEntries)).length,
  records: (await server.db.select().from(decisions)).length,
});
const participation = {
  kind: 'Participation',
  currency: 'TRY',
  termMonths: 3,
  poolCode: 'TRY-STD',
  sourceAccountNumber: TRY_CURRENT,
  amount: '2500.00',
};

describe('GetAccountProducts and GetAccountDetail', () => {
  it('offers current and participation accounts with terms and profit-sharing pools', async () => {
    const reply = await call(base, '/api/Deposit/GetAccountProducts', { credentials: retail });
    const products = v.parse(serviceEnvelopeSchema(AccountProductsSchema), reply.body).data!;
    expect(products.currencies).toEqual(['TRY', 'USD', 'EUR', 'XAU']);
    expect(products.participation.termsMonths).toEqual([1, 3, 6, 12]);
    expect(products.participation.pools.find((p) => p.code === 'TRY-STD')?.profitShareRatio).toBe(70);
    expect(JSON.stringify(products).toLowerCase()).not.toContain('faiz');
    const english = await call(base, '/api/Deposit/GetAccountProducts', {
      credentials: retail,
      headers: { 'X-Language': 'eng' },
    });
    const pools = v.parse(serviceEnvelopeSchema(AccountProductsSchema), english.body).data!.participation.pools;
    expect(pools[0]).toEqual({
      code: 'TRY-STD',
      name: 'TRY participation pool',
      currency: 'TRY',
      profitShareRatio: 70,
    });
    expect(JSON.stringify(pools).toLowerCase()).not.toContain('interest');
  });

  it('answers the detail of an own account, 404 for another customer and an unknown one', async () => {
    const reply = await call(base, '/api/Deposit/GetAccountDetail/1000146-2', { credentials: retail });
    const detail = v.parse(serviceEnvelopeSchema(AccountDetailSchema), reply.body).data!;
    expect(detail).toMatchObject({ kind: 'Participation', termMonths: 3, profitShareRatio: 70, alias: null });
    expect(detail.maturityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(isValidIban(detail.iban)).toBe(true);
    expect((await call(base, '/api/Deposit/GetAccountDetail/1729171-1', { credentials: retail })).status).toBe(404);
    expect((await call(base, '/api/Deposit/GetAccountDetail/999-9', { credentials: retail })).status).toBe(404);
    expect((await call(base, '/api/Deposit/GetAccountDetail/1000146-2')).status).toBe(401);
  });
});

describe('CreateAccount', () => {
  it('opens a participation account funded from the TRY account in one transaction', async () => {
    const before = (await balanceOf(TRY_CURRENT))!;
    const reply = await post('/Deposit/CreateAccount', { ...participation, alias: 'Birikim' });
    expect(reply.status).toBe(200);
    expect(reply.body.actionCode).toBe(301);
    const { account } = v.parse(serviceEnvelopeSchema(AccountChangeSchema), reply.body).data!;
    expect(account).toMatchObject({ kind: 'Participation', currency: 'TRY', balance: '2500.00', alias: 'Birikim' });
    expect(account.accountNumber).toMatch(/^1000146-\d+$/);
    expect(isValidIban(account.iban)).toBe(true);
    expect(await balanceOf(TRY_CURRENT)).toBe(before - 250000n);
    const list = await call(base, '/api/Deposit/GetAccounts/false', { credentials: retail });
    const numbers = v
      .parse(serviceEnvelopeSchema(AccountListSchema), list.body)
      .data!.accounts.map((a) => a.accountNumber);
    expect(numbers).toContain(account.accountNumber);
  });

  it('replays the same key and body without moving money again; another body under the key is 409', async () => {
    const key = crypto.randomUUID();
    const body = { ...participation, amount: '1000.00', termMonths: 1 };
    const first = await post('/Deposit/CreateAccount', body, retail, key);
    const after = await countRows();
    const balance = await balanceOf(TRY_CURRENT);
    const again = await post('/Deposit/CreateAccount', body, retail, key);
    expect(again.body).toEqual(first.body);
    expect(await countRows()).toEqual(after);
    expect(await balanceOf(TRY_CURRENT)).toBe(balance);
    const other = await post('/Deposit/CreateAccount', { ...body, amount: '1001.00' }, retail, key);
    expect(other.status).toBe(409);
    expect(await countRows()).toEqual(after);
  });

  it('opens one account for two concurrent requests under one key', async () => {
    const key = crypto.randomUUID();
    const body = { ...participation, amount: '1200.00', termMonths: 6 };
    const before = await countRows();
    const [a, b] = await Promise.all([
      post('/Deposit/CreateAccount', body, retail, key),
      post('/Deposit/CreateAccount', body, retail, key),
    ]);
    expect(a.body).toEqual(b.body);
    const after = await countRows();
    expect(after.accounts).toBe(before.accounts + 1);
    expect(after.entries).toBe(before.entries + 2);
  });

  it('opens across currencies at a quote: the new account gets the quoted amount, the source pays the quoted price', async () => {
    const quoteReply = await call(base, '/api/Deposit/GetOpeningQuote', {
      json: { sourceAccountNumber: TRY_CURRENT, currency: 'USD', amount: '100.00' },
      credentials: retail,
    });
    const quote = v.parse(serviceEnvelopeSchema(ExchangeQuoteSchema), quoteReply.body).data!;
    expect(quote).toMatchObject({ sourceCurrency: 'TRY', targetCurrency: 'USD', targetAmount: '100.00' });
    const before = (await balanceOf(TRY_CURRENT))!;
    const body = { kind: 'Current', currency: 'USD', sourceAccountNumber: TRY_CURRENT, amount: '100.00' };
    const wrong = await post('/Deposit/CreateAccount', { ...body, amount: '101.00', quoteId: quote.quoteId });
    expect(wrong.body).toMatchObject({ status: 'error', messages: [{ code: 'transfer.quoteExpired' }] });
    const reply = await post('/Deposit/CreateAccount', { ...body, quoteId: quote.quoteId });
    const { account } = v.parse(serviceEnvelopeSchema(AccountChangeSchema), reply.body).data!;
    expect(account).toMatchObject({ currency: 'USD', balance: '100.00' });
    expect(await balanceOf(TRY_CURRENT)).toBe(before - BigInt(quote.sourceAmount.replace('.', '')));
    const reused = await post('/Deposit/CreateAccount', { ...body, quoteId: quote.quoteId });
    expect(reused.body).toMatchObject({ status: 'error', messages: [{ code: 'transfer.quoteExpired' }] });
    const same = await call(base, '/api/Deposit/GetOpeningQuote', {
      json: { sourceAccountNumber: TRY_CURRENT, currency: 'TRY', amount: '1.00' },
      credentials: retail,
    });
    expect(same.body).toMatchObject({ status: 'error', messages: [{ code: 'transfer.currencyMismatch' }] });
  });

  it('opens a current account at zero without a ledger posting', async () => {
    const before = await countRows();
    const reply = await post('/Deposit/CreateAccount', {
      kind: 'Current',
      currency: 'USD',
      sourceAccountNumber: TRY_CURRENT,
      amount: '0',
    });
    const { account } = v.parse(serviceEnvelopeSchema(AccountChangeSchema), reply.body).data!;
    expect(account).toMatchObject({ kind: 'Current', currency: 'USD', balance: '0.00' });
    expect((await countRows()).entries).toBe(before.entries);
  });

  it.each([
    ['an unknown pool', { ...participation, poolCode: 'NOPE' }, 'account.productInvalid'],
    ['a pool of another currency', { ...participation, poolCode: 'USD-STD' }, 'account.productInvalid'],
    ['a term not offered', { ...participation, termMonths: 2 }, 'account.productInvalid'],
    [
      'a current account with a term',
      { kind: 'Current', currency: 'TRY', termMonths: 3, sourceAccountNumber: TRY_CURRENT, amount: '1.00' },
      'account.productInvalid',
    ],
    ['below the minimum', { ...participation, amount: '999.99' }, 'account.openingBelowMinimum'],
    ['more than the balance', { ...participation, amount: '999999999.00' }, 'transfer.insufficientFunds'],
    ['too many decimals', { ...participation, amount: '1000.001' }, 'transfer.amountTooPrecise'],
    ["someone else's source", { ...participation, sourceAccountNumber: '1729171-1' }, 'account.notFound'],
    ['a closed source', { ...participation, sourceAccountNumber: '1000146-6' }, 'account.closed'],
    [
      'another currency without a quote',
      { ...participation, currency: 'USD', poolCode: 'USD-STD', amount: '100.00' },
      'transfer.quoteRequired',
    ],
  ])('refuses %s and changes nothing; the key keeps the refusal', async (_, body, code) => {
    const before = await countRows();
    const key = crypto.randomUUID();
    const reply = await post('/Deposit/CreateAccount', body, retail, key);
    expect(reply.status).toBe(200);
    expect(v.parse(envelope, reply.body)).toMatchObject({ status: 'error', messages: [{ code }] });
    // Nothing opened or posted; the refusal is the key's final answer (one decision row), replayed.
    expect(await countRows()).toEqual({ ...before, records: before.records + 1 });
    const again = await post('/Deposit/CreateAccount', body, retail, key);
    expect(again.body).toEqual(reply.body);
    expect(await countRows()).toEqual({ ...before, records: before.records + 1 });
  });

  it('answers 400 for malformed input and a missing key, and 401 without a session', async () => {
    const before = await countRows();
    expect((await post('/Deposit/CreateAccount', { ...participation, kind: 'Loan' })).status).toBe(400);
    expect((await post('/Deposit/CreateAccount', { ...participation, amount: '-5' })).status).toBe(400);
    expect((await post('/Deposit/CreateAccount', { ...participation, alias: 'x'.repeat(41) })).status).toBe(400);
    const noKey = await post('/Deposit/CreateAccount', participation, retail, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.messages).toMatchObject([{ code: 'idempotency.keyMissing' }]);
    expect((await post('/Deposit/CreateAccount', participation, retail, 'not-a-uuid')).status).toBe(400);
    const noSession = await call(base, '/api/Deposit/CreateAccount', {
      json: participation,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(noSession.status).toBe(401);
    expect(await countRows()).toEqual(before);
  });
});

describe('UpdateAccountAlias and CloseAccount', () => {
  it('renames an own account and goes back to the product name with an empty alias', async () => {
    const renamed = await post('/Deposit/UpdateAccountAlias', {
      accountNumber: '1000146-3',
      alias: '  Dolar kumbarası ',
    });
    expect(renamed.body.actionCode).toBe(302);
    expect(v.parse(serviceEnvelopeSchema(AccountChangeSchema), renamed.body).data!.account).toMatchObject({
      alias: 'Dolar kumbarası',
      name: 'Dolar kumbarası',
    });
    const reset = await post('/Deposit/UpdateAccountAlias', { accountNumber: '1000146-3', alias: '' });
    expect(v.parse(serviceEnvelopeSchema(AccountChangeSchema), reset.body).data!.account).toMatchObject({
      alias: null,
      name: 'USD Cari Hesap',
    });
    const other = await post('/Deposit/UpdateAccountAlias', { accountNumber: '1729171-1', alias: 'x' });
    expect(other.body).toMatchObject({ status: 'error', messages: [{ code: 'account.notFound' }] });
  });

  it('closes only at zero balance, removes its easy addresses, and keeps the last TRY current account', async () => {
    const opened = await post('/Deposit/CreateAccount', {
      kind: 'Current',
      currency: 'TRY',
      sourceAccountNumber: TRY_CURRENT,
      amount: '0',
    });
    const { account } = v.parse(serviceEnvelopeSchema(AccountChangeSchema), opened.body).data!;
    const alias = await post('/Kolas/CreateEasyAddress', {
      type: 'IdentityNumber',
      value: '10000000146',
      accountNumber: account.accountNumber,
    });
    expect(alias.body.status).toBe('success');
    const notEmpty = await post('/Deposit/CloseAccount', { accountNumber: '1000146-2' });
    expect(notEmpty.body).toMatchObject({ status: 'error', messages: [{ code: 'account.balanceNotZero' }] });
    const closed = await post('/Deposit/CloseAccount', { accountNumber: account.accountNumber });
    expect(closed.body.actionCode).toBe(303);
    expect(v.parse(serviceEnvelopeSchema(AccountChangeSchema), closed.body).data!.account.closedAt).not.toBeNull();
    const row = (await server.db.select().from(accounts).where(eq(accounts.accountNumber, account.accountNumber)))[0]!;
    expect(row.closedAt).not.toBeNull();
    expect(await server.db.select().from(easyAddresses).where(eq(easyAddresses.accountId, row.id))).toEqual([]);
    const again = await post('/Deposit/CloseAccount', { accountNumber: account.accountNumber });
    expect(again.body).toMatchObject({ status: 'error', messages: [{ code: 'account.closed' }] });
  });

  it('refuses to close the only open TRY current account', async () => {
    const opened = await post(
      '/Deposit/CreateAccount',
      { kind: 'Current', currency: 'TRY', sourceAccountNumber: '1729171-1', amount: '0' },
      corporate,
    );
    const { account } = v.parse(serviceEnvelopeSchema(AccountChangeSchema), opened.body).data!;
    // With two open TRY current accounts the empty one closes.
    const closed = await post('/Deposit/CloseAccount', { accountNumber: account.accountNumber }, corporate);
    expect(closed.body.status).toBe('success');
    // The remaining one, emptied behind the bank's back for the test, is still the last one.
    await server.db.update(accounts).set({ balance: 0n }).where(eq(accounts.accountNumber, '1729171-1'));
    const last = await post('/Deposit/CloseAccount', { accountNumber: '1729171-1' }, corporate);
    expect(last.body).toMatchObject({ status: 'error', messages: [{ code: 'account.lastCurrent' }] });
  });
});
