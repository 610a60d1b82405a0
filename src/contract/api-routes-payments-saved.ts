/** The route table's saved payments calls (issue 13); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { EmptyDataSchema, IdParam, customerCall as call, type ApiRoute } from './api-route';
import {
  SavedPaymentChangeSchema,
  SavedPaymentDeletedSchema,
  SavedPaymentDetailSchema,
  SavedPaymentListSchema,
  SaveSavedPaymentSchema,
  UpdateSavedPaymentSchema,
} from './saved-payments';

const tag = 'Saved payments';
const id = { id: IdParam };

export const SAVED_PAYMENT_ROUTES: readonly ApiRoute[] = [
  call({
    path: '/Payment/GetSavedPayments',
    name: 'getSavedPayments',
    tag,
    summary: 'Saved bill subscriptions and cards, by nickname (cards masked).',
    data: SavedPaymentListSchema,
  }),
  call({
    path: '/Payment/GetSavedPayment/{id}',
    name: 'getSavedPayment',
    tag,
    summary: "One saved payment; a card's full number travels encrypted.",
    params: id,
    data: SavedPaymentDetailSchema,
  }),
  call({
    path: '/Payment/SaveSavedPayment',
    name: 'saveSavedPayment',
    tag,
    summary: "Saves a bill subscription (checked by the biller's rule) or a card (Luhn, known BIN) under a nickname.",
    body: SaveSavedPaymentSchema,
    data: SavedPaymentChangeSchema,
    actionCodes: [ActionCode.SavedPaymentSaved],
    idempotent: true,
  }),
  call({
    path: '/Payment/UpdateSavedPayment',
    name: 'updateSavedPayment',
    tag,
    summary: "Renames a saved payment; a bill's subscriber or a card's number may change too (checked again).",
    body: UpdateSavedPaymentSchema,
    data: SavedPaymentChangeSchema,
    actionCodes: [ActionCode.SavedPaymentUpdated],
    idempotent: true,
  }),
  call({
    path: '/Payment/DeleteSavedPayment/{id}',
    name: 'deleteSavedPayment',
    tag,
    summary: 'Removes a saved payment (idempotent); the body is empty (`{}`).',
    params: id,
    body: EmptyDataSchema,
    data: SavedPaymentDeletedSchema,
    actionCodes: [ActionCode.SavedPaymentDeleted],
    idempotent: true,
  }),
];
