/** The money engine (server/domain/ledger): journals, recipes, commits with guards, and the seed built on them. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { isValidIban } from '../../src/contract/iban';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { fxQuotes } from '../../server/db/schema/fx';
import { journal, ledgerEntries } from '../../server/db/schema/ledger';
import { limitUsage } from '../../server/db/schema/limits';
import { transfers } from '../../server/db/schema/transfers';
import { buildHistory } from '../../server/seed/seed-history';
import { seedIfEmpty } from '../../server/seed/seed';
import { chartOf } from '../../server/domain/ledger/chart';
import type { Commit } from '../../server/domain/ledger/commit';
import { LedgerError, type Journal, type Posting } from '../../server/domain/ledger/journal';
import { applyCommit, postJournal } from '../../server/domain/ledger/post';
import { fee, fxLegs, payment, reversal } from '../../server/domain/ledger/recipes';
import { BusinessError } from '../../server/domain/common/refusal';
import { accountIdOf, insertTransfer } from '../support/ledger-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('ledger');
});
afterAll(() => server?.stop());

const accountId = (number: string) => accountIdOf(server.db, number);
const balanceOf = async (number: string) =>
  (await server.db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.accountNumber, number)))[0]!
    .balance;
const count = async (table: typeof ledgerEntries | typeof journal | typeof transfers) =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const journalOf = (postings: Posting[], kind: Journal['kind'] = 'Funding'): Journal => ({
  id: randomUUID(),
  kind,
  description: 'Test',
  createdAt: new Date(),
  postings,
});
const pay = async (from: string, to: string, amount: bigint, currency: 'TRY' | 'EUR' = 'TRY') =>
  payment(await accountId(from), await accountId(to), amount, currency, { text: 'Test', payee: 'Alıcı' });

describe('seed', () => {
  it('builds every balance from ledger entries, and every journal nets to zero per currency', async () => {
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
      .select({ journalId: ledgerEntries.journalId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.journalId, ledgerEntries.currency)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`);
    expect(unbalanced).toEqual([]);
    const customerNegative = await server.db
      .select()
      .from(accounts)
      .where(sql`not ${accounts.isInternal} and ${accounts.balance} < 0`);
    expect(customerNegative).toEqual([]);
  });

  it('opens the whole chart of accounts, products to come included', async () => {
    const numbers = (await server.db.select({ n: accounts.accountNumber }).from(accounts)).map((r) => r.n);
    for (const gl of [
      'GL-CBRT-TRY',
      'GL-ESCROW-TRY',
      'GL-CARDREC-TRY',
      'GL-GOLD-XAU',
      'GL-FINREC-TRY',
      'GL-FINDEF-TRY',
      'GL-TAX-TRY',
    ])
      expect(numbers).toContain(gl);
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

describe('postJournal', () => {
  it('moves money in one journal and records the balance after each entry, its code and counterparty', async () => {
    const [fromBefore, toBefore] = [await balanceOf('1111111-1'), await balanceOf('GL-FAST-TRY')];
    const chart = chartOf(server.db);
    const posted = journalOf([
      await pay('1111111-1', 'GL-FAST-TRY', 12_345n),
      fee(chart, await accountId('1111111-1'), 450n, 'FAST ücreti'),
    ]);
    await postJournal(server.db, posted);
    expect(await balanceOf('1111111-1')).toBe(fromBefore - 12_795n);
    expect(await balanceOf('GL-FAST-TRY')).toBe(toBefore + 12_345n);
    const rows = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.journalId, posted.id), eq(ledgerEntries.accountId, await accountId('1111111-1'))))
      .orderBy(ledgerEntries.id);
    // The same account twice: each entry keeps the balance it left behind, in order.
    expect(rows.map((r) => [r.amount, r.balanceAfter, r.code])).toEqual([
      [-12_345n, fromBefore - 12_345n, 'payment'],
      [-450n, fromBefore - 12_795n, 'fee'],
    ]);
    expect(rows[0]).toMatchObject({ currency: 'TRY', counterpartyName: 'Alıcı' });
    expect((await server.db.select().from(journal).where(eq(journal.id, posted.id)))[0]).toMatchObject({
      kind: 'Funding',
    });
  });

  it('refuses entries that do not net to zero per currency (the database function checks it too)', async () => {
    const entries = [
      { accountId: await accountId('1111111-1'), currency: 'TRY', amount: '-100', code: 'payment', description: 'x' },
      { accountId: await accountId('GL-FAST-TRY'), currency: 'TRY', amount: '99', code: 'payment', description: 'x' },
    ];
    const raw = { id: randomUUID(), kind: 'Funding', description: 'x', createdAt: new Date().toISOString(), entries };
    await expect(server.db.execute(sql`select ledger_post(${JSON.stringify(raw)}::jsonb)`)).rejects.toThrow();
    expect(await server.db.select().from(journal).where(eq(journal.id, raw.id))).toEqual([]);
  });

  it('refuses a posting whose currency is not its accounts', async () => {
    const posting = await pay('1111111-1', 'GL-FX-EUR', 100n);
    await expect(postJournal(server.db, journalOf([posting]))).rejects.toMatchObject({
      code: 'ledger.currencyMismatch',
    });
    await expect(postJournal(server.db, journalOf([{ ...posting, amount: 0n }]))).rejects.toBeInstanceOf(LedgerError);
  });

  it('refuses to overdraw a customer account and leaves nothing behind', async () => {
    const balance = await balanceOf('3444418-1');
    const [entries, journals] = [await count(ledgerEntries), await count(journal)];
    const [short, posting] = [await accountId('3444418-1'), await pay('3444418-1', 'GL-FAST-TRY', balance + 1n)];
    await expect(postJournal(server.db, journalOf([posting]))).rejects.toMatchObject({
      code: 'ledger.insufficientFunds',
      accountId: short,
    });
    expect(await balanceOf('3444418-1')).toBe(balance);
    expect([await count(ledgerEntries), await count(journal)]).toEqual([entries, journals]);
  });

  it('lets a bank GL account go negative, and refuses a closed account', async () => {
    await postJournal(server.db, journalOf([await pay('GL-POOL-TRY', '3444418-1', 1n)], 'ProfitShare'));
    expect(await balanceOf('GL-POOL-TRY')).toBeLessThan(0n);
    await expect(postJournal(server.db, journalOf([await pay('GL-POOL-TRY', '1000146-6', 1n)]))).rejects.toMatchObject({
      code: 'ledger.accountClosed',
    });
  });

  it('keeps the database check as a last line: a customer balance cannot be set below zero', async () => {
    await expect(
      server.db.update(accounts).set({ balance: -1n }).where(eq(accounts.accountNumber, '3444418-1')),
    ).rejects.toThrow();
  });

  it('serialises concurrent journals on the same accounts without losing an update or deadlocking', async () => {
    const before = await balanceOf('1000146-1');
    const [a, b] = [await pay('1000146-1', 'GL-CARD-TRY', 100n), await pay('GL-CARD-TRY', '1000146-1', 40n)];
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => postJournal(server.db, journalOf(i % 2 ? [a, b] : [b, a], 'CardSpending'))),
    );
    expect(await balanceOf('1000146-1')).toBe(before - 600n);
  });
});

describe('recipes', () => {
  it('converts through the FX positions: each currency nets to zero', async () => {
    const chart = chartOf(server.db);
    const posted = journalOf(
      fxLegs(
        chart,
        {
          from: await accountId('1000146-1'),
          fromCurrency: 'TRY',
          fromAmount: 3_500n,
          to: await accountId('1000146-4'),
          toCurrency: 'EUR',
          toAmount: 100n,
        },
        { text: 'Döviz' },
      ),
      'FxTrade',
    );
    await postJournal(server.db, posted);
    const sums = await server.db
      .select({ currency: ledgerEntries.currency, sum: sql<string>`sum(${ledgerEntries.amount})::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.journalId, posted.id))
      .groupBy(ledgerEntries.currency);
    expect(Object.fromEntries(sums.map((s) => [s.currency, s.sum]))).toEqual({ TRY: '0', EUR: '0' });
  });

  it('reverses a journal with a new one that points back at it', async () => {
    const before = await balanceOf('1000146-1');
    const original = journalOf([await pay('1000146-1', 'GL-BILL-TRY', 2_500n)], 'BillPayment');
    await postJournal(server.db, original);
    await postJournal(server.db, {
      ...journalOf(reversal(original.postings, 'İade'), 'Reversal'),
      relatedJournalId: original.id,
    });
    expect(await balanceOf('1000146-1')).toBe(before);
    const codes = await server.db
      .select({ code: ledgerEntries.code })
      .from(ledgerEntries)
      .innerJoin(journal, eq(journal.id, ledgerEntries.journalId))
      .where(eq(journal.relatedJournalId, original.id));
    expect(codes.map((c) => c.code)).toEqual(['reversal', 'reversal']);
  });
});

describe('commits', () => {
  const customerId = async () =>
    (await server.db.select().from(customers).where(eq(customers.customerNumber, '1000146')))[0]!.id;
  const commitOf = (extra: Partial<Commit>): Commit => ({ at: new Date(), ...extra });

  it('raises a limit only within its maximum, atomically with the money', async () => {
    const id = await customerId();
    const guard = (amount: bigint) => ({
      kind: 'limit' as const,
      customerId: id,
      limitCode: 'test-limit',
      periodStart: '2026-01-01',
      amount,
      max: 1_000n,
      refusal: 'test.limit',
    });
    const before = await balanceOf('1000146-1');
    await applyCommit(
      server.db,
      commitOf({ guards: [guard(600n)], journal: journalOf([await pay('1000146-1', 'GL-BILL-TRY', 600n)]) }),
    );
    await expect(
      applyCommit(
        server.db,
        commitOf({ guards: [guard(401n)], journal: journalOf([await pay('1000146-1', 'GL-BILL-TRY', 401n)]) }),
      ),
    ).rejects.toEqual(new BusinessError(['test.limit']));
    expect(await balanceOf('1000146-1')).toBe(before - 600n);
    const [usage] = await server.db.select().from(limitUsage).where(eq(limitUsage.limitCode, 'test-limit'));
    expect(usage?.used).toBe(600n);
  });

  it('takes a quote once, and moves a product row from one state to another once', async () => {
    const id = await customerId();
    const [quote] = await server.db
      .insert(fxQuotes)
      .values({
        customerId: id,
        sourceCurrency: 'TRY',
        targetCurrency: 'USD',
        sourceAmount: 3_500n,
        targetAmount: 100n,
        rate: '35',
        midRate: '35',
        spreadPercent: '0.50',
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    const take = commitOf({ guards: [{ kind: 'quote', quoteId: quote!.id, customerId: id, refusal: 'test.quote' }] });
    await applyCommit(server.db, take);
    await expect(applyCommit(server.db, take)).rejects.toEqual(new BusinessError(['test.quote']));

    const held = await insertTransfer(server.db, { customerId: id, kind: 'EFT_TO_IBAN', status: 'Held', details: {} });
    const release = commitOf({
      guards: [
        {
          kind: 'transition',
          table: 'transfers',
          id: held.id,
          from: ['Held'],
          set: { status: 'Completed', settledAt: new Date(), details: { released: true } },
          refusal: 'test.notHeld',
        },
      ],
    });
    await applyCommit(server.db, release);
    await expect(applyCommit(server.db, release)).rejects.toEqual(new BusinessError(['test.notHeld']));
    const [row] = await server.db.select().from(transfers).where(eq(transfers.id, held.id));
    expect(row).toMatchObject({ status: 'Completed', details: { released: true }, reference: held.reference });
  });

  it('inserts a product row before the entries that post to it, and all is undone with a refusal', async () => {
    const id = await customerId();
    const accountRow = {
      id: randomUUID(),
      customerId: id,
      accountNumber: `1000146-${90 + Math.floor(Math.random() * 9)}`,
      iban: null,
      name: 'Test',
      kind: 'Current' as const,
      currency: 'TRY' as const,
      balance: 0n,
      branchName: 'Test',
      openedAt: new Date(),
    };
    const source = await accountId('1000146-1');
    const opening = (amount: bigint) =>
      commitOf({
        rows: [{ table: 'accounts', row: accountRow }],
        journal: journalOf([payment(source, accountRow.id, amount, 'TRY', { text: 'Hesap açılışı' })]),
      });
    const tooMuch = opening((await balanceOf('1000146-1')) + 1n);
    await expect(applyCommit(server.db, tooMuch)).rejects.toMatchObject({
      code: 'ledger.insufficientFunds',
    });
    expect(await server.db.select().from(accounts).where(eq(accounts.id, accountRow.id))).toEqual([]);
    await applyCommit(server.db, opening(1_000n));
    expect(await balanceOf(accountRow.accountNumber)).toBe(1_000n);
  });
});
