/** Card network steps for the server tests: a terminal's purchase and a merchant's refund over the sandbox API, cards and balances from the database. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { accounts } from '../../../server/db/schema/accounts';
import { cardInstallments, cardTransactions, cards } from '../../../server/db/schema/cards';
import { journal } from '../../../server/db/schema/ledger';
import { outbox } from '../../../server/db/schema/outbox';
import { creditCards } from '../../../server/db/schema/payments';
import type { CardAuthorisation, SandboxCard } from '../../../src/contract/cards-network';
import type { Language } from '../../../src/contract/headers';
import { call, type Reply } from './http-client';
import type { Envelope } from './transfer-steps';

export type NetworkReply = Reply<Envelope<CardAuthorisation>>;

export const purchase = (
  base: string,
  body: Record<string, unknown>,
  language: Language = 'tur',
): Promise<NetworkReply> =>
  call<Envelope<CardAuthorisation>>(base, '/api/Sandbox/Card/Purchase', {
    json: { merchant: 'MIGROS KADIKOY', currency: 'TRY', channel: 'Chip', ...body },
    headers: { 'X-Language': language },
  });

export const refundOf = (
  base: string,
  body: Record<string, unknown>,
  language: Language = 'tur',
): Promise<NetworkReply> =>
  call<Envelope<CardAuthorisation>>(base, '/api/Sandbox/Card/Refund', {
    json: body,
    headers: { 'X-Language': language },
  });

export const sandboxCardList = async (base: string): Promise<SandboxCard[]> =>
  (await call<Envelope<{ items: SandboxCard[] }>>(base, '/api/Sandbox/Card/Cards')).body.data.items;

export const cardByNumber = async (db: Db, cardNumber: string) =>
  (await db.select().from(cards).where(eq(cards.cardNumber, cardNumber)))[0]!;

export const setCard = async (db: Db, cardId: string, set: Partial<typeof cards.$inferInsert>) =>
  db.update(cards).set(set).where(eq(cards.id, cardId));

/** The balance of the account a card spends from: the debit card's account, or the credit card's debt account. */
export const fundingBalance = async (db: Db, cardId: string): Promise<bigint> => {
  const card = (await db.select().from(cards).where(eq(cards.id, cardId)))[0]!;
  if (card.creditCardId) {
    const [row] = await db
      .select({ balance: accounts.balance })
      .from(creditCards)
      .innerJoin(accounts, eq(accounts.id, creditCards.debtAccountId))
      .where(eq(creditCards.id, card.creditCardId));
    return row!.balance;
  }
  return (await db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, card.accountId!)))[0]!
    .balance;
};

export const settlementBalance = async (db: Db): Promise<bigint> =>
  (await db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.accountNumber, 'GL-CARD-TRY')))[0]!
    .balance;

export const transactionRows = (db: Db, cardId: string) =>
  db.select().from(cardTransactions).where(eq(cardTransactions.cardId, cardId));

export const installmentsOf = (db: Db, transactionId: string) =>
  db
    .select()
    .from(cardInstallments)
    .where(eq(cardInstallments.transactionId, transactionId))
    .orderBy(cardInstallments.number);

/** The journals of a kind that moved a card's money (through its card_transactions rows). */
export const journalsOfKind = async (db: Db, cardId: string, kind: (typeof journal.$inferSelect)['kind']) =>
  (
    await db
      .select({ n: sql<number>`count(distinct ${journal.id})::int` })
      .from(journal)
      .innerJoin(cardTransactions, eq(cardTransactions.journalId, journal.id))
      .where(and(eq(cardTransactions.cardId, cardId), eq(journal.kind, kind)))
  )[0]!.n;

export const smsTo = (db: Db, phone: string) => db.select().from(outbox).where(eq(outbox.recipient, phone));
