/**
 * /api/financing/*: the customer's murabaha financings (list, detail with the plan, the early payoff
 * amount), the payments area's due installments, paying installments and paying off early (decisions
 * with a code), and a payment's receipt. docs/api.md describes the calls.
 */
import { Hono, type Context } from 'hono';
import { IdParam } from '../../src/contract/api-route';
import { PayInstallmentsSchema, PayOffSchema } from '../../src/contract/financing';
import { MessageCode } from '../../src/contract/message-codes';
import { dueInstallments, financingDetail, financingList, payoffQuote } from '../domain/financing/financings';
import { financingReceiptOf, installmentPaymentProduct } from '../domain/financing/payment-product';
import { payoffProduct } from '../domain/financing/payoff-product';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const financingRoutes = new Hono<AppEnv>();
financingRoutes.use('*', requireActive);

const idOf = (c: Context<AppEnv>) => parseParams(c, { id: IdParam }).id;
const notFound = () => new RequestError(404, [MessageCode.FinancingNotFound]);

financingRoutes.get('/getfinancings', async (c) => {
  const { db, config, now } = c.var.deps;
  const list = await financingList(db, config.financing, c.var.session!.customerId, now(), c.var.language);
  return c.json(serviceSuccess({ financings: list }));
});

financingRoutes.get('/getfinancing/:id', async (c) => {
  const { db, config, now } = c.var.deps;
  const detail = await financingDetail(db, config.financing, c.var.session!.customerId, idOf(c), now(), c.var.language);
  if (!detail) throw notFound();
  return c.json(serviceSuccess(detail));
});

financingRoutes.get('/getpayoff/:id', async (c) => {
  const { db, config, now } = c.var.deps;
  const quote = await payoffQuote(db, config.financing, c.var.session!.customerId, idOf(c), now());
  if (!quote) throw notFound();
  return c.json(serviceSuccess(quote));
});

financingRoutes.get('/getdueinstallments', async (c) => {
  const { db, config, now } = c.var.deps;
  const list = await dueInstallments(db, config.financing, c.var.session!.customerId, now(), c.var.language);
  return c.json(serviceSuccess({ installments: list }));
});

financingRoutes.post('/payinstallments', async (c) =>
  respondDecision(c, installmentPaymentProduct, await parseJsonBody(c, PayInstallmentsSchema)),
);

financingRoutes.post('/payoff', async (c) => respondDecision(c, payoffProduct, await parseJsonBody(c, PayOffSchema)));

financingRoutes.get('/getpayment/:id', async (c) => {
  const receipt = await financingReceiptOf(c.var.deps.db, c.var.session!.customerId, idOf(c));
  if (!receipt) throw new RequestError(404, [MessageCode.FinancingPaymentNotFound]);
  return c.json(serviceSuccess(receipt));
});
