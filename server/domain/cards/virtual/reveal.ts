/**
 * Showing a virtual card's number, expiry and CVV: a decision with a fresh code every time (a new
 * Idempotency-Key per reveal), on an Active virtual card of the customer. Its stored outcome, what a
 * replay of the key answers, holds only the card id, when and for how long: the route adds the
 * secrets (`revealSecrets`) to the answer of the call that committed, and nothing keeps them. The CVV
 * is never stored: it is an HMAC-SHA256 of the number and expiry under a key derived from the
 * bank's transport key (kept in the database), so it is the same at every reveal.
 */
import { and, eq } from 'drizzle-orm';
import { ActionCode } from '../../../../src/contract/action-codes';
import type { RevealVirtualCardRequest, RevealedCard } from '../../../../src/contract/cards-virtual';
import { MessageCode } from '../../../../src/contract/message-codes';
import type { DbOrTx } from '../../../db/client';
import { cards } from '../../../db/schema/cards';
import { BusinessError } from '../../common/refusal';
import { derivedKey, macOf } from '../../security/derived-keys';
import { success, type SuccessOutcome } from '../../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../../decisions/product';
import type { Commit } from '../../ledger/commit';
import { expiryText } from '../new-card';
import { checkVirtual, loadVirtualCard, type VirtualCardFacts } from './update-limit';

export const planRevealVirtual = (
  ctx: ProductContext,
  _request: RevealVirtualCardRequest,
  facts: VirtualCardFacts,
): ProductPlan => {
  checkVirtual(facts, ['Active']);
  const commit = (): { commit: Commit; outcome: SuccessOutcome } => {
    const answer: RevealedCard = {
      cardId: facts.cardId,
      revealedAt: ctx.now.toISOString(),
      expiresInSeconds: ctx.deps.config.cards.revealSeconds,
    };
    return {
      commit: {
        at: ctx.now,
        // Still Active when the code arrives.
        guards: [
          {
            kind: 'transition',
            table: 'cards',
            id: facts.cardId,
            from: ['Active'],
            set: {},
            refusal: MessageCode.VirtualCardNotActive,
          },
        ],
      },
      outcome: success(ActionCode.VirtualCardRevealed, answer),
    };
  };
  return {
    message: {
      operation: { tur: 'sanal kart bilgilerini görüntüleme', eng: 'showing your virtual card details' },
      payee: facts.maskedNumber,
    },
    commit,
  };
};

export const revealVirtualCardProduct: DecisionProduct<RevealVirtualCardRequest, VirtualCardFacts, ProductPlan> = {
  name: 'virtual-card-reveal',
  challenged: true,
  load: (ctx, request) => loadVirtualCard(ctx, request.cardId),
  plan: planRevealVirtual,
};

/** Three digits from HMAC-SHA256(key, number + expiry). */
export const cvvOf = (key: Buffer, cardNumber: string, expiry: string): string => {
  const mac = macOf(key, `${cardNumber}|${expiry}`);
  return String(mac.readUInt32BE(0) % 1000).padStart(3, '0');
};

/** The secrets the route adds to the committing call's answer: the full number, "MM/YY" and the CVV. */
export const revealSecrets = async (
  db: DbOrTx,
  customerId: string,
  cardId: string,
): Promise<{ cardNumber: string; expiry: string; cvv: string }> => {
  const [card] = await db
    .select({ cardNumber: cards.cardNumber, expiryMonth: cards.expiryMonth, expiryYear: cards.expiryYear })
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.customerId, customerId), eq(cards.kind, 'Virtual')));
  if (!card) throw new BusinessError([MessageCode.CardNotFound]);
  const expiry = expiryText(card);
  return {
    cardNumber: card.cardNumber,
    expiry,
    cvv: cvvOf(await derivedKey(db, 'emanet-virtual-card-cvv'), card.cardNumber, expiry),
  };
};
