/**
 * The fuzz plans of the cards area's routes (cards, their management, statements, transactions,
 * virtual cards, applications, one's own card's debt payment and the sandbox card network).
 */
import { AYSE_TRY, SOME_ID, type RoutePlan } from './fuzz-routes';

export const cardRoutePlans: Record<string, RoutePlan> = {
  // One's own credit card by id a random id ends in card.notFound.
  'POST /api/carddebt/payowncard': {
    as: 'customer',
    sample: { body: { cardId: SOME_ID, option: 'MinimumPayment', sourceAccountNumber: AYSE_TRY } },
    variants: [{ body: { cardId: SOME_ID, option: 'Other', amount: '10.00', sourceAccountNumber: AYSE_TRY } }],
    runs: 12,
  },
  // The sandbox card network: Ayşe's debit card by number (a terminal's message), a random card id or purchase ends in a refusal.
  'GET /api/sandbox/card/cards': { as: 'none' },
  'GET /sandbox/cards.js': { as: 'none' },
  'POST /api/sandbox/card/purchase': {
    as: 'none',
    sample: { body: { cardNumber: '9792151000146013', merchant: 'MIGROS', amount: '1.00', channel: 'Chip' } },
    variants: [
      {
        body: {
          cardId: SOME_ID,
          merchant: 'AMAZON',
          amount: '1.00',
          currency: 'EUR',
          channel: 'Online',
          abroad: true,
          installments: 3,
          pinEntered: true,
          networkReference: 'NET-1',
        },
      },
    ],
    runs: 12,
  },
  'POST /api/sandbox/card/refund': {
    as: 'none',
    sample: { body: { transactionId: SOME_ID, amount: '1.00', networkReference: 'REF-1' } },
  },
  'GET /api/card/getcards': { as: 'customer' },
  'GET /api/card/getcard/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
  // Card management: a random id ends in card.notFound after the body passed validation.
  'POST /api/card/changepin': {
    as: 'customer',
    sample: { body: { cardId: SOME_ID, pin: '4826', pinRepeat: '4826' } },
  },
  'POST /api/card/setpermissions': {
    as: 'customer',
    sample: { body: { cardId: SOME_ID, online: true, contactless: true, abroad: true, atmAbroad: false } },
  },
  'POST /api/card/setaccount': { as: 'customer', sample: { body: { cardId: SOME_ID, accountNumber: AYSE_TRY } } },
  'POST /api/card/setlimits': {
    as: 'customer',
    sample: { body: { cardId: SOME_ID, atm: '1000.00', pos: '2000.00', online: '500.00' } },
  },
  'POST /api/card/freeze': { as: 'customer', sample: { body: { cardId: SOME_ID } } },
  'POST /api/card/unfreeze': { as: 'customer', sample: { body: { cardId: SOME_ID } } },
  'POST /api/card/setnickname': { as: 'customer', sample: { body: { cardId: SOME_ID, nickname: 'Market' } } },
  'POST /api/card/setnotifications': { as: 'customer', sample: { body: { cardId: SOME_ID, enabled: false } } },
  'POST /api/card/cancel': { as: 'customer', sample: { body: { cardId: SOME_ID } } },
  'POST /api/card/reportloststolen': {
    as: 'customer',
    sample: {
      body: { cardId: SOME_ID, reason: 'Lost', replacement: true, deliveryAddress: 'Bağdat Cad. 12, Kadıköy' },
    },
  },
  'POST /api/card/renew': {
    as: 'customer',
    sample: { body: { cardId: SOME_ID, deliveryAddress: 'Bağdat Cad. 12, Kadıköy' } },
  },
  // Credit card statements: a random id ends in card.notFound / cardStatement.notFound.
  'GET /api/card/getstatements/:cardId': { as: 'customer', sample: { params: { cardId: SOME_ID } } },
  'GET /api/card/getstatementpdf/:statementId': {
    as: 'customer',
    sample: { params: { statementId: SOME_ID } },
    runs: 20,
  },
  'POST /api/card/updatestatementcutoff': { as: 'customer', sample: { body: { cardId: SOME_ID, cutoffDay: 15 } } },
  'POST /api/card/updatestatementpreference': {
    as: 'customer',
    sample: { body: { cardId: SOME_ID, preference: 'Post' } },
  },
  'GET /api/card/gettransactions/:cardId': {
    as: 'customer',
    sample: { params: { cardId: SOME_ID }, query: { period: 'current' } },
    variants: [{ params: { cardId: SOME_ID }, query: { period: 'all', cursor: `1700000000000.${SOME_ID}` } }],
  },
  // Virtual cards and card applications: the ids are random, so most requests end in card.notFound.
  'POST /api/card/createvirtualcard': {
    as: 'customer',
    sample: { body: { mainCardId: SOME_ID, limit: '1000.00', nickname: 'Online' } },
  },
  'POST /api/card/updatevirtualcardlimit': { as: 'customer', sample: { body: { cardId: SOME_ID, limit: '500.00' } } },
  'POST /api/card/revealvirtualcard': { as: 'customer', sample: { body: { cardId: SOME_ID } } },
  'POST /api/card/applycreditcard': {
    as: 'customer',
    sample: {
      body: {
        monthlyIncome: '40000.00',
        occupation: 'Employee',
        requestedLimit: '50000.00',
        deliveryAddress: 'Bağdat Caddesi No 10, Kadıköy İstanbul',
      },
    },
  },
  'POST /api/card/applydebitcard': {
    as: 'customer',
    sample: { body: { accountNumber: AYSE_TRY, deliveryAddress: 'Bağdat Caddesi No 10, Kadıköy İstanbul' } },
  },
  'GET /api/card/getapplications': { as: 'customer' },
  'GET /api/card/getapplication/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
};
