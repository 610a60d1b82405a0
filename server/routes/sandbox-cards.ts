/** /api/sandbox/card (sandbox mode only): the card network a tester drives (cards to pick, purchases, refunds). */
import { Hono } from 'hono';
import { CardPurchaseRequestSchema, CardRefundRequestSchema } from '../../src/contract/cards-network';
import { authorise } from '../domain/cards/network/authorise';
import { sandboxCards } from '../domain/cards/network/sandbox-cards';
import { refund } from '../domain/cards/network/refund';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody } from '../http/validate';

export const sandboxCardRoutes = new Hono<AppEnv>();

sandboxCardRoutes.get('/card/cards', async (c) => c.json(serviceSuccess({ items: await sandboxCards(c.var.deps.db) })));

sandboxCardRoutes.post('/card/purchase', async (c) => {
  const request = await parseJsonBody(c, CardPurchaseRequestSchema);
  return c.json(serviceSuccess(await authorise(c.var.deps, request, c.var.language)));
});

sandboxCardRoutes.post('/card/refund', async (c) => {
  const request = await parseJsonBody(c, CardRefundRequestSchema);
  return c.json(serviceSuccess(await refund(c.var.deps, request, c.var.language)));
});
