/** Product, branch and transaction names answer in the request's language (X-Language); aliases stay as typed. */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountListSchema } from '../../src/contract/accounts';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { Header, type Language } from '../../src/contract/headers';
import { TransactionListSchema } from '../../src/contract/transactions';
import { describeTransaction, storedSearchTexts } from '../../server/domain/accounts/transaction-texts';
import { branchName, productName } from '../../server/domain/accounts/account-names';
import { demoIdentity } from '../../server/seed/demo-identities';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let retail: Credentials;
const TURKISH_WORDS = /Hesap|Hesabı|Şubesi|Virman|Gelen|ödemesi|faturası|harcaması|Kâr payı|alış|Katılma|Havuzu/;

beforeAll(async () => {
  server = await startTestServer('account-names', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  retail = (await signInActive(server.url, demoIdentity('retail'))).credentials;
});
afterAll(() => server?.stop());

const get = async <T>(path: string, language: Language, schema: v.GenericSchema<unknown, T>) => {
  const reply = await call(server.url, path, { credentials: retail, headers: { [Header.Language]: language } });
  expect(reply.status).toBe(200);
  return v.parse(serviceEnvelopeSchema(schema), reply.body).data!;
};

describe('GetAccounts in the request language', () => {
  it('names products and branches in Turkish', async () => {
    const { accounts } = await get('/api/Deposit/GetAccounts/true', 'tur', AccountListSchema);
    expect(accounts.map((a) => a.name).sort()).toEqual(
      [
        'Özel Cari Hesap',
        'Eski Cari Hesap',
        'Katılma Hesabı 3 Ay',
        'USD Cari Hesap',
        'EUR Cari Hesap',
        'Altın Hesabı',
      ].sort(),
    );
    expect(accounts.map((a) => a.branchName)).toContain('Kadıköy Şubesi');
  });

  it('names products and branches in English; USD and EUR accounts for what they are', async () => {
    const { accounts } = await get('/api/Deposit/GetAccounts/true', 'eng', AccountListSchema);
    expect(accounts.map((a) => a.name).sort()).toEqual(
      [
        'Private Current Account',
        'Former Current Account',
        '3-Month Participation Account',
        'USD Current Account',
        'EUR Current Account',
        'Gold Account',
      ].sort(),
    );
    expect(accounts.map((a) => a.branchName)).toContain('Kadıköy Branch');
    expect(accounts.map((a) => a.branchName)).toContain('Ankara Kızılay Branch');
    for (const a of accounts) expect(`${a.name} ${a.branchName}`).not.toMatch(TURKISH_WORDS);
  });
});

describe('transaction history in the request language', () => {
  it('answers the bank lines in English and in Turkish; counterparties (proper names) stay', async () => {
    const path = '/api/Deposit/GetTransactions/1000146-1?take=200';
    const english = await get(path, 'eng', TransactionListSchema);
    const turkish = await get(path, 'tur', TransactionListSchema);
    expect(english.transactions).toHaveLength(turkish.transactions.length);
    for (const t of english.transactions) expect(t.description).not.toMatch(TURKISH_WORDS);
    expect(english.transactions.map((t) => t.description)).toContain('Salary payment');
    expect(turkish.transactions.map((t) => t.description)).toContain('Maaş ödemesi');
    expect(english.transactions.map((t) => t.counterparty)).toEqual(turkish.transactions.map((t) => t.counterparty));
    const last = await get('/api/Deposit/GetLastTransactions/1000146-1?take=20', 'eng', TransactionListSchema);
    for (const t of last.transactions) expect(t.description).not.toMatch(TURKISH_WORDS);
  });

  it('finds the bank lines by their English words', async () => {
    const salary = await get('/api/Deposit/GetTransactions/1000146-1?q=salary&take=200', 'eng', TransactionListSchema);
    expect(salary.transactions.length).toBeGreaterThan(0);
    expect(salary.transactions.every((t) => t.description === 'Salary payment')).toBe(true);
  });
});

describe('the naming rules', () => {
  it('translates the bank lines, fees by their base, and leaves a typed description alone', () => {
    expect(describeTransaction('Virman', 'eng')).toBe('Virement');
    expect(describeTransaction('Havale ücreti', 'eng')).toBe('Money transfer fee');
    expect(describeTransaction('Kart harcaması BİM', 'eng')).toBe('Card spending BİM');
    expect(describeTransaction('Güvenli ödeme iadesi EMN1', 'eng')).toBe('Secure payment refund EMN1');
    expect(describeTransaction('EFT takas EMN2', 'eng')).toBe('EFT clearing EMN2');
    expect(describeTransaction('Aidat', 'eng')).toBe('Aidat');
    expect(describeTransaction('Virman', 'tur')).toBe('Virman');
    // Every bank line whose English text has "fee": the fees by their base ("… ücreti") and financing's early repayment fee.
    expect(storedSearchTexts('fee', 'eng')).toEqual(['fee', 'Erken ödeme ücreti', 'ücreti']);
    // Currency and precious metals (issue 15): a trade's lines name the instrument.
    expect(describeTransaction('Döviz/kıymetli maden alış USD', 'eng')).toBe('Currency/precious metal purchase USD');
    expect(describeTransaction('Döviz/kıymetli maden satış XAU', 'eng')).toBe('Currency/precious metal sale XAU');
    expect(describeTransaction('BSMV (kambiyo vergisi) GBP', 'eng')).toBe('BSMV (foreign exchange tax) GBP');
  });

  it('names silver and platinum accounts (opened by their first trade) for their metal', () => {
    expect(productName({ kind: 'Gold', currency: 'XAG', termMonths: null, name: '' }, 'tur')).toBe('Gümüş Hesabı');
    expect(productName({ kind: 'Gold', currency: 'XPT', termMonths: null, name: '' }, 'eng')).toBe('Platinum Account');
    expect(productName({ kind: 'Current', currency: 'GBP', termMonths: null, name: '' }, 'eng')).toBe(
      'GBP Current Account',
    );
  });

  it('derives product and branch names from what the row stores', () => {
    const usd = { kind: 'Current', currency: 'USD', termMonths: null, name: 'Döviz Cari Hesap USD' } as const;
    expect(productName(usd, 'tur')).toBe('USD Cari Hesap');
    expect(productName(usd, 'eng')).toBe('USD Current Account');
    const term = { kind: 'Participation', currency: 'EUR', termMonths: 6, name: '' } as const;
    expect(productName(term, 'eng')).toBe('6-Month Participation Account EUR');
    expect(branchName('Levent Ticari Şubesi', 'eng')).toBe('Levent Commercial Branch');
    expect(branchName('Bursa Şubesi', 'eng')).toBe('Bursa Branch');
    expect(branchName('Bursa Şubesi', 'tur')).toBe('Bursa Şubesi');
  });
});
