/** The fuzz plans of the physical gold routes (issue 15). */
import { AYSE_TRY, SOME_ID, type RoutePlan } from './fuzz-routes';

export const physicalGoldRoutePlans: Record<string, RoutePlan> = {
  'GET /api/dktransfer/getgoldproducts': { as: 'customer' },
  'GET /api/dktransfer/getgolddeliveryoptions': { as: 'customer' },
  'POST /api/dktransfer/getcitiesbycountrycode': {
    as: 'customer',
    sample: { body: { countryCode: 'TR' } },
    variants: [{ body: { countryCode: 'ZZ' } }],
  },
  // A city of another country ends in gold.cityUnknown after the body passed validation.
  'POST /api/dktransfer/savegolddeliveryaddress': {
    as: 'customer',
    sample: {
      body: { label: 'İş', countryCode: 'TR', city: 'Ankara', addressLine: 'Atatürk Bulvarı No: 10, Çankaya' },
    },
    variants: [{ body: { label: 'Ev', countryCode: 'DE', city: 'Ankara', addressLine: 'Hauptstraße 1, 10115' } }],
    runs: 12,
  },
  // A random product id ends in gold.productNotFound.
  'POST /api/dktransfer/goldsaleprice': {
    as: 'customer',
    sample: { body: { items: [{ productId: SOME_ID, quantity: 1 }], delivery: { kind: 'Branch', branchCode: '014' } } },
    variants: [
      { body: { items: [{ productId: SOME_ID, quantity: 2 }], delivery: { kind: 'Address', addressId: SOME_ID } } },
    ],
    runs: 12,
  },
  'POST /api/dktransfer/goldsalestartiframe': { as: 'customer', sample: { body: { offerId: SOME_ID } } },
  'POST /api/dktransfer/finishgoldsaletransaction': {
    as: 'customer',
    sample: { body: { offerId: SOME_ID } },
    runs: 12,
  },
  'GET /api/dktransfer/getgoldorders': { as: 'customer' },
  'GET /api/dktransfer/getgoldorder/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
  // The sandbox's payment page: a random address is unknown (its refusal page), whatever the cookie.
  'GET /sandbox/gold-payment/gold-payment.css': { as: 'none' },
  'GET /sandbox/gold-payment/gold-payment.js': { as: 'none' },
  'GET /sandbox/gold-payment/:token': { as: 'customer', sample: { params: { token: 'x'.repeat(43) } } },
  'POST /sandbox/gold-payment/:token': {
    as: 'customer',
    sample: { params: { token: 'x'.repeat(43) }, body: { action: 'confirm', accountNumber: AYSE_TRY } },
  },
};
