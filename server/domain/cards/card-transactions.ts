/**
 * A card's transactions as its detail page shows them (`GET /Card/GetTransactions/{cardId}`): what the
 * card network brought (approved and declined, a purchase with its installment k/n) and, on a
 * credit card, the payments made to it, newest first, in pages. A debit card: its recent lines. A
 * main credit card's current period: every line since its last cut-off (its own and its virtual
 * cards', marked) and the older installment purchases still billing; a virtual card: its own lines.
 * Cards are named by BIN + last 4 only.
 */
import { and, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  CardTransactionLine,
  CardTransactionPeriod,
  CardTransactions,
  CardTransactionsQuery,
} from '../../../src/contract/card-transactions';
import type { Language } from '../../../src/contract/headers';
import { maskCard } from '../../../src/contract/masking';
import { formatAmount } from '../../../src/contract/money';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { cardTransactions, cards } from '../../db/schema/cards';
import { cardDebtPayments } from '../../db/schema/payments';
import { textFor } from '../common/texts';
import { ownCard, type CardFacts } from './card-reads';
import { endOfDay } from './statements/statement-facts';

/** Lines per page. */
export const CARD_TRANSACTIONS_PAGE = 50;

interface Cursor {
  at: Date;
  id: string;
}

const cursorText = (line: { createdAt: string; id: string }): string => `${Date.parse(line.createdAt)}.${line.id}`;

const parseCursor = (text: string | undefined): Cursor | undefined => {
  if (!text) return undefined;
  const [at, id] = text.split('.') as [string, string];
  return { at: new Date(Number(at)), id };
};

