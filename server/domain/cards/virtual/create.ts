/**
 * Creating a virtual card (a decision with a code): under an Active main credit card of the customer,
 * its own limit above zero and at most the main card's, at most MAX_VIRTUAL_CARDS live ones per main
 * card. The commit inserts the card (kind Virtual, BIN 515899, a fresh number, three years, the main
 * card's credit card account): online on, contactless and ATM abroad off (it only spends online).
 */
import { randomUUID } from 'node:crypto';
import { ActionCode } from '../../../../src/contract/action-codes';
import {
  MAX_VIRTUAL_CARDS,
  type CreateVirtualCardRequest,
  type VirtualCardAnswer,
} from '../../../../src/contract/cards-virtual';
import { maskCard } from '../../../../src/contract/masking';
import { MessageCode } from '../../../../src/contract/message-codes';
import { formatAmount } from '../../../../src/contract/money';
import { formatMoneyText } from '../../../../src/contract/money-text';
import { BusinessError } from '../../common/refusal';
import { success, type SuccessOutcome } from '../../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../../decisions/product';
import type { Commit } from '../../ledger/commit';
import { ownCard, virtualCardsOf } from '../card-reads';
import { countGuard, countUsed, virtualCountCode } from '../count-guard';
import { CREDIT_BIN, defaultDailyLimits, expiryFrom, expiryText, newCardNumber } from '../new-card';
import { parseVirtualLimit } from './limit-rule';

export const VIRTUAL_PRODUCT_NAME = 'Emanet Sanal Kart';
const VIRTUAL_YEARS = 3;

/** What the plan needs of the main card (never its number: facts are kept on the decision row). */
export interface MainCardFacts {
  mainCardId: string;
  kind: string;
  status: string;
  creditCardId: string | null;
  accountId: string | null;
  mainLimit: bigint;
  maskedMain: string;
  holderName: string;
  liveVirtualCards: number;
  /** The main card's virtual-card counter (count-guard.ts). */
  virtualCountUsed: bigint;
}

export interface CreateVirtualPlan extends ProductPlan {
  limit: bigint;
}

export const loadMainCard = async (ctx: ProductContext, mainCardId: string): Promise<MainCardFacts> => {
  const { db } = ctx.deps;
  const customerId = ctx.decider.customerId;
  const main = await ownCard(db, customerId, mainCardId);
  const virtual = main.card.kind === 'Credit' ? await virtualCardsOf(db, customerId, main.card.id) : [];
  return {
    mainCardId: main.card.id,
    kind: main.card.kind,
    status: main.card.status,
    creditCardId: main.card.creditCardId,
    accountId: main.card.accountId,
    mainLimit: main.credit?.limit ?? 0n,
    maskedMain: maskCard(main.card.cardNumber),
    holderName: main.card.holderName,
    liveVirtualCards: virtual.filter((v) => v.card.status === 'Active' || v.card.status === 'Frozen').length,
    virtualCountUsed: await countUsed(db, customerId, virtualCountCode(main.card.id)),
  };
};

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

export const planCreateVirtual = (
  ctx: ProductContext,
  request: CreateVirtualCardRequest,
  facts: MainCardFacts,
): CreateVirtualPlan => {
  if (facts.kind !== 'Credit' || facts.status !== 'Active' || !facts.creditCardId)
    fail(MessageCode.VirtualMainCardInvalid);
  const limit = parseVirtualLimit(request.limit, facts.mainLimit);
  if (facts.liveVirtualCards >= MAX_VIRTUAL_CARDS) fail(MessageCode.VirtualTooMany);
  const nickname = request.nickname?.trim() || null;

  const commit = (): { commit: Commit; outcome: SuccessOutcome } => {
    const { now, decider } = ctx;
    const id = randomUUID();
    const cardNumber = newCardNumber(CREDIT_BIN);
    const expiry = expiryFrom(now, VIRTUAL_YEARS);
    const answer: VirtualCardAnswer = {
      cardId: id,
      mainCardId: facts.mainCardId,
      maskedNumber: maskCard(cardNumber),
      nickname,
      expiry: expiryText(expiry),
      limit: formatAmount(limit, 'TRY'),
      mainLimit: formatAmount(facts.mainLimit, 'TRY'),
      currency: 'TRY',
    };
    return {
      commit: {
        at: now,
        // The main card is still Active when the virtual card is made, and no other decision took the last place.
        guards: [
          countGuard({
            customerId: decider.customerId,
            limitCode: virtualCountCode(facts.mainCardId),
            used: facts.virtualCountUsed,
            live: facts.liveVirtualCards,
            max: MAX_VIRTUAL_CARDS,
            refusal: MessageCode.VirtualTooMany,
          }),
          {
            kind: 'transition',
            table: 'cards',
            id: facts.mainCardId,
            from: ['Active'],
            set: {},
            refusal: MessageCode.VirtualMainCardInvalid,
          },
        ],
        rows: [
          {
            table: 'cards',
            row: {
              id,
              customerId: decider.customerId,
              kind: 'Virtual',
              cardNumber,
              ...expiry,
              holderName: facts.holderName,
              productName: VIRTUAL_PRODUCT_NAME,
              nickname,
              status: 'Active',
              accountId: facts.accountId,
              creditCardId: facts.creditCardId,
              parentCardId: facts.mainCardId,
              virtualLimit: limit,
              onlineEnabled: true,
              contactlessEnabled: false,
              abroadEnabled: false,
              atmAbroadEnabled: false,
              notificationsEnabled: true,
              ...defaultDailyLimits(ctx.deps.config.cards, 'Virtual'),
              openedAt: now,
            },
          },
        ],
      },
      outcome: success(ActionCode.VirtualCardCreated, answer),
    };
  };
  return {
    limit,
    message: {
      operation: { tur: 'sanal kart oluşturma', eng: 'virtual card creation' },
      amount: formatMoneyText(formatAmount(limit, 'TRY'), 'TRY', ctx.language, { fixed: true }),
      payee: facts.maskedMain,
    },
    commit,
  };
};

export const createVirtualCardProduct: DecisionProduct<CreateVirtualCardRequest, MainCardFacts, CreateVirtualPlan> = {
  name: 'virtual-card-create',
  challenged: true,
  load: (ctx, request) => loadMainCard(ctx, request.mainCardId),
  plan: planCreateVirtual,
};
