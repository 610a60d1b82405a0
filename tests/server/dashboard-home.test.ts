/** The home page's server side: net worth from the ledger, shortcuts, special day, last transactions, statement PDF. */
import { and, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountListSchema } from '../../src/contract/accounts';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { Header } from '../../src/contract/headers';
import { NetWorthSchema } from '../../src/contract/net-worth';
import { ShortcutListSchema } from '../../src/contract/shortcuts';
import { SpecialDayImageSchema } from '../../src/contract/special-day';
import { StatementPdfSchema, TransactionListSchema } from '../../src/contract/transactions';
import { DEFAULT_CONFIG } from '../../server/config';
import { demoIdentity } from '../../server/seed/demo-identities';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { ledgerEntries } from '../../server/db/schema/ledger';
import { financingInstallments } from '../../server/db/schema/financing';
import { creditCards } from '../../server/db/schema/payments';
import { specialDayOn } from '../../server/domain/client-data/special-days';
import { daysBetween, lateChargeOf } from '../../server/domain/financing/plan-math';
import { computePrice } from '../../server/domain/market/prices';
import { istanbulDate, istanbulDayStart } from '../../server/domain/transfers/calendar';
import type { MarketInstrument } from '../../src/contract/market';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

const CONFIG = { ...DEFAULT_CONFIG, market: { ...DEFAULT_CONFIG.market, bucketSeconds: 86_400 } };

let server: TestServer;
let base: string;
let retail: Credentials;
let corporate: Credentials;

beforeAll(async () => {
  server = await startTestServer('dashboard-home', {
    config: { ...CONFIG, rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 },
  });
  base = server.url;
  retail = (await signInActive(base, demoIdentity('retail'))).credentials;
  corporate = (await signInActive(base, demoIdentity('corporate'))).credentials;
});
afterAll(() => server?.stop());

const data = <T extends v.GenericSchema>(schema: T, body: unknown) =>
  v.parse(serviceEnvelopeSchema(schema), body).data as v.InferOutput<T>;

const customerId = async (identificationNumber: string) =>
  (await server.db.select().from(customers).where(eq(customers.identificationNumber, identificationNumber)))[0]!.id;

/**
 * Kuruş of an account balance at the feed's mid: minor units x price (4 decimals) / 10^digits / 100,
 * half up; computed here on its own. One price bucket a day keeps the mid still during the test.
 */
const expectedTry = (balance: bigint, currency: string): bigint => {
  if (currency === 'TRY') return balance;
  const price = computePrice(CONFIG, currency as MarketInstrument, istanbulDayStart(new Date())).mid;
  const scale = (currency === 'XAU' ? 10_000n : 100n) * 100n;
  return (balance * price * 2n + scale) / (2n * scale);
};

const decimal = (kurus: bigint) => `${kurus / 100n}.${String(kurus % 100n).padStart(2, '0')}`;

