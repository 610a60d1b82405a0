/**
 * What a statement run reads for one credit card account at its cut-off: the previous statement
 * (or the account's last statement fields when none was cut here yet), the payments since, the
 * next unbilled installment of every transaction made by the cut-off, and the main card.
 */
import { and, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cardInstallments, cardStatements, cardTransactions, cards } from '../../../db/schema/cards';
import { journal, ledgerEntries } from '../../../db/schema/ledger';
import type { creditCards } from '../../../db/schema/payments';
import { addDays } from '../../standing-orders/schedule';
import type { PreviousStatement } from './statement-math';

export type CreditCardAccount = typeof creditCards.$inferSelect;

/** The instant an Istanbul day ends (the next day's 00:00, UTC+3): a cut-off covers its whole day. */
export const endOfDay = (date: string): Date => new Date(`${addDays(date, 1)}T00:00:00+03:00`);

/** The previous statement of a cut-off: the last one cut before it, or the account's last statement fields. */
export const previousStatementOf = async (
  db: DbOrTx,
  account: CreditCardAccount,
  cutoff: string,
): Promise<PreviousStatement> => {
  const [last] = await db
    .select()
    .from(cardStatements)
    .where(and(eq(cardStatements.creditCardId, account.id), lt(cardStatements.cutoffDate, cutoff)))
    .orderBy(desc(cardStatements.cutoffDate))
    .limit(1);
  if (last)
    return {
      periodDebt: last.periodDebt,
      minimumPayment: last.minimumPayment,
      cutoffDate: last.cutoffDate,
      dueDate: last.dueDate,
    };
  return {
    periodDebt: account.statementDebt,
    minimumPayment: account.minimumPayment,
    cutoffDate: account.statementDate,
    dueDate: account.dueDate,
  };
};

/**
 * What was paid into the card between two instants: every credit to its debt account (a card debt
 * payment, whatever paid it) but a refund's, which the statement bills as a negative installment.
 */
export const paymentsBetween = async (db: DbOrTx, debtAccountId: string, from: Date, to: Date): Promise<bigint> => {
  if (to <= from) return 0n;
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(journal, eq(journal.id, ledgerEntries.journalId))
    .where(
      and(
        eq(ledgerEntries.accountId, debtAccountId),
        sql`${ledgerEntries.amount} > 0`,
        ne(journal.kind, 'CardRefund'),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    );
  return BigInt(row?.total ?? 0);
};

export interface DueInstallment {
  id: string;
  amount: bigint;
}

/** The next unbilled installment of every transaction of the account made before `until`. */
export const installmentsToBill = async (db: DbOrTx, creditCardId: string, until: Date): Promise<DueInstallment[]> =>
  db
    .selectDistinctOn([cardInstallments.transactionId], { id: cardInstallments.id, amount: cardInstallments.amount })
    .from(cardInstallments)
    .innerJoin(cardTransactions, eq(cardTransactions.id, cardInstallments.transactionId))
    .where(
      and(
        eq(cardInstallments.creditCardId, creditCardId),
        isNull(cardInstallments.statementId),
        eq(cardTransactions.status, 'Approved'),
        lt(cardTransactions.createdAt, until),
      ),
    )
    .orderBy(cardInstallments.transactionId, cardInstallments.number);

/** The account's main card (the live one first, the newest): the late charge's transaction is on it. */
export const mainCardOf = async (db: DbOrTx, creditCardId: string): Promise<typeof cards.$inferSelect | undefined> => {
  const [card] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.creditCardId, creditCardId), eq(cards.kind, 'Credit')))
    .orderBy(sql`(${cards.status} = 'Active') DESC`, desc(cards.openedAt))
    .limit(1);
  return card;
};

/** Installments billed by a statement (read by the statement answers). */
export const billedBy = (db: DbOrTx, statementId: string) =>
  db.select().from(cardInstallments).where(eq(cardInstallments.statementId, statementId));
