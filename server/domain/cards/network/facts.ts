/**
 * What the network reads before it decides: the card (by id, or by the full number a terminal
 * sends), its credit card account, its holder's phone (the SMS) and, for a virtual card, its main
 * card's status. The commit checks state and limits again under locks; these facts only choose
 * the decline reason a terminal hears first and shape the commit.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MessageCode } from '../../../../src/contract/message-codes';
import type { CardStatus } from '../../../../src/contract/cards';
import type { DbOrTx } from '../../../db/client';
import { customers } from '../../../db/schema/auth';
import { cardTransactions, cards } from '../../../db/schema/cards';
import { creditCards } from '../../../db/schema/payments';
import { BusinessError } from '../../common/refusal';
import type { CardRow, CreditCardRow } from '../card-reads';

export type CardTransactionRow = typeof cardTransactions.$inferSelect;

export interface NetworkCard {
  card: CardRow;
  credit: CreditCardRow | null;
  phone: string;
  /** A virtual card's main card status (null for others). */
  parentStatus: CardStatus | null;
}

const select = (db: DbOrTx) =>
  db
    .select({
      card: cards,
      credit: creditCards,
      phone: customers.phone,
      parentStatus: sql<CardStatus | null>`(SELECT p.status FROM cards p WHERE p.id = ${cards.parentCardId})`,
    })
    .from(cards)
    .innerJoin(customers, eq(customers.id, cards.customerId))
    .leftJoin(creditCards, eq(creditCards.id, cards.creditCardId));

/** The card by its id or its full number; none is `card.notFound`. */
export const networkCard = async (
  db: DbOrTx,
  by: { cardId?: string | undefined; cardNumber?: string | undefined },
): Promise<NetworkCard> => {
  const where = by.cardId ? eq(cards.id, by.cardId) : by.cardNumber ? eq(cards.cardNumber, by.cardNumber) : undefined;
  const [row] = where ? await select(db).where(where) : [];
  if (!row) throw new BusinessError([MessageCode.CardNotFound]);
  return row;
};

/** A card transaction by id. */
export const cardTransactionById = async (db: DbOrTx, id: string): Promise<CardTransactionRow | undefined> => {
  const [row] = await db.select().from(cardTransactions).where(eq(cardTransactions.id, id));
  return row;
};

/**
 * The id of the transaction a network message makes: derived from the card (or purchase) and the
 * network's reference, so a retried message names the same row and its insert cannot happen twice.
 */
export const networkTransactionId = (scope: string, kind: string, reference: string): string => {
  const hex = createHash('sha256').update(`emanet-card-network:${scope}:${kind}:${reference}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
