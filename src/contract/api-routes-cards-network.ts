/** The route table's sandbox card network calls (issue 14); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import type { ApiRoute } from './api-route';
import {
  CardAuthorisationSchema,
  CardPurchaseRequestSchema,
  CardRefundRequestSchema,
  SandboxCardListSchema,
} from './cards-network';

const TAG = 'Sandbox';

export const CARD_NETWORK_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/Sandbox/Card/Cards',
    name: 'sandboxCards',
    tag: TAG,
    summary: 'Every card of every customer (id, BIN + last 4, kind, status, holder), for a tester to pick one.',
    session: 'none',
    envelope: 'service',
    data: SandboxCardListSchema,
    actionCodes: [ActionCode.None],
  },
  {
    method: 'POST',
    path: '/Sandbox/Card/Purchase',
    name: 'sandboxCardPurchase',
    tag: TAG,
    summary:
      'A terminal’s transaction (purchase, cash advance, ATM withdrawal) that the bank approves or declines by the card’s state, permissions and limits; a retry with the same `networkReference` answers the first decision.',
    session: 'none',
    envelope: 'service',
    body: CardPurchaseRequestSchema,
    data: CardAuthorisationSchema,
    actionCodes: [ActionCode.None],
  },
  {
    method: 'POST',
    path: '/Sandbox/Card/Refund',
    name: 'sandboxCardRefund',
    tag: TAG,
    summary:
      'A merchant’s refund of an approved purchase, in full or in part (refunds never exceed the purchase); a retry with the same `networkReference` refunds once.',
    session: 'none',
    envelope: 'service',
    body: CardRefundRequestSchema,
    data: CardAuthorisationSchema,
    actionCodes: [ActionCode.None],
  },
];