/** Older than the cursor, by (created_at, id) descending. */
const before = (createdAt: AnyPgColumn, id: AnyPgColumn, cursor?: Cursor) =>
  cursor ? sql`(${createdAt}, ${id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined;

/** The network's lines of a card (or of a credit card account), with the next unbilled installment of each. */
const networkLines = async (db: DbOrTx, scope: SQL, since: Date | null, cursor: Cursor | undefined, limit: number) => {
  // The current period: made since the cut-off, or an installment purchase still billing.
  const unbilled = sql`exists (select 1 from card_installments i where i.transaction_id = ${cardTransactions.id} and i.statement_id is null)`;
  const period = since
    ? or(sql`${cardTransactions.createdAt} >= ${since.toISOString()}::timestamptz`, unbilled)
    : undefined;
  return db
    .select({
      tx: cardTransactions,
      cardNumber: cards.cardNumber,
      cardKind: cards.kind,
      nextNumber: sql<
        number | null
      >`(select min(i.number) from card_installments i where i.transaction_id = ${cardTransactions.id} and i.statement_id is null)`,
      nextAmount: sql<
        string | null
      >`(select i.amount from card_installments i where i.transaction_id = ${cardTransactions.id} and i.statement_id is null order by i.number limit 1)`,
    })
    .from(cardTransactions)
    .innerJoin(cards, eq(cards.id, cardTransactions.cardId))
    .where(and(scope, period, before(cardTransactions.createdAt, cardTransactions.id, cursor)))
    .orderBy(desc(cardTransactions.createdAt), desc(cardTransactions.id))
    .limit(limit);
};

/** Payments made to a credit card account (any payer's account of this bank, shown by its number). */
const paymentLines = async (
  db: DbOrTx,
  creditCardId: string,
  since: Date | null,
  cursor: Cursor | undefined,
  limit: number,
) =>
  db
    .select({ payment: cardDebtPayments, accountNumber: accounts.accountNumber })
    .from(cardDebtPayments)
    .innerJoin(accounts, eq(accounts.id, cardDebtPayments.sourceAccountId))
    .where(
      and(
        eq(cardDebtPayments.creditCardId, creditCardId),
        since ? sql`${cardDebtPayments.createdAt} >= ${since.toISOString()}::timestamptz` : undefined,
        before(cardDebtPayments.createdAt, cardDebtPayments.id, cursor),
      ),
    )
    .orderBy(desc(cardDebtPayments.createdAt), desc(cardDebtPayments.id))
    .limit(limit);

type NetworkRow = Awaited<ReturnType<typeof networkLines>>[number];
type PaymentRow = Awaited<ReturnType<typeof paymentLines>>[number];

const networkLine = (row: NetworkRow, viewed: CardFacts, language: Language): CardTransactionLine => {
  const { tx } = row;
  const count = tx.installments;
  return {
    id: tx.id,
    kind: tx.kind,
    status: tx.status,
    declineReason: tx.declineReason,
    declineText: tx.declineReason ? textFor(tx.declineReason, language) : null,
    merchant: tx.merchant,
    channel: tx.channel,
    abroad: tx.abroad,
    amount: formatAmount(tx.amount, tx.currency),
    currency: tx.currency,
    originalAmount:
      tx.originalAmount !== null && tx.originalCurrency ? formatAmount(tx.originalAmount, tx.originalCurrency) : null,
    originalCurrency: tx.originalCurrency,
    installmentNumber: count > 1 && row.nextNumber !== null ? Number(row.nextNumber) : null,
    installmentCount: count,
    installmentAmount: count > 1 && row.nextAmount !== null ? formatAmount(BigInt(row.nextAmount), tx.currency) : null,
    cardId: tx.cardId,
    maskedNumber: maskCard(row.cardNumber),
    virtual: row.cardKind === 'Virtual' && viewed.card.kind !== 'Virtual',
    createdAt: tx.createdAt.toISOString(),
  };
};

const paymentLine = (row: PaymentRow): CardTransactionLine => ({
  id: row.payment.id,
  kind: 'Payment',
  status: 'Approved',
  declineReason: null,
  declineText: null,
  merchant: row.accountNumber,
  channel: null,
  abroad: false,
  amount: formatAmount(row.payment.amount, row.payment.currency),
  currency: row.payment.currency,
  originalAmount: null,
  originalCurrency: null,
  installmentNumber: null,
  installmentCount: 1,
  installmentAmount: null,
  cardId: null,
  maskedNumber: null,
  virtual: false,
  createdAt: row.payment.createdAt.toISOString(),
});

/** When a credit card's current period began: the end of its last cut-off's (Istanbul) day. */
export const periodStartOf = (facts: CardFacts): Date | null =>
  facts.credit ? endOfDay(facts.credit.statementDate) : null;

/** `GET /Card/GetTransactions/{cardId}`: the customer's own card only (else `card.notFound`). */
export const cardTransactionsOf = async (
  db: DbOrTx,
  customerId: string,
  cardId: string,
  query: CardTransactionsQuery,
  language: Language,
): Promise<CardTransactions> => {
  const facts = await ownCard(db, customerId, cardId);
  const period: CardTransactionPeriod = query.period ?? 'current';
  const isMain = facts.card.kind === 'Credit' && facts.credit !== null;
  const since = period === 'current' && facts.card.kind !== 'Debit' ? periodStartOf(facts) : null;
  const cursor = parseCursor(query.cursor);
  const limit = CARD_TRANSACTIONS_PAGE + 1;
  const scope = isMain
    ? and(eq(cardTransactions.creditCardId, facts.credit!.id), isNotNull(cardTransactions.creditCardId))!
    : eq(cardTransactions.cardId, facts.card.id);
  const network = await networkLines(db, scope, since, cursor, limit);
  const payments = isMain ? await paymentLines(db, facts.credit!.id, since, cursor, limit) : [];
  const merged = [...network.map((row) => networkLine(row, facts, language)), ...payments.map(paymentLine)].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  const page = merged.slice(0, CARD_TRANSACTIONS_PAGE);
  const last = page.at(-1);
  return {
    cardId: facts.card.id,
    period,
    since: since ? since.toISOString() : null,
    transactions: page,
    nextCursor: merged.length > CARD_TRANSACTIONS_PAGE && last ? cursorText(last) : null,
  };
};
