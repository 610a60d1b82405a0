/**
 * /api/payment/* saved payments: list, one (a card's number encrypted), save, update, delete. Changes
 * need an Idempotency-Key and run inside it (respondChange).
 */
import { Hono } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { IdParam } from '../../src/contract/api-route';
import { SaveSavedPaymentSchema, UpdateSavedPaymentSchema } from '../../src/contract/saved-payments';
import {
  deleteSavedPayment,
  listSavedPayments,
  saveSavedPayment,
  savedPaymentOf,
  updateSavedPayment,
} from '../domain/saved-payments/saved-payments';
import type { AppEnv } from '../http/context';
import { respondChange } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseParams } from '../http/validate';
import { BusinessError } from '../domain/common/refusal';
import { requireActive } from '../middleware/authenticate';

export const savedPaymentRoutes = new Hono<AppEnv>();

savedPaymentRoutes.get('/getsavedpayments', requireActive, async (c) => {
  const { db, config } = c.var.deps;
  return c.json(
    serviceSuccess({ savedPayments: await listSavedPayments(db, config.bankCode, c.var.session!.customerId) }),
  );
});

savedPaymentRoutes.get('/getsavedpayment/:id', requireActive, async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  const { db, config } = c.var.deps;
  try {
    return c.json(serviceSuccess(await savedPaymentOf(db, config.bankCode, c.var.session!.customerId, id)));
  } catch (error) {
    if (error instanceof BusinessError) throw new RequestError(404, error.codes);
    throw error;
  }
});

savedPaymentRoutes.post('/savesavedpayment', requireActive, async (c) => {
  const request = await parseJsonBody(c, SaveSavedPaymentSchema);
  const { config, now } = c.var.deps;
  return respondChange(c, 'saved-payment', request, async (tx) => {
    const savedPayment = await saveSavedPayment(tx, config.bankCode, c.var.session!.customerId, request, now());
    return { actionCode: ActionCode.SavedPaymentSaved, data: { savedPayment } };
  });
});

savedPaymentRoutes.post('/updatesavedpayment', requireActive, async (c) => {
  const request = await parseJsonBody(c, UpdateSavedPaymentSchema);
  const { config, now } = c.var.deps;
  return respondChange(c, 'saved-payment', request, async (tx) => {
    const savedPayment = await updateSavedPayment(tx, config.bankCode, c.var.session!.customerId, request, now());
    return { actionCode: ActionCode.SavedPaymentUpdated, data: { savedPayment } };
  });
});

savedPaymentRoutes.post('/deletesavedpayment/:id', requireActive, async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  return respondChange(c, 'saved-payment', { id }, async (tx) => {
    await deleteSavedPayment(tx, c.var.session!.customerId, id);
    return { actionCode: ActionCode.SavedPaymentDeleted, data: { id } };
  });
});
