/**
 * /api/dkadc/* (registered transactions, API version 1.2): list, save (a target or a completed
 * transfer), update and delete. Changes need an Idempotency-Key and run inside it.
 */
import { Hono } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { IdParam } from '../../src/contract/api-route';
import {
  SaveRegisteredTransactionSchema,
  UpdateRegisteredTransactionSchema,
  type RegisteredTransactionList,
} from '../../src/contract/registered-transactions';
import {
  deleteRegistered,
  inputFromTransfer,
  listRegistered,
  saveRegistered,
  updateRegistered,
} from '../domain/registered-transactions/registered-transactions';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { respondChange } from '../http/decision';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const registeredTransactionRoutes = new Hono<AppEnv>();

registeredTransactionRoutes.get('/getrecordedtransactions', requireActive, async (c) => {
  const recordedTransactions = await listRegistered(c.var.deps.db, c.var.session!.customerId);
  return c.json(serviceSuccess<RegisteredTransactionList>({ recordedTransactions }));
});

registeredTransactionRoutes.post('/saverecordedtransaction', requireActive, async (c) => {
  const request = await parseJsonBody(c, SaveRegisteredTransactionSchema);
  const customerId = c.var.session!.customerId;
  return respondChange(c, 'registered-transaction', request, async (tx) => {
    const input =
      'fromTransferId' in request
        ? await inputFromTransfer(tx, customerId, request.fromTransferId, request.name)
        : request;
    const recordedTransaction = await saveRegistered(tx, customerId, input, c.var.deps.now());
    return { actionCode: ActionCode.RegisteredTransactionSaved, data: { recordedTransaction } };
  });
});

registeredTransactionRoutes.post('/updaterecordedtransaction', requireActive, async (c) => {
  const { id, ...input } = await parseJsonBody(c, UpdateRegisteredTransactionSchema);
  return respondChange(c, 'registered-transaction', { id, ...input }, async (tx) => {
    const recordedTransaction = await updateRegistered(tx, c.var.session!.customerId, id, input, c.var.deps.now());
    return { actionCode: ActionCode.RegisteredTransactionUpdated, data: { recordedTransaction } };
  });
});

/** A GET that deletes (the spec names it so); it still needs an Idempotency-Key. */
registeredTransactionRoutes.get('/deleterecordedtransaction/:id', requireActive, async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  return respondChange(c, 'registered-transaction', { id }, async (tx) => {
    await deleteRegistered(tx, c.var.session!.customerId, id);
    return { actionCode: ActionCode.RegisteredTransactionDeleted, data: { id } };
  });
});
