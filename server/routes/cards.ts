/** /api/card/*: the customer's cards (list, detail). Card changes, the network, statements and applications mount beside it. */
import { Hono } from 'hono';
import { IdParam } from '../../src/contract/api-route';
import { cardDetail, cardsOf, summaryOf } from '../domain/cards/card-reads';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const cardRoutes = new Hono<AppEnv>();

cardRoutes.get('/getcards', requireActive, async (c) => {
  const cards = await cardsOf(c.var.deps.db, c.var.session!.customerId);
  return c.json(serviceSuccess({ cards: cards.map(summaryOf) }));
});

cardRoutes.get('/getcard/:id', requireActive, async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  const { db, config } = c.var.deps;
  return c.json(serviceSuccess(await cardDetail(db, c.var.session!.customerId, id, config.cards)));
});
