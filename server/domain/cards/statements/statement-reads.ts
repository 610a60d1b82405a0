/**
 * Reading a customer's credit card statements: the statements of a card's credit card account
 * (a virtual card reads its main card's), newest first, with the lines each billed. Another
 * customer's card or statement is not found.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CardStatement, CardStatementList, StatementLine } from '../../../../src/contract/card-statements';
import { maskCard } from '../../../../src/contract/masking';
import { MessageCode } from '../../../../src/contract/message-codes';
import { formatAmount } from '../../../../src/contract/money';
import type { DbOrTx } from '../../../db/client';
import { cardInstallments, cardStatements, cardTransactions } from '../../../db/schema/cards';
import { creditCards } from '../../../db/schema/payments';
import { BusinessError } from '../../common/refusal';
import { ownCard } from '../card-reads';

type StatementRow = typeof cardStatements.$inferSelect;

const tl = (minor: bigint): string => formatAmount(minor, 'TRY');

const linesOf = async (db: DbOrTx, statementIds: string[]): Promise<Map<string, StatementLine[]>> => {
  const byStatement = new Map<string, StatementLine[]>();
  if (statementIds.length === 0) return byStatement;
  const rows = await db
    .select({ installment: cardInstallments, transaction: cardTransactions })
    .from(cardInstallments)
    .innerJoin(cardTransactions, eq(cardTransactions.id, cardInstallments.transactionId))
    .where(inArray(cardInstallments.statementId, statementIds))
    .orderBy(asc(cardTransactions.createdAt), asc(cardInstallments.id));
  for (const { installment, transaction } of rows) {
    const list = byStatement.get(installment.statementId!) ?? [];
    list.push({
      transactionId: transaction.id,
      kind: transaction.kind,
      date: transaction.createdAt.toISOString(),
      merchant: transaction.merchant,
      installment: installment.number,
      installments: installment.count,
      amount: tl(installment.amount),
      transactionAmount: tl(transaction.kind === 'Refund' ? -transaction.amount : transaction.amount),
    });
    byStatement.set(installment.statementId!, list);
  }
  return byStatement;
};

const statementOf = (row: StatementRow, lines: StatementLine[]): CardStatement => ({
  id: row.id,
  periodStart: row.periodStart,
  cutoffDate: row.cutoffDate,
  dueDate: row.dueDate,
  previousDebt: tl(row.previousDebt),
  payments: tl(row.payments),
  newCharges: tl(row.newCharges),
  lateCharge: tl(row.lateCharge),
  periodDebt: tl(row.periodDebt),
  minimumPayment: tl(row.minimumPayment),
  currency: 'TRY',
  lines,
});

/** The credit card account of one of the customer's cards (a debit card has none: not a credit card). */
const creditAccountOf = async (db: DbOrTx, customerId: string, cardId: string) => {
  const facts = await ownCard(db, customerId, cardId);
  if (!facts.credit) throw new BusinessError([MessageCode.CardStatementNotCreditCard]);
  return facts.credit;
};

/** `GET /Card/GetStatements/{cardId}`. */
export const statementsOfCard = async (db: DbOrTx, customerId: string, cardId: string): Promise<CardStatementList> => {
  const account = await creditAccountOf(db, customerId, cardId);
  const rows = await db
    .select()
    .from(cardStatements)
    .where(eq(cardStatements.creditCardId, account.id))
    .orderBy(desc(cardStatements.cutoffDate));
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    cardId,
    maskedNumber: maskCard(account.cardNumber),
    statements: rows.map((row) => statementOf(row, lines.get(row.id) ?? [])),
  };
};

export interface OwnStatement {
  statement: CardStatement;
  maskedNumber: string;
  holderName: string;
  productName: string;
  limit: string;
}

/** One of the customer's statements (its PDF); another customer's is not found. */
export const ownStatement = async (db: DbOrTx, customerId: string, statementId: string): Promise<OwnStatement> => {
  const [row] = await db
    .select({ statement: cardStatements, account: creditCards })
    .from(cardStatements)
    .innerJoin(creditCards, eq(creditCards.id, cardStatements.creditCardId))
    .where(and(eq(cardStatements.id, statementId), eq(creditCards.customerId, customerId)));
  if (!row) throw new BusinessError([MessageCode.CardStatementNotFound]);
  const lines = await linesOf(db, [row.statement.id]);
  return {
    statement: statementOf(row.statement, lines.get(row.statement.id) ?? []),
    maskedNumber: maskCard(row.account.cardNumber),
    holderName: row.account.holderName,
    productName: row.account.productName,
    limit: tl(row.account.limit),
  };
};
