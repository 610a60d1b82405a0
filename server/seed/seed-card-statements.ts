/**
 * The demo credit cards' past statements at first start, made by the statement run itself (never
 * hand-written rows): each demo card account is set back to the statement before its last three
 * cut-offs, then, cut-off after cut-off, the holder's payment of the previous statement arrives
 * (from another bank: no demo account's balance moves) and the statement is cut with the bank's
 * clock at that cut-off. The first statement is paid in full, the second only at its minimum (so
 * the third bills its profit share, "kâr payı"), the third in full; the last one is the current
 * one. The lines are whatever card transactions exist by then (the seeded card history, which
 * app-server.ts runs before this).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { maskCard } from '../../src/contract/masking';
import { cardStatements } from '../db/schema/cards';
import { creditCards } from '../db/schema/payments';
import { transactionText } from '../domain/accounts/transaction-texts';
import type { DomainDeps } from '../domain/common/deps';
import { dueDateFor, cutoffMonthsBefore } from '../domain/cards/statements/statement-dates';
import { endOfDay, paymentsBetween } from '../domain/cards/statements/statement-facts';
import { cutStatement } from '../domain/cards/statements/statement-run';
import { chartOf } from '../domain/ledger/chart';
import { postJournal } from '../domain/ledger/post';
import { payment } from '../domain/ledger/recipes';
import { addDays } from '../domain/standing-orders/schedule';
import { DEMO_CREDIT_CARDS } from './seed-credit-cards';

/** How many past statements each demo card gets. */
export const SEEDED_STATEMENTS = 3;

/** What the holder paid of each statement before the next cut-off: all, the minimum, all. */
const PAID: readonly ('all' | 'minimum')[] = ['all', 'minimum', 'all'];

const HOUR = 3_600_000;

type Account = typeof creditCards.$inferSelect;

/** The holder pays a statement two days before its due date, from another bank (the bank's central bank account). */
const payStatement = async (deps: DomainDeps, account: Account, amount: bigint, due: string, from: Date) => {
  const at = new Date(endOfDay(addDays(due, -2)).getTime() - 6 * HOUR);
  const paid = await paymentsBetween(deps.db, account.debtAccountId, from, at);
  const left = amount - paid;
  if (left <= 0n) return;
  const text = transactionText('cardDebtPayment', maskCard(account.cardNumber));
  await postJournal(deps.db, {
    id: randomUUID(),
    kind: 'CardDebtPayment',
    description: text,
    // Paid at another bank: no decision in this bank's channels, so not in her last transactions.
    customerId: null,
    createdAt: at,
    postings: [payment(chartOf(deps.db).id('centralBank', 'TRY'), account.debtAccountId, left, 'TRY', { text })],
  });
};

const accountById = async (deps: DomainDeps, id: string): Promise<Account> => {
  const [row] = await deps.db.select().from(creditCards).where(eq(creditCards.id, id));
  return row!;
};

const lastStatement = async (deps: DomainDeps, account: Account) => {
  const [row] = await deps.db
    .select()
    .from(cardStatements)
    .where(eq(cardStatements.creditCardId, account.id))
    .orderBy(desc(cardStatements.cutoffDate))
    .limit(1);
  return row
    ? {
        periodDebt: row.periodDebt,
        minimumPayment: row.minimumPayment,
        cutoffDate: row.cutoffDate,
        dueDate: row.dueDate,
      }
    : {
        periodDebt: account.statementDebt,
        minimumPayment: account.minimumPayment,
        cutoffDate: account.statementDate,
        dueDate: account.dueDate,
      };
};

const seedOne = async (deps: DomainDeps, start: Account): Promise<void> => {
  const { cards: settings, transfers } = deps.config;
  const day = start.cutoffDay;
  const last = start.statementDate;
  // The statement before the three: the account's issue-13 figures stand for it.
  const opening = cutoffMonthsBefore(last, day, SEEDED_STATEMENTS);
  await deps.db
    .update(creditCards)
    .set({
      statementDate: opening,
      dueDate: dueDateFor(opening, settings.dueDays, transfers.eft.holidays),
      nextCutoffDate: cutoffMonthsBefore(last, day, SEEDED_STATEMENTS - 1),
    })
    .where(eq(creditCards.id, start.id));
  for (let k = 0; k < SEEDED_STATEMENTS; k++) {
    const account = await accountById(deps, start.id);
    const previous = await lastStatement(deps, account);
    const amount = PAID[k] === 'all' ? previous.periodDebt : previous.minimumPayment;
    await payStatement(deps, account, amount, previous.dueDate, endOfDay(previous.cutoffDate));
    // The bank's clock at the cut-off's evening: the run that cut it then.
    const at = new Date(endOfDay(account.nextCutoffDate).getTime() - 2 * HOUR);
    await cutStatement({ ...deps, now: () => at }, account, at);
  }
};

/** Run once, right after the first seed and the seeded card history (app-server.ts). */
export const seedCardStatements = async (deps: DomainDeps): Promise<void> => {
  const accounts = await deps.db
    .select()
    .from(creditCards)
    .where(
      and(
        inArray(
          creditCards.cardNumber,
          DEMO_CREDIT_CARDS.map((c) => c.cardNumber),
        ),
        sql`NOT EXISTS (SELECT 1 FROM card_statements s WHERE s.credit_card_id = ${creditCards.id})`,
      ),
    );
  for (const account of accounts) await seedOne(deps, account);
};