describe('GetNetWorth', () => {
  it('needs an active session', async () => {
    expect((await call(base, '/api/External/GetNetWorth')).status).toBe(401);
  });

  it('equals the ledger sums of the customer, gold and foreign currency valued at the feed mid price', async () => {
    const owner = await customerId(demoIdentity('retail').identificationNumber);
    const rows = await server.db.select().from(accounts).where(eq(accounts.customerId, owner));
    // The balance column must agree with the ledger it summarises.
    for (const row of rows) {
      const entries = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, row.id));
      expect(entries.reduce((sum, e) => sum + e.amount, 0n)).toBe(row.balance);
    }
    let deposit = 0n;
    let gold = 0n;
    for (const row of rows) {
      if (row.kind === 'Gold') gold += expectedTry(row.balance, row.currency);
      else deposit += expectedTry(row.balance, row.currency);
    }
    expect(gold).toBeGreaterThan(0n);
    // Her credit card's debt: what its card account (the bank's) is owed.
    let cardDebt = 0n;
    for (const card of await server.db.select().from(creditCards).where(eq(creditCards.customerId, owner))) {
      const [debtAccount] = await server.db.select().from(accounts).where(eq(accounts.id, card.debtAccountId));
      if (debtAccount!.balance < 0n) cardDebt -= debtAccount!.balance;
    }
    expect(cardDebt).toBeGreaterThan(0n);
    // Her financings (issue 15): the principal not yet repaid, plus what is due beyond it (profit share,
    // taxes, late charge) of the installments whose due date has come.
    const today = istanbulDate(server.clock.now());
    let financingDebt = 0n;
    for (const i of await server.db
      .select()
      .from(financingInstallments)
      .where(eq(financingInstallments.customerId, owner))) {
      if (i.status !== 'Due') continue;
      financingDebt += i.principal;
      if (i.dueDate <= today)
        financingDebt +=
          i.amount -
          i.principal +
          lateChargeOf(i.amount, DEFAULT_CONFIG.financing.lateChargeMonthlyRate, daysBetween(i.dueDate, today));
    }
    expect(financingDebt).toBeGreaterThan(0n);
    const reply = await call(base, '/api/External/GetNetWorth', { credentials: retail });
    expect(reply.status).toBe(200);
    const worth = data(NetWorthSchema, reply.body);
    expect(worth.totalAsset).toBe(decimal(deposit + gold));
    expect(worth.totalDebt).toBe(decimal(cardDebt + financingDebt));
    expect(worth.netWorth).toBe(decimal(deposit + gold - cardDebt - financingDebt));
    expect(worth.debts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ groupingKey: 'CreditCard', amount: decimal(cardDebt) }),
        expect.objectContaining({ groupingKey: 'Financing', amount: decimal(financingDebt) }),
      ]),
    );
    const assetShare = BigInt(worth.totalAssetPercentage.replace('.', ''));
    expect(assetShare + BigInt(worth.totalDebtPercentage.replace('.', ''))).toBe(10_000n);
    expect(assetShare).toBeGreaterThan(5_000n);
    const byKey = Object.fromEntries(worth.assets.map((a) => [a.groupingKey, a]));
    expect(byKey.Deposit?.amount).toBe(decimal(deposit));
    expect(byKey.Gold?.amount).toBe(decimal(gold));
    const shares = worth.assets.map((a) => BigInt(a.percentage.replace('.', '')));
    expect(shares.reduce((a, b) => a + b, 0n)).toBeGreaterThanOrEqual(9_999n);
    expect(worth.totalAssetFormatted).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} TL$/);
    expect(worth.ratesAreIndicative).toBe(true);
  });

  it('formats in the X-Language of the call', async () => {
    const reply = await call(base, '/api/External/GetNetWorth', {
      credentials: retail,
      headers: { [Header.Language]: 'eng' },
    });
    const worth = data(NetWorthSchema, reply.body);
    expect(worth.totalAssetFormatted).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} TL$/);
    expect(worth.totalAssetPercentageFormatted).toMatch(/^\d{1,2}\.\d{2}%$/);
  });
});

describe('client shortcuts', () => {
  it('answers the default, then what was saved, per customer and across sign-ins', async () => {
    const first = await call(base, '/api/DkAdc/GetClientShortcuts', { credentials: retail });
    expect(data(ShortcutListSchema, first.body).menuCodes).toEqual(['MyAccounts']);
    const menuCodes = ['ToIban', 'MyAccounts', 'BillPayment'];
    const saved = await call(base, '/api/DkAdc/SaveClientShortcut', { json: { menuCodes }, credentials: retail });
    expect(saved.status).toBe(200);
    const again = (await signInActive(base, demoIdentity('retail'))).credentials;
    const read = await call(base, '/api/DkAdc/GetClientShortcuts', { credentials: again });
    expect(data(ShortcutListSchema, read.body).menuCodes).toEqual(menuCodes);
    const other = await call(base, '/api/DkAdc/GetClientShortcuts', { credentials: corporate });
    expect(data(ShortcutListSchema, other.body).menuCodes).toEqual(['MyAccounts']);
    const cleared = await call(base, '/api/DkAdc/SaveClientShortcut', { json: { menuCodes: [] }, credentials: again });
    expect(data(ShortcutListSchema, cleared.body).menuCodes).toEqual([]);
  });

  it('refuses more than 8, unknown codes, duplicates and a missing list with a 400 envelope', async () => {
    const nine = ['MyAccounts', 'CreateAccount', 'ToIban', 'BetweenMyAccounts', 'BillPayment', 'LastTransactions'];
    const bad = [
      { menuCodes: [...nine, 'CurrencyAndMetals', 'BuyPhysicalGold', 'MyFinancings'] },
      { menuCodes: ['MyAccounts', 'Casino'] },
      { menuCodes: ['MyAccounts', 'MyAccounts'] },
      { menuCodes: 'MyAccounts' },
      {},
    ];
    for (const json of bad) {
      const reply = await call(base, '/api/DkAdc/SaveClientShortcut', { json, credentials: corporate });
      expect(reply.status, JSON.stringify(json)).toBe(400);
      expect(reply.body).toMatchObject({ status: 'error', data: null });
    }
    const eight = [...nine, 'CurrencyAndMetals', 'BuyPhysicalGold'];
    const ok = await call(base, '/api/DkAdc/SaveClientShortcut', {
      json: { menuCodes: eight },
      credentials: corporate,
    });
    expect(ok.status).toBe(200);
  });
});

