/**
 * /api/market/*: the currency and precious metals market: the overview, a quote, a trade (a decision
 * without a code; a corporate maker's waits for approvals, 995) and a trade read again. docs/api.md describes the calls.
 */
import { Hono } from 'hono';
import { IdParam } from '../../src/contract/api-route';
import { MarketQuoteRequestSchema, MarketTradeRequestSchema } from '../../src/contract/market';
import { MessageCode } from '../../src/contract/message-codes';
import { marketOverview } from '../domain/market/overview';
import { createMarketQuote } from '../domain/market/quotes';
import { marketTradeWithApprovals } from '../domain/corporate/waiting-products';
import { tradeOf } from '../domain/market/trade';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const marketRoutes = new Hono<AppEnv>();
marketRoutes.use('*', requireActive);

marketRoutes.get('/getoverview', async (c) => {
  const { db, config, now } = c.var.deps;
  return c.json(serviceSuccess(await marketOverview(db, config, now(), c.var.session!.customerId)));
});

marketRoutes.post('/getquote', async (c) => {
  const request = await parseJsonBody(c, MarketQuoteRequestSchema);
  const { db, config, now } = c.var.deps;
  return c.json(serviceSuccess(await createMarketQuote(db, config, now(), c.var.session!.customerId, request)));
});

marketRoutes.post('/trade', async (c) =>
  respondDecision(c, marketTradeWithApprovals, await parseJsonBody(c, MarketTradeRequestSchema)),
);

marketRoutes.get('/gettrade/:id', async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  const trade = await tradeOf(c.var.deps.db, c.var.session!.customerId, id);
  if (!trade) throw new RequestError(404, [MessageCode.MarketTradeNotFound]);
  return c.json(serviceSuccess(trade));
});
