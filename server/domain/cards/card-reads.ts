/**
 * Reading a customer's cards: the rows with what a credit card owes and has left (its debt account's
 * balance), as the answers name them (BIN + last 4 only). `ownCard` is every card operation's first
 * read: another customer's card, or none, is `card.notFound`.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CardDetail, CardSummary } from '../../../src/contract/cards';
import { maskCard } from '../../../src/contract/masking';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, parseAmount } from '../../../src/contract/money';
import type { CardSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { cards } from '../../db/schema/cards';
import { limitUsage } from '../../db/schema/limits';
import { creditCards } from '../../db/schema/payments';
import { BusinessError } from '../common/refusal';

export type CardRow = typeof cards.$inferSelect;
export type CreditCardRow = typeof creditCards.$inferSelect;

/** A card with its credit card account (credit and virtual cards), the debt and what a virtual card spent this period. */
export interface CardFacts {
  card: CardRow;
  credit: CreditCardRow | null;
  /** The credit card's debt now (its debt account's negative balance, as a positive amount). */
  debt: bigint;
  /** The linked account's number (a debit card's account, a credit card's automatic payment account). */
  accountNumber: string | null;
  /** A virtual card: what it spent in the current statement period (its own limit's counter). */
  virtualUsed: bigint;
}

const select = (db: DbOrTx) =>
  db
    .select({
      card: cards,
      credit: creditCards,
      debtBalance: sql<string | null>`(SELECT balance FROM accounts d WHERE d.id = ${creditCards.debtAccountId})`,
      accountNumber: accounts.accountNumber,
      virtualUsed: limitUsage.used,
    })
    .from(cards)
    .leftJoin(creditCards, eq(creditCards.id, cards.creditCardId))
    .leftJoin(accounts, eq(accounts.id, cards.accountId))
    .leftJoin(
      limitUsage,
      and(
        eq(limitUsage.customerId, cards.customerId),
        // virtualUsageCode(card id), built in SQL from the joined card.
        eq(limitUsage.limitCode, sql`'card-virtual:' || ${cards.id}`),
        eq(limitUsage.periodStart, creditCards.statementDate),
      ),
    );

type Selected = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const factsOf = (row: Selected): CardFacts => {
  const balance = row.debtBalance === null ? 0n : BigInt(row.debtBalance);
  return {
    card: row.card,
    credit: row.credit,
    debt: balance < 0n ? -balance : 0n,
    accountNumber: row.accountNumber,
    virtualUsed: row.virtualUsed ?? 0n,
  };
};

/** Every card of a customer: credit, debit, then virtual cards, each newest first. */
export const cardsOf = async (db: DbOrTx, customerId: string): Promise<CardFacts[]> => {
  const rows = await select(db)
    .where(eq(cards.customerId, customerId))
    .orderBy(asc(cards.kind), desc(cards.openedAt), asc(cards.id));
  return rows.map(factsOf);
};

/** One card of the customer; another customer's card, or none, refuses with `card.notFound`. */
export const ownCard = async (db: DbOrTx, customerId: string, cardId: string): Promise<CardFacts> => {
  const [row] = await select(db).where(and(eq(cards.id, cardId), eq(cards.customerId, customerId)));
  if (!row) throw new BusinessError([MessageCode.CardNotFound]);
  return factsOf(row);
};

/** A main credit card's virtual cards. */
export const virtualCardsOf = async (db: DbOrTx, customerId: string, parentCardId: string): Promise<CardFacts[]> => {
  const rows = await select(db)
    .where(and(eq(cards.customerId, customerId), eq(cards.parentCardId, parentCardId)))
    .orderBy(asc(cards.openedAt));
  return rows.map(factsOf);
};

const tl = (minor: bigint): string => formatAmount(minor, 'TRY');
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** What a credit or virtual card may still spend: the main limit less the debt; a virtual card also its own limit less this period's spending. */
export const availableLimitOf = (facts: CardFacts): bigint | null => {
  if (!facts.credit) return null;
  const main = facts.credit.limit - facts.debt;
  const left =
    facts.card.kind === 'Virtual' && facts.card.virtualLimit !== null
      ? min(main, facts.card.virtualLimit - facts.virtualUsed)
      : main;
  return left < 0n ? 0n : left;
};

export const summaryOf = (facts: CardFacts): CardSummary => {
  const { card, credit } = facts;
  const isVirtual = card.kind === 'Virtual';
  return {
    id: card.id,
    kind: card.kind,
    maskedNumber: maskCard(card.cardNumber),
    productName: card.productName,
    nickname: card.nickname,
    holderName: card.holderName,
    status: card.status,
    statusReason: card.statusReason,
    expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`,
    accountNumber: facts.accountNumber,
    currency: 'TRY',
    limit: credit ? tl(isVirtual && card.virtualLimit !== null ? card.virtualLimit : credit.limit) : null,
    availableLimit: credit ? tl(availableLimitOf(facts)!) : null,
    periodDebt: credit && !isVirtual ? tl(min(credit.statementDebt, facts.debt)) : null,
    minimumPayment: credit && !isVirtual ? tl(min(credit.minimumPayment, facts.debt)) : null,
    currentDebt: credit && !isVirtual ? tl(facts.debt) : null,
    cutoffDate: credit ? credit.nextCutoffDate : null,
    dueDate: credit && !isVirtual ? credit.dueDate : null,
    parentCardId: card.parentCardId,
  };
};

const limitsText = (limits: { atm: string; pos: string; online: string }) => ({
  atm: tl(parseAmount(limits.atm, 'TRY')!),
  pos: tl(parseAmount(limits.pos, 'TRY')!),
  online: tl(parseAmount(limits.online, 'TRY')!),
});

export const detailOf = (facts: CardFacts, virtualCards: CardFacts[], settings: CardSettings): CardDetail => {
  const { card, credit } = facts;
  return {
    ...summaryOf(facts),
    permissions: {
      online: card.onlineEnabled,
      contactless: card.contactlessEnabled,
      abroad: card.abroadEnabled,
      atmAbroad: card.atmAbroadEnabled,
    },
    notificationsEnabled: card.notificationsEnabled,
    limits: { atm: tl(card.dailyAtmLimit), pos: tl(card.dailyPosLimit), online: tl(card.dailyOnlineLimit) },
    maxLimits: limitsText(card.kind === 'Debit' ? settings.debitMaxima : settings.creditMaxima),
    pinSet: card.pinHash !== null,
    cutoffDay: credit && card.kind === 'Credit' ? credit.cutoffDay : null,
    cutoffDays: credit && card.kind === 'Credit' ? settings.cutoffDays : null,
    statementPreference: credit && card.kind === 'Credit' ? credit.statementPreference : null,
    virtualCards: virtualCards.map(summaryOf),
    openedAt: card.openedAt.toISOString(),
    statusChangedAt: card.statusChangedAt?.toISOString() ?? null,
  };
};

/** `GET /Card/GetCard/{id}`. */
export const cardDetail = async (
  db: DbOrTx,
  customerId: string,
  cardId: string,
  settings: CardSettings,
): Promise<CardDetail> => {
  const facts = await ownCard(db, customerId, cardId);
  const virtual = facts.card.kind === 'Credit' ? await virtualCardsOf(db, customerId, facts.card.id) : [];
  return detailOf(facts, virtual, settings);
};
