/** The route table's CallCenter transfers (issue 18); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import type { ApiRoute } from './api-route';
import {
  AnswerCcTransferSchema,
  CcTransferSchema,
  CcTransferStatusQuerySchema,
  StartCcTransferSchema,
} from './callcenter-transfers';

const TAG = 'CallCenter';

export const CC_TRANSFER_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/CallCenter/Transfer/Start',
    name: 'startCcTransfer',
    tag: TAG,
    summary:
      'The agent sets up a transfer for the verified caller: from one of the customer’s own accounts to another of them (`OwnAccount`) or to one of the customer’s registered recipients (`Registered`). Planned like the customer’s own transfer (funds, limits, receiver), then stored Waiting: nothing posts until the customer confirms on their phone (a push to the device for push customers, else an SMS with a reference). Expires after 5 minutes on the bank’s clock. Another customer’s account or recipient answers ccTransfer.targetInvalid.',
    session: 'agent',
    envelope: 'service',
    body: StartCcTransferSchema,
    data: CcTransferSchema,
    actionCodes: [ActionCode.CcTransferWaiting],
    idempotent: true,
  },
  {
    method: 'GET',
    path: '/CallCenter/Transfer/Status',
    name: 'getCcTransfer',
    tag: TAG,
    summary:
      'The agent’s transfer of the call’s customer, brought up to date (the screen polls it): Waiting, Posted (with the receipt reference) once the customer confirmed, Declined, Expired, or Failed (refused at posting, with its code). An approved push posts here.',
    session: 'agent',
    envelope: 'service',
    query: CcTransferStatusQuerySchema,
    data: CcTransferSchema,
    actionCodes: [ActionCode.None],
  },
  {
    method: 'POST',
    path: '/Sandbox/CallCenterTransfer/Answer',
    name: 'sandboxAnswerCcTransfer',
    tag: 'Sandbox',
    summary:
      'The customer’s phone answers a call center transfer with the reference its SMS or push carried: `confirm` posts it once (a second confirmation answers the same), `decline` posts nothing. An answer after the other, or after expiry, answers ccTransfer.notWaiting.',
    session: 'none',
    envelope: 'service',
    body: AnswerCcTransferSchema,
    data: CcTransferSchema,
    actionCodes: [ActionCode.None],
  },
];
