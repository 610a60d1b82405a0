/**
 * /api/payment/* of last transactions (issue 13): the feed of every money movement of the
 * customer, one movement with its receipt's fields, and the receipt (dekont) PDF of any of them.
 * docs/api.md describes it.
 */
import { Hono, type Context } from 'hono';
import { IdParam } from '../../src/contract/api-route';
import { LastTransactionsQuerySchema } from '../../src/contract/last-transactions';
import { MessageCode } from '../../src/contract/message-codes';
import { lastTransactions } from '../domain/last-transactions/feed';
import { ownMovement } from '../domain/last-transactions/movements';
import { notPostedOperations } from '../domain/last-transactions/not-posted';
import { repeatTargetOf } from '../domain/last-transactions/repeat';
import { detailOf, movementReceiptPdf } from '../domain/last-transactions/receipt';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseParams, parseQuery } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const lastTransactionRoutes = new Hono<AppEnv>();
lastTransactionRoutes.use('*', requireActive);

lastTransactionRoutes.get('/getlasttransactions', async (c) => {
  const query = parseQuery(c, LastTransactionsQuerySchema);
  const { deps, session, language } = c.var;
  // A company's operations not posted lead the first page of an unfiltered feed (docs/corporate-access.md).
  const unfiltered = !query.cursor && !query.from && !query.to && !query.kind && !query.minAmount && !query.maxAmount;
  const operations = unfiltered ? await notPostedOperations(deps, session!.customerId, language) : [];
  const list = await lastTransactions(deps.db, session!.customerId, query, language);
  return c.json(serviceSuccess({ ...list, operations }));
});

/** The caller's own movement of the path; someone else's and an unknown one are both 404. */
const movementOf = async (c: Context<AppEnv>) => {
  const { id } = parseParams(c, { id: IdParam });
  const movement = await ownMovement(c.var.deps.db, c.var.session!.customerId, id);
  if (!movement) throw new RequestError(404, [MessageCode.LastTransactionNotFound]);
  return movement;
};

lastTransactionRoutes.get('/getlasttransaction/:id', async (c) => {
  const { deps, session, language } = c.var;
  return c.json(serviceSuccess(await detailOf(deps.db, session!.customerId, await movementOf(c), language)));
});

lastTransactionRoutes.get('/getreceiptpdf/:id', async (c) => {
  const { deps, session, language } = c.var;
  return c.json(serviceSuccess(await movementReceiptPdf(deps.db, session!.customerId, await movementOf(c), language)));
});

/** /api/transfer/getrepeattarget/:id: a transfer's form filled again ("repeat" from last transactions). */
export const repeatTransferRoutes = new Hono<AppEnv>();
repeatTransferRoutes.use('*', requireActive);

repeatTransferRoutes.get('/getrepeattarget/:id', async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  const target = await repeatTargetOf(c.var.deps.db, c.var.session!.customerId, id);
  if (!target) throw new RequestError(404, [MessageCode.TransferNotFound]);
  return c.json(serviceSuccess(target));
});
