/**
 * /api/dkadc/* (registered transactions, API version 1.2): list, save (a target or a completed
 * transfer), update and delete. Changes need an Idempotency-Key and run inside it.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ActionCode } from '../../src/contract/action-codes';
import { MessageCode } from '../../src/contract/message-codes';
import {
  SaveRecordedTransactionSchema,
  UpdateRecordedTransactionSchema,
  type RecordedTransactionList,
} from '../../src/contract/registered-transactions';
import {
  deleteRecorded,
  inputFromTransfer,
  listRecorded,
  saveRecorded,
  updateRecorded,
} from '../domain/recorded-transactions';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { storable } from '../http/stored-envelope';
import { runIdempotent } from '../http/idempotency';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const recordedTransactionRoutes = new Hono<AppEnv>();

recordedTransactionRoutes.get('/getrecordedtransactions', requireActive, async (c) => {
  const recordedTransactions = await listRecorded(c.var.deps.db, c.var.session!.customerId);
  return c.json(serviceSuccess<RecordedTransactionList>({ recordedTransactions }));
});

recordedTransactionRoutes.post('/saverecordedtransaction', requireActive, async (c) => {
  const request = await parseJsonBody(c, SaveRecordedTransactionSchema);
  const customerId = c.var.session!.customerId;
  const answer = await runIdempotent(c, request, async (tx) => {
    const input =
      'fromTransferId' in request
        ? await inputFromTransfer(tx, customerId, request.fromTransferId, request.name)
        : request;
    const recordedTransaction = await saveRecorded(tx, customerId, input, c.var.deps.now());
    return storable(serviceSuccess({ recordedTransaction }, ActionCode.RecordedTransactionSaved));
  });
  return c.json(answer.body, answer.status);
});

recordedTransactionRoutes.post('/updaterecordedtransaction', requireActive, async (c) => {
  const { id, ...input } = await parseJsonBody(c, UpdateRecordedTransactionSchema);
  const answer = await runIdempotent(c, { id, ...input }, async (tx) => {
    const recordedTransaction = await updateRecorded(tx, c.var.session!.customerId, id, input, c.var.deps.now());
    return storable(serviceSuccess({ recordedTransaction }, ActionCode.RecordedTransactionUpdated));
  });
  return c.json(answer.body, answer.status);
});

const Id = v.pipe(v.string(), v.uuid());

/** A GET that deletes (the spec names it so); it still needs an Idempotency-Key. */
recordedTransactionRoutes.get('/deleterecordedtransaction/:id', requireActive, async (c) => {
  const id = c.req.param('id');
  if (!v.is(Id, id)) throw new RequestError(400, [MessageCode.ValidationFailed]);
  const answer = await runIdempotent(c, { id }, async (tx) => {
    await deleteRecorded(tx, c.var.session!.customerId, id);
    return storable(serviceSuccess({ id }, ActionCode.RecordedTransactionDeleted));
  });
  return c.json(answer.body, answer.status);
});
