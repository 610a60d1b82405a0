/**
 * A credit card's statement settings as decisions confirmed with a code: the cut-off day (one of
 * the bank's days; it counts from its first date after today at least 15 days after the last
 * statement) and how statements are sent. Only on the customer's own main credit card that is not
 * cancelled or closed; the same value as now is refused. The commit is the `creditCardUpdate`
 * guard on the card's credit card account (no money moves).
 */
import { ActionCode } from '../../../../src/contract/action-codes';
import type {
  StatementSettings,
  UpdateStatementCutoffRequest,
  UpdateStatementPreferenceRequest,
} from '../../../../src/contract/card-statements';
import { maskCard } from '../../../../src/contract/masking';
import { MessageCode } from '../../../../src/contract/message-codes';
import { BusinessError } from '../../common/refusal';
import { success } from '../../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../../decisions/product';
import type { creditCards } from '../../../db/schema/payments';
import { istanbulDate } from '../../transfers/calendar';
import { ownCard, type CardFacts } from '../card-reads';
import { cutoffAfterChange } from './statement-dates';

type AccountSet = Partial<typeof creditCards.$inferInsert>;

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

/** The customer's main credit card and its account, still open; anything else is refused. */
const settingsAccount = (facts: CardFacts) => {
  const { card, credit } = facts;
  if (card.kind !== 'Credit' || !credit) return fail(MessageCode.CardStatementNotCreditCard);
  if (card.status === 'Cancelled' || card.status === 'Closed' || credit.closedAt)
    return fail(MessageCode.CardStatementCardClosed);
  return credit;
};

const OPERATION = {
  cutoff: { tur: 'hesap kesim günü değişikliği', eng: 'cut-off day change' },
  preference: { tur: 'ekstre gönderim tercihi değişikliği', eng: 'statement sending preference change' },
} as const;

const settingsPlan = (
  now: Date,
  facts: CardFacts,
  operation: keyof typeof OPERATION,
  set: AccountSet,
  expectedCutoff: string | null,
  actionCode: number,
): ProductPlan => {
  const credit = facts.credit!;
  const masked = maskCard(facts.card.cardNumber);
  const settings: StatementSettings = {
    cardId: facts.card.id,
    cutoffDay: set.cutoffDay ?? credit.cutoffDay,
    nextCutoffDate: set.nextCutoffDate ?? credit.nextCutoffDate,
    statementPreference: set.statementPreference ?? credit.statementPreference,
  };
  return {
    message: {
      operation: {
        tur: `${masked} numaralı kart için ${OPERATION[operation].tur}`,
        eng: `${OPERATION[operation].eng} of the card ${masked}`,
      },
    },
    commit: () => ({
      commit: {
        at: now,
        guards: [
          {
            kind: 'creditCardUpdate',
            id: credit.id,
            nextCutoffDate: expectedCutoff,
            set,
            // A statement cut between the plan and the commit: the page reads the card again.
            refusal: MessageCode.CardChanged,
          },
        ],
      },
      outcome: success(actionCode, settings),
    }),
  };
};

const load = (ctx: ProductContext, request: { cardId: string }): Promise<CardFacts> =>
  ownCard(ctx.deps.db, ctx.decider.customerId, request.cardId);

/**
 * `POST /Card/UpdateStatementCutoff`. The commit expects the next cut-off it planned from: a
 * statement cut in between would make the new date wrong, so the change is refused then.
 */
export const statementCutoffProduct: DecisionProduct<UpdateStatementCutoffRequest, CardFacts> = {
  name: 'card-statement-cutoff',
  challenged: true,
  load,
  plan: (ctx, request, facts) => {
    const credit = settingsAccount(facts);
    if (!ctx.deps.config.cards.cutoffDays.includes(request.cutoffDay)) fail(MessageCode.CardStatementDayNotAllowed);
    if (request.cutoffDay === credit.cutoffDay) fail(MessageCode.CardStatementSameCutoff);
    const today = istanbulDate(ctx.now);
    // A cut-off that has come but is not cut yet (the runner's next tick): the new day waits for it.
    if (credit.nextCutoffDate <= today) fail(MessageCode.CardStatementCutPending);
    const next = cutoffAfterChange(request.cutoffDay, today, credit.statementDate);
    return settingsPlan(
      ctx.now,
      facts,
      'cutoff',
      { cutoffDay: request.cutoffDay, nextCutoffDate: next },
      credit.nextCutoffDate,
      ActionCode.CardStatementCutoffUpdated,
    );
  },
};

/** `POST /Card/UpdateStatementPreference`. */
export const statementPreferenceProduct: DecisionProduct<UpdateStatementPreferenceRequest, CardFacts> = {
  name: 'card-statement-preference',
  challenged: true,
  load,
  plan: (ctx, request, facts) => {
    const credit = settingsAccount(facts);
    if (request.preference === credit.statementPreference) fail(MessageCode.CardStatementSamePreference);
    return settingsPlan(
      ctx.now,
      facts,
      'preference',
      { statementPreference: request.preference },
      null,
      ActionCode.CardStatementPreferenceUpdated,
    );
  },
};
