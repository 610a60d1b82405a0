/** The filtered history of an account (GetTransactions) and its PDF and CSV statements. */
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCsvSchema } from '../../src/contract/account-management';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { StatementPdfSchema, TransactionListSchema } from '../../src/contract/transactions';
import { demoIdentity } from '../../server/seed/demo-identities';
import { accounts } from '../../server/db/schema/accounts';
import { ledgerEntries } from '../../server/db/schema/ledger';
import { journal } from '../../server/db/schema/ledger';
import { csvCell, statementCsv } from '../../server/domain/accounts/statement-csv';
import { istanbulDayStart } from '../../server/domain/accounts/transaction-filter';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
let retail: Credentials;
const ACCOUNT = '1000146-1';

beforeAll(async () => {
  server = await startTestServer('accounts-history', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  base = server.url;
  retail = (await signInActive(base, demoIdentity('retail'))).credentials;
});
afterAll(() => server?.stop());

const history = async (query = '') => {
  const reply = await call(base, `/api/Deposit/GetTransactions/${ACCOUNT}${query}`, { credentials: retail });
  expect(reply.status).toBe(200);
  return v.parse(serviceEnvelopeSchema(TransactionListSchema), reply.body).data!.transactions;
};
const minor = (amount: string) => BigInt(amount.replace('.', ''));

describe('GetTransactions', () => {
  it('answers the newest 50 entries by default, newest first', async () => {
    const all = await history();
    expect(all).toHaveLength(50);
    const ids = all.map((t) => Number(t.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('filters by direction, absolute amount and text', async () => {
    const incoming = await history('?direction=in&take=200');
    expect(incoming.length).toBeGreaterThan(0);
    expect(incoming.every((t) => !t.amount.startsWith('-'))).toBe(true);
    const outgoing = await history('?direction=out&take=200');
    expect(outgoing.every((t) => t.amount.startsWith('-'))).toBe(true);
    const ranged = await history('?minAmount=100&maxAmount=500.50&take=200');
    expect(ranged.length).toBeGreaterThan(0);
    for (const t of ranged) {
      const abs = minor(t.amount.replace('-', ''));
      expect(abs >= 10000n && abs <= 50050n).toBe(true);
    }
    const migros = await history(`?q=${encodeURIComponent('migros')}&take=200`);
    expect(migros.length).toBeGreaterThan(0);
    expect(migros.every((t) => `${t.description} ${t.counterparty}`.toLowerCase().includes('migros'))).toBe(true);
    expect(await history(`?q=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('counts dates as Istanbul days, both ends included', async () => {
    const [account] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, ACCOUNT));
    const [newest] = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account!.id))
      .orderBy(desc(ledgerEntries.id))
      .limit(1);
    const day = new Date(newest!.createdAt.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
    const sameDay = await history(`?from=${day}&to=${day}&take=500`);
    expect(sameDay.map((t) => t.id)).toContain(String(newest!.id));
    for (const t of sameDay) {
      expect(new Date(t.date) >= istanbulDayStart(day)).toBe(true);
      expect(new Date(t.date).getTime() < istanbulDayStart(day).getTime() + 86_400_000).toBe(true);
    }
    expect(istanbulDayStart('2026-03-01').toISOString()).toBe('2026-02-28T21:00:00.000Z');
  });

  it.each([
    '?from=2026-13-01',
    '?from=2026-02-02&to=2026-02-01',
    '?minAmount=10&maxAmount=5',
    '?minAmount=1.001',
    '?minAmount=abc',
    '?direction=sideways',
    '?take=0',
    '?take=9999',
    `?q=${'x'.repeat(51)}`,
  ])('answers 400 for %s', async (query) => {
    const reply = await call(base, `/api/Deposit/GetTransactions/${ACCOUNT}${query}`, { credentials: retail });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'error' });
  });

  it("answers 404 for someone else's account and 401 without a session", async () => {
    expect((await call(base, '/api/Deposit/GetTransactions/1729171-1', { credentials: retail })).status).toBe(404);
    expect((await call(base, `/api/Deposit/GetTransactions/${ACCOUNT}`)).status).toBe(401);
  });
});

describe('statements', () => {
  it('writes the filtered entries as CSV: BOM, semicolons, header, decimal strings', async () => {
    const reply = await call(base, `/api/Deposit/GetStatementCsv/${ACCOUNT}?direction=out&take=5`, {
      credentials: retail,
    });
    const csv = v.parse(serviceEnvelopeSchema(StatementCsvSchema), reply.body).data!;
    expect(csv.fileName).toBe(`hesap-hareketleri-${ACCOUNT}.csv`);
    expect(csv.content.startsWith('\uFEFFTarih;Açıklama;Karşı taraf;Tutar;Para birimi;Bakiye\r\n')).toBe(true);
    const rows = csv.content.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.split(';')[3]).toMatch(/^-\d+,\d{2}$/);
    const english = await call(base, `/api/Deposit/GetStatementCsv/${ACCOUNT}?take=1`, {
      credentials: retail,
      headers: { 'X-Language': 'eng' },
    });
    const content = v.parse(serviceEnvelopeSchema(StatementCsvSchema), english.body).data!.content;
    expect(content.startsWith('\uFEFFDate;Description;Counterparty;Amount;Currency;Balance')).toBe(true);
    expect(content.trim().split('\r\n')[1]!.split(';')[3]).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('neutralises cells that could run as formulas and quotes separators', async () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+90 532')).toBe("'+90 532");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Migros')).toBe('Migros');
    const text = statementCsv(
      [
        {
          id: '1',
          date: '2026-01-01T10:00:00Z',
          description: '=cmd|calc',
          counterparty: null,
          amount: '-12.50',
          currency: 'TRY',
          balanceAfter: '100.00',
        },
      ],
      'tur',
    );
    expect(text.split('\r\n')[1]).toBe("01.01.2026 13:00;'=cmd|calc;;-12,50;TRY;100,00");
  });

  it('writes a planted formula from the ledger as text', async () => {
    const [account] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, ACCOUNT));
    const [anyEntry] = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, account!.id)))
      .orderBy(desc(ledgerEntries.id))
      .limit(1);
    const [transfer] = await server.db.select().from(journal).where(eq(journal.id, anyEntry!.journalId));
    await server.db.update(ledgerEntries).set({ counterpartyName: '@evil' }).where(eq(ledgerEntries.id, anyEntry!.id));
    const reply = await call(base, `/api/Deposit/GetStatementCsv/${ACCOUNT}?take=1`, { credentials: retail });
    const content = v.parse(serviceEnvelopeSchema(StatementCsvSchema), reply.body).data!.content;
    expect(content).toContain(";'@evil;");
    expect(transfer).toBeDefined();
  });

  it('writes English dates day first, 24 hours', () => {
    const row = {
      id: '1',
      date: '2026-01-01T20:05:00Z',
      description: 'x',
      counterparty: 'y',
      amount: '1.00',
      currency: 'TRY' as const,
      balanceAfter: '1.00',
    };
    expect(statementCsv([row], 'eng').split('\r\n')[1]).toBe('01/01/2026, 23:05;x;y;1.00;TRY;1.00');
  });

  it('writes the filtered PDF and refuses a malformed filter', async () => {
    const reply = await call(base, `/api/Deposit/GetStatementPdf/${ACCOUNT}?q=migros`, { credentials: retail });
    const pdf = v.parse(serviceEnvelopeSchema(StatementPdfSchema), reply.body).data!;
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(base, `/api/Deposit/GetStatementPdf/${ACCOUNT}?take=x`, { credentials: retail })).status).toBe(
      400,
    );
    expect((await call(base, '/api/Deposit/GetStatementCsv/1729171-1', { credentials: retail })).status).toBe(404);
  });
});
