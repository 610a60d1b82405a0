/**
 * /api/carddebt/*: query a credit card's debt (this bank's or another's), pay it (a decision with a
 * code; a corporate maker's waits for approvals, 995), read a payment's receipt and its card again. docs/api.md describes the calls.
 */
import { Hono, type Context } from 'hono';
import { IdParam } from '../../src/contract/api-route';
import { CardDebtQuerySchema, PayCardDebtSchema, PayOwnCardSchema } from '../../src/contract/card-debt';
import { MessageCode } from '../../src/contract/message-codes';
import { queryCardDebt } from '../domain/card-debt/cards';
import { cardDebtReceiptOf, cardNumberOfPayment } from '../domain/card-debt/payments';
import { cardDebtWithApprovals, ownCardDebtWithApprovals } from '../domain/corporate/waiting-products';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const cardDebtRoutes = new Hono<AppEnv>();
cardDebtRoutes.use('*', requireActive);

cardDebtRoutes.post('/query', async (c) => {
  const { cardNumber } = await parseJsonBody(c, CardDebtQuerySchema);
  const { db, config, now } = c.var.deps;
  return c.json(serviceSuccess(await queryCardDebt(db, config, now(), cardNumber)));
});

cardDebtRoutes.post('/pay', async (c) =>
  respondDecision(c, cardDebtWithApprovals, await parseJsonBody(c, PayCardDebtSchema)),
);

/** One's own credit card by its id (issue 14): the card's number never travels. */
cardDebtRoutes.post('/payowncard', async (c) =>
  respondDecision(c, ownCardDebtWithApprovals, await parseJsonBody(c, PayOwnCardSchema)),
);

const notFound = () => new RequestError(404, [MessageCode.CardDebtPaymentNotFound]);
const idOf = (c: Context<AppEnv>) => parseParams(c, { id: IdParam }).id;

cardDebtRoutes.get('/getpayment/:id', async (c) => {
  const receipt = await cardDebtReceiptOf(c.var.deps.db, c.var.session!.customerId, idOf(c));
  if (!receipt) throw notFound();
  return c.json(serviceSuccess(receipt));
});

cardDebtRoutes.get('/getpaymentcard/:id', async (c) => {
  const cardNumber = await cardNumberOfPayment(c.var.deps.db, c.var.session!.customerId, idOf(c));
  if (!cardNumber) throw notFound();
  return c.json(serviceSuccess({ cardNumber }));
});
