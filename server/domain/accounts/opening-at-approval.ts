/**
 * A corporate maker's account opening planned again when its approvals are met (issue 17,
 * docs/corporate-access.md "Account openings"): the same currency funds at the balance of that
 * moment; a cross-currency opening's quote lived seconds, so it is priced again at the bank's rate
 * then (a fresh quote for the company, taken once by the opening's own quote guard), as a trade is.
 */
import type { CreateAccountRequest } from '../../../src/contract/account-management';
import { parseAmount, type Currency } from '../../../src/contract/money';
import type { DecisionProduct } from '../decisions/product';
import { createQuoteRow } from '../fx/quotes';
import { accountOpening, type OpeningFacts } from './account-management';

export const accountOpeningAtApproval: DecisionProduct<CreateAccountRequest, OpeningFacts> = {
  name: accountOpening.name,
  challenged: accountOpening.challenged,
  load: async (ctx, request) => {
    const facts = await accountOpening.load(ctx, request);
    const currency = request.currency as Currency;
    const amount = parseAmount(request.amount, currency);
    if (facts.source.currency === currency || !amount || amount <= 0n) return facts;
    const { db, config } = ctx.deps;
    const quote = await createQuoteRow(db, config, ctx.now, {
      sourceCurrency: facts.source.currency as Currency,
      targetCurrency: currency,
      amount,
      amountCurrency: currency,
      customerId: ctx.decider.customerId,
    });
    return { ...facts, quote };
  },
  plan: accountOpening.plan,
};
