/**
 * One card change as a product of the decision flow (challenged: the code is bound to the
 * Idempotency-Key and the body). Every change loads the card with `ownCard` (another customer's
 * card is `card.notFound`), checks that the change applies to the card's kind and state, plans it
 * (a BusinessError refuses with message codes) and commits a `transition` guard on `cards` (from
 * the states the change allows, setting its columns), with the rows it needs: more cards' transitions
 * (a credit card's virtual cards cancelled with it), a card application, the SMS notice naming the
 * card as BIN + last 4. The answer is the card's detail as the commit leaves it.
 */
import { randomUUID } from 'node:crypto';
import type { CardStatus } from '../../../../src/contract/cards';
import { changeAppliesTo, type CardChange, type CardChangeResult } from '../../../../src/contract/cards-management';
import { maskCard } from '../../../../src/contract/masking';
import { MessageCode } from '../../../../src/contract/message-codes';
import type { cards } from '../../../db/schema/cards';
import { BusinessError } from '../../common/refusal';
import { success } from '../../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../../decisions/product';
import type { Commit, Guard, ProductRow } from '../../ledger/commit';
import { detailOf, ownCard, virtualCardsOf, type CardFacts } from '../card-reads';
import { OPERATION_TEXTS, noticeSms } from './management-texts';

export type CardSet = Partial<typeof cards.$inferInsert>;

/** What a change reads: the card (its PIN hash reduced to whether one is set), its virtual cards, the change's own facts. */
export interface ChangeFacts<X> {
  card: CardFacts;
  virtuals: CardFacts[];
  extra: X;
}

/** What a change writes, worked out at the commit (fresh ids and hashes, the commit's clock). */
export interface ChangeWrite {
  set: CardSet;
  /** Other cards moved in the same commit (a credit card's virtual cards on its cancellation). */
  others?: { id: string; from: readonly CardStatus[]; set: CardSet }[];
  rows?: ProductRow[];
  /** The linked account's number after the change (SetAccount). */
  accountNumber?: string | null;
  application?: CardChangeResult['application'];
  notice?: string | null;
  /** Whether an SMS tells the holder (false for a name or the notification setting). */
  sms?: boolean;
}

export interface ChangeSpec<Req extends { cardId: string }, X> {
  change: CardChange;
  /** The states the change starts from; another state refuses (`refuseState`, else card.notChangeable). */
  from: readonly CardStatus[];
  refuseState?: (status: CardStatus) => string | undefined;
  actionCode: number;
  loadExtra?: (ctx: ProductContext, request: Req, card: CardFacts) => Promise<X>;
  /** Pure: refuses with BusinessError, else says what the commit writes. */
  plan: (ctx: ProductContext, request: Req, facts: ChangeFacts<X>) => (now: Date) => ChangeWrite;
}

export interface ChangePlan extends ProductPlan {
  cardId: string;
}

const refuse = (code: string): never => {
  throw new BusinessError([code]);
};

/** The facts kept on the decision row never hold the PIN's hash: only whether one is set. */
const withoutPinHash = (facts: CardFacts): CardFacts => ({
  ...facts,
  card: { ...facts.card, pinHash: facts.card.pinHash === null ? null : 'set' },
});

const applied = (facts: CardFacts, set: CardSet, accountNumber?: string | null): CardFacts => ({
  ...facts,
  card: { ...facts.card, ...set } as CardFacts['card'],
  accountNumber: accountNumber === undefined ? facts.accountNumber : accountNumber,
});

export const cardChangeProduct = <Req extends { cardId: string }, X = null>(
  spec: ChangeSpec<Req, X>,
): DecisionProduct<Req, ChangeFacts<X>, ChangePlan> => ({
  name: `card-${spec.change}`,
  challenged: true,
  load: async (ctx, request) => {
    const { db } = ctx.deps;
    const card = await ownCard(db, ctx.decider.customerId, request.cardId);
    const virtuals = card.card.kind === 'Credit' ? await virtualCardsOf(db, ctx.decider.customerId, card.card.id) : [];
    const extra = spec.loadExtra ? await spec.loadExtra(ctx, request, card) : (null as X);
    return { card: withoutPinHash(card), virtuals: virtuals.map(withoutPinHash), extra };
  },
  plan: (ctx, request, facts) => {
    const { card } = facts.card;
    if (!changeAppliesTo(spec.change, card.kind)) refuse(MessageCode.CardChangeNotForVirtual);
    if (!spec.from.includes(card.status)) refuse(spec.refuseState?.(card.status) ?? MessageCode.CardNotChangeable);
    const write = spec.plan(ctx, request, facts);
    const masked = maskCard(card.cardNumber);
    return {
      cardId: card.id,
      message: {
        operation: {
          tur: `${masked} numaralı kart için ${OPERATION_TEXTS[spec.change].tur}`,
          eng: `${OPERATION_TEXTS[spec.change].eng} of the card ${masked}`,
        },
      },
      commit: () => {
        const { now, language, decider } = ctx;
        const w = write(now);
        const set: CardSet = w.set.status && w.set.status !== card.status ? { ...w.set, statusChangedAt: now } : w.set;
        const guards: Guard[] = [
          {
            kind: 'transition',
            table: 'cards',
            id: card.id,
            from: spec.from,
            set,
            refusal: MessageCode.CardNotChangeable,
          },
          ...(w.others ?? []).map((o): Guard => ({
            kind: 'transition',
            table: 'cards',
            id: o.id,
            from: o.from,
            set: o.set,
            refusal: MessageCode.CardNotChangeable,
          })),
        ];
        const rows: ProductRow[] = [...(w.rows ?? [])];
        if (w.sms !== false)
          rows.push({
            table: 'outbox',
            row: {
              id: randomUUID(),
              channel: 'sms',
              recipient: decider.phone,
              text: noticeSms(language, spec.change, masked),
              createdAt: now,
            },
          });
        const others = new Map((w.others ?? []).map((o) => [o.id, o.set]));
        const virtuals = facts.virtuals.map((v) => applied(v, others.get(v.card.id) ?? {}));
        const result: CardChangeResult = {
          card: detailOf(applied(facts.card, set, w.accountNumber), virtuals, ctx.deps.config.cards),
          application: w.application ?? null,
          notice: w.notice ?? null,
        };
        const commit: Commit = { at: now, guards, rows };
        return { commit, outcome: success(spec.actionCode, result) };
      },
    };
  },
});
