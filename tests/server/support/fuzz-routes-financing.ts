/** The fuzz plans of the financing routes (issue 15). */
import { AYSE_TRY, SOME_ID, type RoutePlan } from './fuzz-routes';

export const financingRoutePlans: Record<string, RoutePlan> = {
  'GET /api/financing/getfinancings': { as: 'customer' },
  'GET /api/financing/getdueinstallments': { as: 'customer' },
  // A random id is not found (404).
  'GET /api/financing/getfinancing/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
  'GET /api/financing/getpayoff/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
  'GET /api/financing/getpayment/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
  // A random installment ends in financing.installmentNotFound, a random financing in financing.notFound.
  'POST /api/financing/payinstallments': {
    as: 'customer',
    sample: { body: { sourceAccountNumber: AYSE_TRY, installmentIds: [SOME_ID] } },
    variants: [
      {
        body: { sourceAccountNumber: AYSE_TRY, installmentIds: [SOME_ID], otpReferenceKey: SOME_ID, otpCode: '123456' },
      },
    ],
    runs: 12,
  },
  'POST /api/financing/payoff': {
    as: 'customer',
    sample: { body: { sourceAccountNumber: AYSE_TRY, financingId: SOME_ID } },
    runs: 12,
  },
};