describe('GetSpecialDayImage', () => {
  it('answers today’s image or null, and serves the SVG', async () => {
    const reply = await call(base, '/api/DkAdc/GetSpecialDayImage', { credentials: retail });
    const today = v.parse(serviceEnvelopeSchema(v.nullable(SpecialDayImageSchema)), reply.body).data;
    expect(today).toEqual(specialDayOn(server.clock.now(), 'tur'));
    const svg = await fetch(`${base}/special-days/republic-day.svg`);
    expect(svg.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain('29 Ekim');
  });

  it('knows the national days in Istanbul time', () => {
    expect(specialDayOn(new Date('2026-10-28T21:30:00Z'), 'tur')?.code).toBe('republic-day');
    expect(specialDayOn(new Date('2026-04-23T08:00:00Z'), 'eng')?.title).toBe(
      'National Sovereignty and Children’s Day',
    );
    expect(specialDayOn(new Date('2026-03-03T12:00:00Z'), 'tur')).toBeNull();
  });
});

const mainAccount = async (credentials: Credentials) => {
  const reply = await call(base, '/api/Deposit/GetAccounts/false', { credentials });
  return data(AccountListSchema, reply.body).accounts[0]!;
};

describe('GetLastTransactions', () => {
  it('lists the own account’s entries newest first, as the ledger holds them', async () => {
    const account = await mainAccount(retail);
    const [row] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, account.accountNumber));
    const entries = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, row!.id));
    entries.sort((a, b) => b.id - a.id);
    const reply = await call(base, `/api/Deposit/GetLastTransactions/${account.accountNumber}?take=5`, {
      credentials: retail,
    });
    const list = data(TransactionListSchema, reply.body);
    expect(list.transactions).toHaveLength(Math.min(5, entries.length));
    expect(list.transactions.map((t) => t.id)).toEqual(entries.slice(0, 5).map((e) => String(e.id)));
    expect(list.transactions[0]!.balanceAfter).toBe(account.balance);
    const defaults = await call(base, `/api/Deposit/GetLastTransactions/${account.accountNumber}`, {
      credentials: retail,
    });
    expect(data(TransactionListSchema, defaults.body).transactions).toHaveLength(Math.min(10, entries.length));
  });

  it('refuses someone else’s account like an unknown one (404 envelope) and a bad take (400)', async () => {
    const foreign = await mainAccount(corporate);
    const theirs = await call(base, `/api/Deposit/GetLastTransactions/${foreign.accountNumber}`, {
      credentials: retail,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ status: 'error', data: null, messages: [{ code: 'request.notFound' }] });
    const [gl] = await server.db
      .select()
      .from(accounts)
      .where(and(isNotNull(accounts.id), eq(accounts.isInternal, true)));
    const internal = await call(base, `/api/Deposit/GetLastTransactions/${gl!.accountNumber}`, { credentials: retail });
    expect(internal.status).toBe(404);
    const own = await mainAccount(retail);
    for (const take of ['0', '101', 'x', '-1']) {
      const reply = await call(base, `/api/Deposit/GetLastTransactions/${own.accountNumber}?take=${take}`, {
        credentials: retail,
      });
      expect(reply.status, take).toBe(400);
    }
    expect((await call(base, `/api/Deposit/GetLastTransactions/${own.accountNumber}`)).status).toBe(401);
  });
});

describe('GetStatementPdf', () => {
  it('answers a PDF in base64 whose text keeps the Turkish letters', async () => {
    const account = await mainAccount(retail);
    const reply = await call(base, `/api/Deposit/GetStatementPdf/${account.accountNumber}`, { credentials: retail });
    const pdf = data(StatementPdfSchema, reply.body);
    const bytes = Buffer.from(pdf.content, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('DejaVuSans');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
    const page = await doc.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Hesap Özeti');
    expect(text).toContain('Açıklama');
    expect(text).toContain(account.name);
    const foreign = await mainAccount(corporate);
    const refused = await call(base, `/api/Deposit/GetStatementPdf/${foreign.accountNumber}`, { credentials: retail });
    expect(refused.status).toBe(404);
  });
});
