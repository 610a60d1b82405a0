/**
 * Credit card statements: the seeded past statements, a statement with installments over three
 * cut-offs and a refund, the minimum by band and in the first year, a due date moved past a weekend
 * and a holiday, the late charge against the profit share, once per cut-off under two concurrent
 * runs and a replay.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { cardInstallments, cardTransactions } from '../../server/db/schema/cards';
import { creditCards } from '../../server/db/schema/payments';
import { cutStatement, statementCommit } from '../../server/domain/cards/statements/statement-run';
import { applyRate, lateChargeOf } from '../../server/domain/cards/statements/statement-math';
import { applyCommit } from '../../server/domain/ledger/post';
import { createLogger } from '../../server/logger';
import type { CardStatementList, StatementLine } from '../../src/contract/card-statements';
import { formatAmount, parseAmount } from '../../src/contract/money';
import {
  accountOf,
  cardTransaction,
  mainCardOf,
  payCard,
  runAt,
  statementConfig,
  statementsOf,
  type CreditAccount,
} from './support/card-statement-steps';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { get, ledgerIsConsistent, settableClock, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
const config = statementConfig();
const S = config.cards;
const formatKurus = (minor: bigint): string => formatAmount(minor, 'TRY');
/** What a statement billed of the seeded card history (not this test's transactions). */
const billedByOthers = (lines: StatementLine[], mine: (l: StatementLine) => boolean): bigint =>
  lines.filter((l) => !mine(l)).reduce((sum, l) => sum + parseAmount(l.amount, 'TRY')!, 0n);
let server: TestServer;
let ayse: Party;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('card_statements', clock));
});
afterAll(() => server?.stop());

const debtOf = async (account: CreditAccount): Promise<bigint> =>
  (await server.db.select({ b: accounts.balance }).from(accounts).where(eq(accounts.id, account.debtAccountId)))[0]!.b;

const statementsFor = async (account: CreditAccount) => {
  const card = await mainCardOf(server.db, account);
  const reply = await get<CardStatementList>(ayse, `/api/Card/GetStatements/${card.id}`);
  expect(reply.body.status).toBe('success');
  return reply.body.data.statements;
};

describe('seeded statements', () => {
  it('gives each demo card three past statements on its cut-off day, cut by the run, the next cut-off ahead', async () => {
    for (const [demo, day] of [
      [0, 15],
      [1, 8],
      [2, 23],
    ] as const) {
      const account = await accountOf(server.db, demo);
      expect(account.cutoffDay).toBe(day);
      expect(account.nextCutoffDate > '2026-11-18').toBe(true);
      const rows = await statementsOf(server.db, account);
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(Number(row.cutoffDate.slice(8))).toBe(day);
      // Each period starts the day after the previous cut-off; the newest is the account's last statement.
      expect(rows[0]!.periodStart > rows[1]!.cutoffDate).toBe(true);
      expect(account.statementDate).toBe(rows[0]!.cutoffDate);
      expect(account.statementDebt).toBe(rows[0]!.periodDebt);
    }
    const list = await statementsFor(await accountOf(server.db, 0));
    expect(list.map((s) => s.cutoffDate)).toEqual(['2026-11-15', '2026-10-15', '2026-09-15']);
    expect(list[1]!.dueDate).toBe('2026-10-26'); // 25 October 2026 is a Sunday
  });
});

