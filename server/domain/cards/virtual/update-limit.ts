/**
 * A virtual card's own limit changed (a decision with a code): an Active or Frozen virtual card of
 * the customer, the new limit above zero and at most its main card's limit. The commit is one
 * transition of the card setting `virtual_limit`.
 */
import { ActionCode } from '../../../../src/contract/action-codes';
import type { UpdateVirtualLimitRequest, VirtualCardAnswer } from '../../../../src/contract/cards-virtual';
import { maskCard } from '../../../../src/contract/masking';
import { MessageCode } from '../../../../src/contract/message-codes';
import { formatAmount } from '../../../../src/contract/money';
import { formatMoneyText } from '../../../../src/contract/money-text';
import { BusinessError } from '../../common/refusal';
import { success, type SuccessOutcome } from '../../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../../decisions/product';
import type { Commit } from '../../ledger/commit';
import { ownCard } from '../card-reads';
import { expiryText } from '../new-card';
import { parseVirtualLimit } from './limit-rule';

/** The virtual card as the plan needs it (never its number: facts are kept on the decision row). */
export interface VirtualCardFacts {
  cardId: string;
  kind: string;
  status: string;
  mainCardId: string | null;
  maskedNumber: string;
  nickname: string | null;
  expiry: string;
  mainLimit: bigint;
}

export const loadVirtualCard = async (ctx: ProductContext, cardId: string): Promise<VirtualCardFacts> => {
  const facts = await ownCard(ctx.deps.db, ctx.decider.customerId, cardId);
  return {
    cardId: facts.card.id,
    kind: facts.card.kind,
    status: facts.card.status,
    mainCardId: facts.card.parentCardId,
    maskedNumber: maskCard(facts.card.cardNumber),
    nickname: facts.card.nickname,
    expiry: expiryText(facts.card),
    mainLimit: facts.credit?.limit ?? 0n,
  };
};

/** Refuses a card that is not a virtual card in one of `states`. */
export const checkVirtual = (facts: VirtualCardFacts, states: readonly string[]): void => {
  if (facts.kind !== 'Virtual') throw new BusinessError([MessageCode.VirtualCardNotVirtual]);
  if (!states.includes(facts.status)) throw new BusinessError([MessageCode.VirtualCardNotActive]);
};

const LIVE = ['Active', 'Frozen'] as const;

export const planUpdateVirtualLimit = (
  ctx: ProductContext,
  request: UpdateVirtualLimitRequest,
  facts: VirtualCardFacts,
): ProductPlan => {
  checkVirtual(facts, LIVE);
  const limit = parseVirtualLimit(request.limit, facts.mainLimit);
  const commit = (): { commit: Commit; outcome: SuccessOutcome } => {
    const answer: VirtualCardAnswer = {
      cardId: facts.cardId,
      mainCardId: facts.mainCardId ?? '',
      maskedNumber: facts.maskedNumber,
      nickname: facts.nickname,
      expiry: facts.expiry,
      limit: formatAmount(limit, 'TRY'),
      mainLimit: formatAmount(facts.mainLimit, 'TRY'),
      currency: 'TRY',
    };
    return {
      commit: {
        at: ctx.now,
        guards: [
          {
            kind: 'transition',
            table: 'cards',
            id: facts.cardId,
            from: LIVE,
            set: { virtualLimit: limit },
            refusal: MessageCode.VirtualCardNotActive,
          },
        ],
      },
      outcome: success(ActionCode.VirtualCardLimitUpdated, answer),
    };
  };
  return {
    message: {
      operation: { tur: 'sanal kart limit güncellemesi', eng: 'virtual card limit update' },
      amount: formatMoneyText(formatAmount(limit, 'TRY'), 'TRY', ctx.language, { fixed: true }),
      payee: facts.maskedNumber,
    },
    commit,
  };
};

export const updateVirtualLimitProduct: DecisionProduct<UpdateVirtualLimitRequest, VirtualCardFacts, ProductPlan> = {
  name: 'virtual-card-limit',
  challenged: true,
  load: (ctx, request) => loadVirtualCard(ctx, request.cardId),
  plan: planUpdateVirtualLimit,
};
