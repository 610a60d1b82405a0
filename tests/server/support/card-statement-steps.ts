/**
 * Credit card statement steps for the server tests: a card's purchase with installments and a
 * refund written through the engine (the ledger posting, the card transaction, its installments),
 * a payment into the card, the statement run at a chosen instant, and the account's rows.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { DEFAULT_CONFIG, type ServerConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { cardStatements, cards } from '../../../server/db/schema/cards';
import { creditCards } from '../../../server/db/schema/payments';
import { runCardStatements } from '../../../server/domain/cards/statements/statement-run';
import { createLogger } from '../../../server/logger';
import { chartOf } from '../../../server/domain/ledger/chart';
import { applyCommit, postJournal } from '../../../server/domain/ledger/post';
import { payment } from '../../../server/domain/ledger/recipes';
import { DEMO_CREDIT_CARDS } from '../../../server/seed/seed-credit-cards';
import { transferTestConfig } from './transfer-steps';

export type CreditAccount = typeof creditCards.$inferSelect;

export const statementConfig = (): ServerConfig => ({ ...DEFAULT_CONFIG, ...transferTestConfig() });

export const accountOf = async (db: Db, demo: 0 | 1 | 2): Promise<CreditAccount> => {
  const [row] = await db
    .select()
    .from(creditCards)
    .where(eq(creditCards.cardNumber, DEMO_CREDIT_CARDS[demo].cardNumber));
  return row!;
};

export const mainCardOf = async (db: Db, account: CreditAccount) => {
  const [card] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.creditCardId, account.id), eq(cards.kind, 'Credit')));
  return card!;
};

/** Runs the statement run with the bank's clock at `iso`. */
export const runAt = (db: Db, iso: string, config: ServerConfig = statementConfig()) =>
  runCardStatements({ db, config, logger: createLogger('silent'), now: () => new Date(iso) });

/** A purchase (or a refund of `refundOf`, amount negative) of `amount` kuruş in `count` installments at `iso`. */
export const cardTransaction = async (
  db: Db,
  account: CreditAccount,
  {
    amount,
    count = 1,
    at,
    merchant = 'Test Market',
    refundOf,
  }: {
    amount: bigint;
    count?: number;
    at: string;
    merchant?: string;
    refundOf?: string;
  },
): Promise<string> => {
  const card = await mainCardOf(db, account);
  const chart = chartOf(db);
  const id = randomUUID();
  const journalId = randomUUID();
  const refund = refundOf !== undefined;
  const absolute = amount < 0n ? -amount : amount;
  const settlement = chart.id('cardSettlement', 'TRY');
  const part = absolute / BigInt(count);
  const parts = Array.from({ length: count }, (_, i) => (i === 0 ? absolute - part * BigInt(count - 1) : part));
  await applyCommit(db, {
    at: new Date(at),
    journal: {
      id: journalId,
      kind: refund ? 'CardRefund' : 'CardSpending',
      description: merchant,
      createdAt: new Date(at),
      postings: [
        refund
          ? payment(settlement, account.debtAccountId, absolute, 'TRY', { text: merchant })
          : payment(account.debtAccountId, settlement, absolute, 'TRY', { text: merchant }),
      ],
    },
    rows: [
      {
        table: 'card_transactions',
        row: {
          id,
          cardId: card.id,
          customerId: account.customerId,
          creditCardId: account.id,
          journalId,
          kind: refund ? 'Refund' : 'Purchase',
          status: 'Approved',
          merchant,
          channel: 'Chip',
          amount: absolute,
          currency: 'TRY',
          installments: count,
          refundOf: refundOf ?? null,
          createdAt: new Date(at),
        },
      },
      ...parts.map((p, i) => ({
        table: 'card_installments' as const,
        row: {
          id: randomUUID(),
          transactionId: id,
          creditCardId: account.id,
          number: i + 1,
          count,
          amount: refund ? -p : p,
        },
      })),
    ],
  });
  return id;
};

/** A payment into the card from another bank at `iso`. */
export const payCard = async (db: Db, account: CreditAccount, amount: bigint, at: string): Promise<void> =>
  postJournal(db, {
    id: randomUUID(),
    kind: 'CardDebtPayment',
    description: 'Test card payment',
    createdAt: new Date(at),
    postings: [
      payment(chartOf(db).id('centralBank', 'TRY'), account.debtAccountId, amount, 'TRY', {
        text: 'Test card payment',
      }),
    ],
  });

export const statementsOf = (db: Db, account: CreditAccount) =>
  db
    .select()
    .from(cardStatements)
    .where(eq(cardStatements.creditCardId, account.id))
    .orderBy(desc(cardStatements.cutoffDate), asc(cardStatements.id));
