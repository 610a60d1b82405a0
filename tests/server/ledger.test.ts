/** The double-entry ledger and the seed built on it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isValidIban } from '../../src/contract/iban';
import { accounts, customers, ledgerEntries, transfers } from '../../server/db/schema';
import { buildHistory } from '../../server/db/seed-history';
import { seedIfEmpty } from '../../server/db/seed';
import { LedgerError, postTransferAtomically } from '../../server/domain/ledger';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('ledger');
});
afterAll(() => server?.stop());

const accountId = async (number: string) =>
  (await server.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, number)))[0]!.id;
const balanceOf = async (number: string) =>
  (await server.db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.accountNumber, number)))[0]!
    .balance;
const entryCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0]!.n;

describe('seed', () => {
  it('builds every balance from ledger entries, and every transfer nets to zero per currency', async () => {
    const rows = await server.db
      .select({
        number: accounts.accountNumber,
        balance: accounts.balance,
        sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
      })
      .from(accounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
      .groupBy(accounts.id);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(row.balance, row.number).toBe(BigInt(row.sum));
    const unbalanced = await server.db
      .select({ transferId: ledgerEntries.transferId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transferId, ledgerEntries.currency)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`);
    expect(unbalanced).toEqual([]);
    const customerNegative = await server.db
      .select()
      .from(accounts)
      .where(sql`not ${accounts.isInternal} and ${accounts.balance} < 0`);
    expect(customerNegative).toEqual([]);
  });

  it('gives the retail customer months of history and valid IBANs with bank code 00899', async () => {
    const entries = await server.db
      .select({ at: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, await accountId('1000146-1')));
    expect(entries.length).toBeGreaterThan(40);
    const oldest = Math.min(...entries.map((e) => e.at.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(100 * 86_400_000);
    const ibans = await server.db.select({ iban: accounts.iban }).from(accounts).where(eq(accounts.isInternal, false));
    for (const { iban } of ibans) {
      expect(isValidIban(iban!)).toBe(true);
      expect(iban!.slice(4, 9)).toBe('00899');
    }
  });

  it('is deterministic for a seed time and never runs twice', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(buildHistory(now)).toEqual(buildHistory(now));
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    expect(await seedIfEmpty(server.db, { now: new Date(), bankCode: '00899' })).toBe(false);
    expect(await server.db.select({ n: sql<number>`count(*)::int` }).from(customers)).toEqual(before);
  });
});

describe('postTransfer', () => {
  it('moves money and records the balance after each entry', async () => {
    const [from, to] = [await accountId('1111111-1'), await accountId('GL-FAST-TRY')];
    const [fromBefore, toBefore] = [await balanceOf('1111111-1'), await balanceOf('GL-FAST-TRY')];
    const id = await postTransferAtomically(server.db, {
      kind: 'FAST',
      description: 'Test',
      valueDate: new Date(),
      entries: [
        { accountId: from, amount: -12_345n, description: 'Giden FAST', counterpartyName: 'Test Kişi' },
        { accountId: to, amount: 12_345n, description: 'Giden FAST' },
      ],
    });
    expect(await balanceOf('1111111-1')).toBe(fromBefore - 12_345n);
    expect(await balanceOf('GL-FAST-TRY')).toBe(toBefore + 12_345n);
    const rows = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, id));
    expect(rows.find((r) => r.accountId === from)).toMatchObject({
      balanceAfter: fromBefore - 12_345n,
      currency: 'TRY',
      counterpartyName: 'Test Kişi',
    });
  });

  it('refuses entries that do not net to zero', async () => {
    const entries = [
      { accountId: await accountId('1111111-1'), amount: -100n, description: 'x' },
      { accountId: await accountId('GL-FAST-TRY'), amount: 99n, description: 'x' },
    ];
    await expect(
      postTransferAtomically(server.db, { kind: 'T', description: 'x', valueDate: new Date(), entries }),
    ).rejects.toMatchObject({
      code: 'ledger.unbalanced',
    });
  });

  it('refuses mixing currencies that do not each net to zero, and a wrong stated currency', async () => {
    const entries = [
      { accountId: await accountId('1111111-1'), amount: -100n, description: 'x' },
      { accountId: await accountId('GL-FX-EUR'), amount: 100n, description: 'x' },
    ];
    await expect(
      postTransferAtomically(server.db, { kind: 'T', description: 'x', valueDate: new Date(), entries }),
    ).rejects.toBeInstanceOf(LedgerError);
    const stated = [
      { accountId: await accountId('1111111-1'), amount: -100n, currency: 'EUR' as const, description: 'x' },
      { accountId: await accountId('GL-FAST-TRY'), amount: 100n, description: 'x' },
    ];
    await expect(
      postTransferAtomically(server.db, { kind: 'T', description: 'x', valueDate: new Date(), entries: stated }),
    ).rejects.toMatchObject({
      code: 'ledger.currencyMismatch',
    });
  });

  it('refuses to overdraw a customer account and rolls everything back', async () => {
    const balance = await balanceOf('3444418-1');
    const [entriesBefore, transfersBefore] = [await entryCount(), (await server.db.select().from(transfers)).length];
    const entries = [
      { accountId: await accountId('3444418-1'), amount: -(balance + 1n), description: 'x' },
      { accountId: await accountId('GL-FAST-TRY'), amount: balance + 1n, description: 'x' },
    ];
    await expect(
      postTransferAtomically(server.db, { kind: 'T', description: 'x', valueDate: new Date(), entries }),
    ).rejects.toMatchObject({
      code: 'ledger.insufficientFunds',
    });
    expect(await balanceOf('3444418-1')).toBe(balance);
    expect(await entryCount()).toBe(entriesBefore);
    expect((await server.db.select().from(transfers)).length).toBe(transfersBefore);
  });

  it('lets a bank GL account go negative, and refuses a closed account', async () => {
    const pool = await accountId('GL-POOL-TRY');
    await postTransferAtomically(server.db, {
      kind: 'ProfitShare',
      description: 'Kâr payı',
      valueDate: new Date(),
      entries: [
        { accountId: pool, amount: -1n, description: 'x' },
        { accountId: await accountId('3444418-1'), amount: 1n, description: 'x' },
      ],
    });
    expect(await balanceOf('GL-POOL-TRY')).toBeLessThan(0n);
    const closed = [
      { accountId: pool, amount: -1n, description: 'x' },
      { accountId: await accountId('1000146-6'), amount: 1n, description: 'x' },
    ];
    await expect(
      postTransferAtomically(server.db, { kind: 'T', description: 'x', valueDate: new Date(), entries: closed }),
    ).rejects.toMatchObject({
      code: 'ledger.accountClosed',
    });
  });

  it('keeps the database check as a last line: a customer balance cannot be set below zero', async () => {
    await expect(
      server.db.update(accounts).set({ balance: -1n }).where(eq(accounts.accountNumber, '3444418-1')),
    ).rejects.toThrow();
  });

  it('serialises concurrent transfers on the same account without losing an update', async () => {
    const [from, to] = [await accountId('1000146-1'), await accountId('GL-CARD-TRY')];
    const before = await balanceOf('1000146-1');
    await Promise.all(
      Array.from({ length: 10 }, () =>
        postTransferAtomically(server.db, {
          kind: 'CardSpending',
          description: 'x',
          valueDate: new Date(),
          entries: [
            { accountId: from, amount: -100n, description: 'x' },
            { accountId: to, amount: 100n, description: 'x' },
          ],
        }),
      ),
    );
    expect(await balanceOf('1000146-1')).toBe(before - 1_000n);
  });
});
