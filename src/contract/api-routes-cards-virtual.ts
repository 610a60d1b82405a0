/** The route table's virtual card calls (issue 14); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { customerCall as call, type ApiRoute } from './api-route';
import {
  CreateVirtualCardSchema,
  RevealAnswerSchema,
  RevealVirtualCardSchema,
  UpdateVirtualLimitSchema,
  VirtualCardDecisionAnswerSchema,
} from './cards-virtual';

const tag = 'Cards';
const challenge = [ActionCode.TransactionOtp, ActionCode.TransactionPush, ActionCode.TransactionEmail];

export const CARD_VIRTUAL_ROUTES: readonly ApiRoute[] = [
  call({
    path: '/Card/CreateVirtualCard',
    name: 'createVirtualCard',
    tag,
    summary:
      'Creates a virtual card under an Active main credit card of the customer with its own limit (above zero, at most the main card’s; at most 3 live virtual cards per main card): first a challenge (201 SMS / 202 push / 203 e-mail), then with `otpReferenceKey` and `otpCode` the card as BIN + last 4 (580). Online spending only.',
    body: CreateVirtualCardSchema,
    data: VirtualCardDecisionAnswerSchema,
    actionCodes: [...challenge, ActionCode.VirtualCardCreated],
    idempotent: true,
  }),
  call({
    path: '/Card/UpdateVirtualCardLimit',
    name: 'updateVirtualCardLimit',
    tag,
    summary:
      'Sets a virtual card’s own limit (above zero, at most its main card’s): a challenge, then with the code the card (581).',
    body: UpdateVirtualLimitSchema,
    data: VirtualCardDecisionAnswerSchema,
    actionCodes: [...challenge, ActionCode.VirtualCardLimitUpdated],
    idempotent: true,
  }),
  call({
    path: '/Card/RevealVirtualCard',
    name: 'revealVirtualCard',
    tag,
    summary:
      'Shows an Active virtual card’s full number, expiry and CVV: a challenge under a NEW Idempotency-Key every time, then with the code (582) `cardNumber`, `expiry` and `cvv` (number and CVV sealed ENC1), for `expiresInSeconds`. The answer is `Cache-Control: no-store`; a replay of the key answers without them (the bank keeps only the card id and time).',
    body: RevealVirtualCardSchema,
    data: RevealAnswerSchema,
    actionCodes: [...challenge, ActionCode.VirtualCardRevealed],
    idempotent: true,
  }),
];
