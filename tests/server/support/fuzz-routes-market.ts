/** The fuzz plans of the currency and precious metals routes (issue 15). */
import { AYSE_TRY, SOME_ID, type RoutePlan } from './fuzz-routes';

export const marketRoutePlans: Record<string, RoutePlan> = {
  'GET /api/market/getoverview': { as: 'customer' },
  // Outside trading hours a quote ends in market.closed, inside it is a quote: both are answers.
  'POST /api/market/getquote': {
    as: 'customer',
    sample: { body: { instrument: 'USD', side: 'Buy', amount: '10.00' } },
    variants: [{ body: { instrument: 'XAU', side: 'Sell', amount: '0.5000' } }],
    runs: 12,
  },
  // A random quote id ends in market.quoteNotFound.
  'POST /api/market/trade': {
    as: 'customer',
    sample: { body: { quoteId: SOME_ID, instrument: 'EUR', side: 'Buy', amount: '5.00', tryAccountNumber: AYSE_TRY } },
    runs: 12,
  },
  'GET /api/market/gettrade/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
};
