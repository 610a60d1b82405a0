/**
 * A corporate maker's trade planned again when its approvals are met (issue 17,
 * docs/corporate-access.md "Trades"): the maker's quote lived seconds, the approvals take hours, so
 * the trade is priced again at the bank's current price for the company (a fresh quote, stored like
 * the one `/Market/GetQuote` gives and taken by the trade's own quote guard). The amount in the
 * instrument, the side and the accounts are the maker's; the TRY amount follows the price of the
 * moment it posts. Outside the instrument's trading hours the quote is refused (market.closed) and
 * the operation ends Failed with that reason.
 */
import type { MarketTradeRequest } from '../../../src/contract/market';
import type { DecisionProduct } from '../decisions/product';
import { createMarketQuote, quoteById } from './quotes';
import { marketTrade, type TradeFacts } from './trade';

export const marketTradeAtApproval: DecisionProduct<MarketTradeRequest, TradeFacts> = {
  name: marketTrade.name,
  challenged: marketTrade.challenged,
  load: async (ctx, request) => {
    const facts = await marketTrade.load(ctx, request);
    const { db, config } = ctx.deps;
    const { instrument, side, amount } = request;
    const fresh = await createMarketQuote(db, config, ctx.now, ctx.decider.customerId, { instrument, side, amount });
    return { ...facts, quote: (await quoteById(db, fresh.quoteId)) ?? null };
  },
  plan: marketTrade.plan,
};
