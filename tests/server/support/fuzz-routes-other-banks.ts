/** The fuzz plans of other bank access permissions (issue 16, the bank as YÖS). */
import { SOME_ID, type RoutePlan } from './fuzz-routes';

export const otherBankRoutePlans: Record<string, RoutePlan> = {
  'GET /api/otherbankaccess/banks': { as: 'customer' },
  'GET /api/otherbankaccess/consents': { as: 'customer' },
  'GET /api/otherbankaccess/consent/:consentId': { as: 'customer', sample: { params: { consentId: SOME_ID } } },
  'GET /api/otherbankaccess/accounts': { as: 'customer' },
  'POST /api/otherbankaccess/link': {
    as: 'customer',
    sample: { body: { bankCode: '00901', permissions: ['01', '03'], endDate: '2026-12-31' } },
    variants: [{ body: { bankCode: '00902', permissions: ['01', '03', '04', '05', '06'], endDate: '2099-01-01' } }],
  },
  'POST /api/otherbankaccess/renew': {
    as: 'customer',
    sample: { body: { consentId: SOME_ID, endDate: '2026-12-31' } },
  },
  'POST /api/otherbankaccess/revoke': { as: 'customer', sample: { body: { consentId: SOME_ID } } },
  // The sandbox other bank's authorisation page: a random address is unknown (its refusal page).
  'GET /sandbox/other-bank/other-bank.css': { as: 'none' },
  'GET /sandbox/other-bank/:token': { as: 'none', sample: { params: { token: 'x'.repeat(43) } } },
  'POST /sandbox/other-bank/:token': {
    as: 'none',
    sample: { params: { token: 'x'.repeat(43) }, body: { action: 'approve', accountId: SOME_ID } },
  },
};
