/**
 * Paying one's own credit card by its id (issue 14, `POST /CardDebt/PayOwnCard`): the card is
 * resolved on the server (its number never travels), the amount is what is left of the period debt,
 * the minimum payment or another amount, and the payment is the card debt product's own (a card of
 * this bank, credited at once, with its guard, journal, row and receipt).
 */
import type { CardDebtPayRequest, PayOwnCardRequest } from '../../../src/contract/card-debt';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount } from '../../../src/contract/money';
import { BusinessError } from '../common/refusal';
import type { DecisionProduct, ProductContext } from '../decisions/product';
import { ownCard } from '../cards/card-reads';
import { debtsOf } from './cards';
import { loadCardDebtFacts, planCardDebt, type CardDebtFacts, type CardDebtPlan } from './product';

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

/** The customer's credit (or virtual) card by id as the card debt product's target; a debit card or another's is not found. */
export const loadOwnCardDebtFacts = async (ctx: ProductContext, request: PayOwnCardRequest): Promise<CardDebtFacts> => {
  const card = await ownCard(ctx.deps.db, ctx.decider.customerId, request.cardId);
  if (!card.credit) return fail(MessageCode.CardNotFound);
  return loadCardDebtFacts(ctx, {
    cardNumber: card.credit.cardNumber,
    amount: '0',
    sourceAccountNumber: request.sourceAccountNumber,
    acceptNextWindow: false,
  });
};

/** The amount an option names, from the card's debts as the facts read them. */
export const ownCardAmount = (request: PayOwnCardRequest, facts: CardDebtFacts): string => {
  if (!facts.target.own) return fail(MessageCode.CardNotFound);
  const card = facts.target.card;
  if (card.currentDebt === 0n) fail(MessageCode.CardDebtNoDebt);
  if (request.option === 'Other') return request.amount ?? fail(MessageCode.CardDebtAmountInvalid);
  const left = debtsOf(card);
  const amount = request.option === 'PeriodDebt' ? left.statementDebt : left.minimumPayment;
  // Nothing left of the statement: the customer may still pay another amount.
  if (amount === 0n) fail(MessageCode.CardDebtNoDebt);
  return formatAmount(amount, 'TRY');
};

export const planOwnCardDebt = (
  ctx: ProductContext,
  request: PayOwnCardRequest,
  facts: CardDebtFacts,
): CardDebtPlan => {
  const payment: CardDebtPayRequest = {
    cardNumber: facts.target.own ? facts.target.card.cardNumber : fail(MessageCode.CardNotFound),
    amount: ownCardAmount(request, facts),
    sourceAccountNumber: request.sourceAccountNumber,
    acceptNextWindow: false,
  };
  return planCardDebt(ctx, payment, facts);
};

export const ownCardDebtProduct: DecisionProduct<PayOwnCardRequest, CardDebtFacts, CardDebtPlan> = {
  name: 'own-card-debt-payment',
  challenged: true,
  load: loadOwnCardDebtFacts,
  plan: planOwnCardDebt,
};
