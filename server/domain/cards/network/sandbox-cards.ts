/** Every card of every customer, for a sandbox tester to pick one (BIN + last 4 only). */
import { asc } from 'drizzle-orm';
import type { SandboxCard } from '../../../../src/contract/cards-network';
import { maskCard } from '../../../../src/contract/masking';
import type { DbOrTx } from '../../../db/client';
import { cards } from '../../../db/schema/cards';

export const sandboxCards = async (db: DbOrTx): Promise<SandboxCard[]> => {
  const rows = await db.select().from(cards).orderBy(asc(cards.holderName), asc(cards.kind), asc(cards.openedAt));
  return rows.map((card) => ({
    id: card.id,
    maskedNumber: maskCard(card.cardNumber),
    kind: card.kind,
    status: card.status,
    holderName: card.holderName,
    productName: card.productName,
  }));
};
