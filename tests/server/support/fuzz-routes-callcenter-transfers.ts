/** The fuzz plans of the CallCenter transfers' routes (issue 18). */
import { AYSE_TRY, SOME_ID, type RoutePlan } from './fuzz-routes';

export const ccTransferRoutePlans: Record<string, RoutePlan> = {
  'POST /api/callcenter/transfer/start': {
    as: 'agent',
    sample: {
      body: {
        sourceAccountNumber: AYSE_TRY,
        target: { mode: 'OwnAccount', accountNumber: '1000146-2' },
        amount: '10.00',
        description: 'Kira',
      },
    },
    variants: [
      {
        body: {
          sourceAccountNumber: AYSE_TRY,
          target: { mode: 'Registered', registeredTransactionId: SOME_ID },
          amount: '1.00',
        },
      },
    ],
    runs: 12,
    note: 'The fuzz agent’s call has no verified caller: every request is refused before it reaches the transfer (tests/server/callcenter-transfers.test.ts covers the verified call).',
  },
  'GET /api/callcenter/transfer/status': { as: 'agent', sample: { query: { id: SOME_ID } } },
  // An unknown reference answers ccTransfer.notFound.
  'POST /api/sandbox/callcentertransfer/answer': {
    as: 'none',
    sample: { body: { reference: 'abcdef123456', answer: 'confirm' } },
    runs: 12,
  },
};
