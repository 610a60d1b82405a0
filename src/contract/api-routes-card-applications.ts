/** The route table's card application calls (issue 14); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import {
  CardApplicationAnswerSchema,
  CardApplicationDetailSchema,
  CardApplicationListSchema,
  CreditCardApplicationSchema,
  DebitCardApplicationSchema,
} from './card-applications';

const tag = 'Card applications';
const challenge = [ActionCode.TransactionOtp, ActionCode.TransactionPush, ActionCode.TransactionEmail];

export const CARD_APPLICATION_ROUTES: readonly ApiRoute[] = [
  call({
    path: '/Card/ApplyCreditCard',
    name: 'applyCreditCard',
    tag,
    summary:
      'Applies for a credit card (monthly income, occupation, the limit asked, at least 500 TL, a delivery address): a challenge, then with the code the application, Received (585). Refused at once while another credit card application is in progress; decided by the sandbox by the income rule.',
    body: CreditCardApplicationSchema,
    data: CardApplicationAnswerSchema,
    actionCodes: [...challenge, ActionCode.CardApplicationReceived],
    idempotent: true,
  }),
  call({
    path: '/Card/ApplyDebitCard',
    name: 'applyDebitCard',
    tag,
    summary:
      'Applies for a debit card on an open TRY current account of the customer, with a delivery address: a challenge, then with the code the application, Received (585).',
    body: DebitCardApplicationSchema,
    data: CardApplicationAnswerSchema,
    actionCodes: [...challenge, ActionCode.CardApplicationReceived],
    idempotent: true,
  }),
  call({
    path: '/Card/GetApplications',
    name: 'getCardApplications',
    tag,
    summary: 'The customer’s card applications of every kind (credit, debit, renewal, replacement), newest first.',
    data: CardApplicationListSchema,
  }),
  call({
    path: '/Card/GetApplication/{id}',
    name: 'getCardApplication',
    tag,
    summary:
      'One card application: its timeline (each status with its time), the rejection reason, and once Delivered the card as BIN + last 4 with its id.',
    params: { id: IdParam },
    data: CardApplicationDetailSchema,
  }),
];