describe('minimum payment and due date', () => {
  const deps = () => ({ db: server.db, config, logger: createLogger('silent'), now: () => new Date() });

  it('takes 40 % above the 50,000 TL band, 40 % in the first year, and moves the due date past the New Year weekend', async () => {
    let ali = await accountOf(server.db, 2);
    expect(ali.nextCutoffDate).toBe('2026-11-23');
    await server.db.update(creditCards).set({ limit: 6_000_000n }).where(eq(creditCards.id, ali.id));
    await cardTransaction(server.db, ali, { amount: 100_000n, at: '2026-11-20T10:00:00Z' });
    ali = await accountOf(server.db, 2);
    expect(await cutStatement(deps(), ali, new Date('2026-11-23T20:00:00Z'))).toBe(true);
    const [above] = await statementsOf(server.db, ali);
    expect(above!.minimumPayment).toBe(applyRate(above!.periodDebt, '0.40'));

    // Back to 20,000 TL but opened this year: the first year's 40 %.
    await server.db
      .update(creditCards)
      .set({ limit: 2_000_000n, openedAt: new Date('2026-06-01T09:00:00Z') })
      .where(eq(creditCards.id, ali.id));
    await cardTransaction(server.db, ali, { amount: 50_000n, at: '2026-12-01T10:00:00Z' });
    ali = await accountOf(server.db, 2);
    expect(await cutStatement(deps(), ali, new Date('2026-12-23T20:00:00Z'))).toBe(true);
    const [firstYear] = await statementsOf(server.db, ali);
    expect(firstYear!.cutoffDate).toBe('2026-12-23');
    expect(firstYear!.minimumPayment).toBe(applyRate(firstYear!.periodDebt, '0.40'));
    // 2 January 2027 is a Saturday (1 January a holiday): Monday 4 January.
    expect(firstYear!.dueDate).toBe('2027-01-04');
    expect((await accountOf(server.db, 2)).nextCutoffDate).toBe('2027-01-23');

    await server.db
      .update(creditCards)
      .set({ openedAt: new Date('2025-01-01T09:00:00Z') })
      .where(eq(creditCards.id, ali.id));
    await cardTransaction(server.db, ali, { amount: 30_000n, at: '2027-01-05T10:00:00Z' });
    ali = await accountOf(server.db, 2);
    await cutStatement(deps(), ali, new Date('2027-01-23T20:00:00Z'));
    const [band] = await statementsOf(server.db, ali);
    expect(band!.minimumPayment).toBe(applyRate(band!.periodDebt, '0.20'));
  });
});

describe('a statement over three cut-offs', () => {
  it('bills one installment per cut-off, a refund negative, the late charge, then profit share', async () => {
    const account = await accountOf(server.db, 0);
    const [seeded] = await statementsOf(server.db, account);
    const threeParts = await cardTransaction(server.db, account, {
      amount: 300_000n,
      count: 3,
      at: '2026-11-20T10:00:00Z',
      merchant: 'Beyaz Eşya A.Ş.',
    });
    const single = await cardTransaction(server.db, account, { amount: 50_000n, at: '2026-11-21T10:00:00Z' });
    const refund = await cardTransaction(server.db, account, {
      amount: -20_000n,
      at: '2026-11-22T10:00:00Z',
      refundOf: single,
    });
    // The seeded card history bills its own lines too: this test reads its own transactions' lines and the charges.
    const mine = (l: StatementLine) =>
      [threeParts, single, refund].includes(l.transactionId) || l.kind === 'LateCharge' || l.kind === 'ProfitShare';

    // 15 December: nothing paid of the seeded statement.
    expect(await runAt(server.db, '2026-12-15T20:00:00Z')).toBeGreaterThanOrEqual(1);
    let list = await statementsFor(account);
    const dec = list[0]!;
    expect(dec).toMatchObject({ cutoffDate: '2026-12-15', periodStart: '2026-11-16', dueDate: '2026-12-25' });
    const purchases = dec.lines.filter((l) => mine(l) && l.kind !== 'LateCharge' && l.kind !== 'ProfitShare');
    expect(purchases.map((l) => [l.merchant, l.installment, l.installments, l.amount])).toEqual([
      ['Beyaz Eşya A.Ş.', 1, 3, '1000.00'],
      ['Test Market', 1, 1, '500.00'],
      ['Test Market', 1, 1, '-200.00'],
    ]);
    // What the seeded history paid since 15 November decides the charge: the figures add up either way.
    const paid = parseAmount(dec.payments, 'TRY')!;
    const charge1 = lateChargeOf(S, seeded!, paid, '2026-12-15');
    expect(dec.lateCharge).toBe(formatKurus(charge1?.amount ?? 0n));
    const newCharges = 130_000n + billedByOthers(dec.lines, mine) + (charge1?.amount ?? 0n);
    expect(dec.newCharges).toBe(formatKurus(newCharges));
    const owed = seeded!.periodDebt - paid + newCharges;
    const period = owed > 0n ? owed : 0n;
    expect(dec.previousDebt).toBe(formatKurus(seeded!.periodDebt));
    expect(dec.periodDebt).toBe(formatKurus(period));
    expect(dec.minimumPayment).toBe(formatKurus(applyRate(period, '0.20')));

    // 15 January: still nothing paid: the late charge ("gecikme cezası") over 21 days since 25 December.
    const debtBefore = await debtOf(account);
    await runAt(server.db, '2027-01-15T20:00:00Z');
    list = await statementsFor(account);
    const jan = list[0]!;
    const charge2 = lateChargeOf(
      S,
      {
        periodDebt: period,
        minimumPayment: applyRate(period, '0.20'),
        cutoffDate: '2026-12-15',
        dueDate: '2026-12-25',
      },
      0n,
      '2027-01-15',
    )!;
    expect(charge2).toMatchObject({ kind: 'LateCharge', days: 21 });
    expect(jan.lines.filter(mine).map((l) => [l.kind, l.installment, l.installments, l.amount])).toEqual([
      ['Purchase', 2, 3, '1000.00'],
      ['LateCharge', 1, 1, formatKurus(charge2.amount)],
    ]);
    expect(jan.lateCharge).toBe(formatKurus(charge2.amount));
    expect(jan.lines.find((l) => l.kind === 'LateCharge')!.merchant).toBe('Emanet Katılım Bankası');
    expect(await debtOf(account)).toBe(debtBefore - charge2.amount);
    const janPeriod = period + 100_000n + billedByOthers(jan.lines, mine) + charge2.amount;
    expect(jan.periodDebt).toBe(formatKurus(janPeriod));

    // The minimum paid by the due date (25 January): profit share ("kâr payı") on the rest on 15 February.
    const janMinimum = applyRate(janPeriod, '0.20');
    await payCard(server.db, account, janMinimum, '2027-01-20T10:00:00Z');
    await runAt(server.db, '2027-02-15T20:00:00Z');
    const feb = (await statementsFor(account))[0]!;
    const charge3 = lateChargeOf(
      S,
      { periodDebt: janPeriod, minimumPayment: janMinimum, cutoffDate: '2027-01-15', dueDate: '2027-01-25' },
      janMinimum,
      '2027-02-15',
    )!;
    expect(charge3).toMatchObject({ kind: 'ProfitShare', days: 21 });
    expect(feb.lines.filter(mine).map((l) => [l.kind, l.installment, l.amount])).toEqual([
      ['Purchase', 3, '1000.00'],
      ['ProfitShare', 1, formatKurus(charge3.amount)],
    ]);
    expect(feb.payments).toBe(formatKurus(janMinimum));
    expect(feb.periodDebt).toBe(
      formatKurus(janPeriod - janMinimum + 100_000n + billedByOthers(feb.lines, mine) + charge3.amount),
    );

    // Every installment of the three-part purchase billed once, each by its own statement.
    const parts = await server.db.select().from(cardInstallments).where(eq(cardInstallments.transactionId, threeParts));
    expect(new Set(parts.map((p) => p.statementId)).size).toBe(3);
    const charges = await server.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.creditCardId, account.id));
    expect(charges.filter((c) => c.kind === 'LateCharge' || c.kind === 'ProfitShare').length).toBeGreaterThanOrEqual(2);
    await ledgerIsConsistent(server.db);
  });
});

