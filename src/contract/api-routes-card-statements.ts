/** The route table's credit card statement calls (issue 14); api-routes.ts joins the tables. */
import * as v from 'valibot';
import { ActionCode } from './action-codes';
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import {
  CardStatementListSchema,
  CardStatementPdfSchema,
  StatementSettingsSchema,
  UpdateStatementCutoffSchema,
  UpdateStatementPreferenceSchema,
} from './card-statements';
import { ApproverInfoSchema } from './transfers';

const TAG = 'Cards';
const CHALLENGE = [ActionCode.TransactionOtp, ActionCode.TransactionPush, ActionCode.TransactionEmail];

export const CARD_STATEMENT_ROUTES: ApiRoute[] = [
  call({
    path: '/Card/GetStatements/{cardId}',
    name: 'getCardStatements',
    tag: TAG,
    summary:
      'A credit card’s statements, newest first: cut-off, due date, previous debt, payments, new charges (late charge or profit share included), period debt, minimum payment and the lines billed (installment k/n). A virtual card answers its main card’s.',
    params: { cardId: IdParam },
    data: CardStatementListSchema,
  }),
  call({
    path: '/Card/GetStatementPdf/{statementId}',
    name: 'getCardStatementPdf',
    tag: TAG,
    summary: 'One of the customer’s credit card statements as a PDF (base64), the card as BIN + last 4.',
    params: { statementId: IdParam },
    data: CardStatementPdfSchema,
  }),
  call({
    path: '/Card/UpdateStatementCutoff',
    name: 'updateStatementCutoff',
    tag: TAG,
    summary:
      'Changes a main credit card’s cut-off day to one of the bank’s days: first a challenge (201/202/203), then with the code the settings (590). The new day counts from its first date after today at least 15 days after the last statement.',
    body: UpdateStatementCutoffSchema,
    data: v.union([StatementSettingsSchema, ApproverInfoSchema]),
    actionCodes: [...CHALLENGE, ActionCode.CardStatementCutoffUpdated],
    idempotent: true,
  }),
  call({
    path: '/Card/UpdateStatementPreference',
    name: 'updateStatementPreference',
    tag: TAG,
    summary:
      'Changes how a main credit card’s statements are sent (Email, Post, None): first a challenge (201/202/203), then with the code the settings (591).',
    body: UpdateStatementPreferenceSchema,
    data: v.union([StatementSettingsSchema, ApproverInfoSchema]),
    actionCodes: [...CHALLENGE, ActionCode.CardStatementPreferenceUpdated],
    idempotent: true,
  }),
];
