/**
 * The fuzz plans of open banking's routes (issue 16, the bank as HHS). The provider API's reads need a
 * consent's bearer token the fuzz does not hold: those answer 401, which is what junk must get.
 */
import { AYSE_TRY, SOME_ID, type RoutePlan } from './fuzz-routes';

const DEMO = { clientId: 'demo-finans', clientSecret: 'demo-finans-sandbox-secret' };

export const openBankingRoutePlans: Record<string, RoutePlan> = {
  'GET /api/openbanking/getconsents': { as: 'customer' },
  'GET /api/openbanking/getconsent': { as: 'customer', sample: { query: { consentId: SOME_ID } } },
  'POST /api/openbanking/approveconsent': {
    as: 'customer',
    sample: { body: { consentId: SOME_ID, accountNumbers: [AYSE_TRY] } },
  },
  'POST /api/openbanking/refuseconsent': { as: 'customer', sample: { body: { consentId: SOME_ID } } },
  'POST /api/openbanking/revokeconsent': { as: 'customer', sample: { body: { consentId: SOME_ID } } },
  'POST /api/ohvps/token': {
    as: 'none',
    sample: { body: { grantType: 'client_credentials', ...DEMO } },
    variants: [{ body: { grantType: 'authorization_code', ...DEMO, code: 'x'.repeat(43) } }],
  },
  'POST /api/ohvps/accountconsent': {
    as: 'none',
    sample: { body: { identityNumber: '10000000146', permissions: ['01', '03'], validUntil: '2027-01-31' } },
    note: 'without a client token: 401 for every input',
  },
  'POST /api/ohvps/paymentconsent': {
    as: 'none',
    sample: {
      body: {
        identityNumber: '10000000146',
        amount: '10.00',
        currency: 'TRY',
        payeeIban: 'TR510001000123400056789012',
        payeeName: 'Mehmet Yıldız',
      },
    },
    note: 'without a client token: 401 for every input',
  },
  'GET /api/ohvps/consentstatus': { as: 'none', sample: { query: { consentId: SOME_ID } } },
  'POST /api/ohvps/revokeconsent': { as: 'none', sample: { body: { consentId: SOME_ID } } },
  'GET /api/ohvps/accounts': { as: 'none' },
  'GET /api/ohvps/balance': { as: 'none', sample: { query: { accountRef: AYSE_TRY } } },
  'GET /api/ohvps/transactions': { as: 'none', sample: { query: { accountRef: AYSE_TRY } } },
  'POST /api/ohvps/payment': { as: 'none', sample: { body: { consentId: SOME_ID } } },
};

/** The sandbox provider page (no script, forms posting to the bank's API over HTTP). */
export const sandboxTppRoutePlans: Record<string, RoutePlan> = {
  'GET /sandbox/tpp': { as: 'none', sample: { query: { lang: 'eng' } } },
  'GET /sandbox/tpp/tpp.css': { as: 'none' },
  'POST /sandbox/tpp/start': {
    as: 'none',
    sample: { body: { kind: 'AIS', provider: 'DEMOFIN', identityNumber: '10000000146', permissions: ['01'] } },
    runs: 6,
    note: 'a form post in the page; the fuzz sends JSON, which the form reader does not take (400 page)',
  },
  'GET /sandbox/tpp/callback': { as: 'none', sample: { query: { code: 'x'.repeat(43), consent: SOME_ID } }, runs: 6 },
  'GET /sandbox/tpp/data': { as: 'none' },
  'POST /sandbox/tpp/revoke': { as: 'none', runs: 6 },
};