describe('once per cut-off', () => {
  it('cuts each statement once under two concurrent runs, a later run and a replayed commit', async () => {
    const before = (
      await Promise.all(([0, 1, 2] as const).map(async (d) => statementsOf(server.db, await accountOf(server.db, d))))
    ).map((r) => r.length);
    const stale = await accountOf(server.db, 1);
    const [a, b] = await Promise.all([
      runAt(server.db, '2027-03-15T20:00:00Z'),
      runAt(server.db, '2027-03-15T20:00:00Z'),
    ]);
    const after = (
      await Promise.all(([0, 1, 2] as const).map(async (d) => statementsOf(server.db, await accountOf(server.db, d))))
    ).map((r) => r.length);
    const cut = after.reduce((s, n, i) => s + n - before[i]!, 0);
    expect(cut).toBeGreaterThan(0);
    expect(a + b).toBe(cut);
    expect(await runAt(server.db, '2027-03-15T20:00:00Z')).toBe(0);
    for (const [i, n] of after.entries()) {
      const rows = await statementsOf(server.db, await accountOf(server.db, i as 0 | 1 | 2));
      expect(new Set(rows.map((r) => r.cutoffDate)).size).toBe(n);
    }
    // A replay of a cut-off already cut: the guard refuses it, nothing is written.
    const deps = { db: server.db, config, logger: createLogger('silent'), now: () => new Date('2027-03-15T20:00:00Z') };
    await expect(applyCommit(server.db, await statementCommit(deps, stale, deps.now()))).rejects.toMatchObject({
      codes: ['cardStatement.alreadyCut'],
    });
    expect(await cutStatement(deps, stale, deps.now())).toBe(false);
    expect((await statementsOf(server.db, stale)).length).toBe(after[1]);
  });
});
