/**
 * /api/bill/*: bill payment (issue 13). The categories, a category's institutions and a
 * subscriber's open bills are reads; Pay is a decision (Idempotency-Key): the code, then the
 * payment; GetPayment answers a receipt again. docs/api.md describes them.
 */
import { billPaymentWithApprovals } from '../domain/corporate/waiting-products';
import { tellApprovers } from '../domain/corporate/settle';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ActionCode } from '../../src/contract/action-codes';
import { IdParam } from '../../src/contract/api-route';
import { PayBillsSchema, QueryBillsSchema } from '../../src/contract/bills';
import { IssueKey, MessageCode } from '../../src/contract/message-codes';
import { BILL_CATEGORIES } from '../../src/contract/payments';
import { billCategories, billInstitutions, billPaymentOf, queryBills } from '../domain/bills/catalog';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

/** Paths route in lower case: "electricity" is Electricity. */
const CategoryParam = v.pipe(
  v.string(),
  v.transform((raw) => BILL_CATEGORIES.find((known) => known.toLowerCase() === raw.toLowerCase()) ?? raw),
  v.picklist(BILL_CATEGORIES, IssueKey.Invalid),
);

export const billRoutes = new Hono<AppEnv>();
billRoutes.use('*', requireActive);

billRoutes.get('/getcategories', async (c) =>
  c.json(serviceSuccess(await billCategories(c.var.deps.db, c.var.language))),
);

billRoutes.get('/getinstitutions/:category', async (c) => {
  const { category } = parseParams(c, { category: CategoryParam });
  return c.json(serviceSuccess(await billInstitutions(c.var.deps.db, category, c.var.language)));
});

billRoutes.post('/querybills', async (c) => {
  const { billerCode, subscriberNo } = await parseJsonBody(c, QueryBillsSchema);
  const { db, now } = c.var.deps;
  return c.json(serviceSuccess(await queryBills(db, billerCode, subscriberNo, now()), ActionCode.None));
});

billRoutes.post('/pay', async (c) =>
  respondDecision(c, billPaymentWithApprovals, await parseJsonBody(c, PayBillsSchema), {
    addToFresh: (data) => tellApprovers(c.var.deps, data),
  }),
);

billRoutes.get('/getpayment/:id', async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  const receipt = await billPaymentOf(c.var.deps.db, c.var.session!.customerId, id);
  if (!receipt) throw new RequestError(404, [MessageCode.BillPaymentNotFound]);
  return c.json(serviceSuccess(receipt));
});
