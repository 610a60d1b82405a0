/** /api/card/gettransactions/:cardId: a card's lines for its detail page (issue 14). */
import { Hono } from 'hono';
import { IdParam } from '../../src/contract/api-route';
import { CardTransactionsQuerySchema } from '../../src/contract/card-transactions';
import { cardTransactionsOf } from '../domain/cards/card-transactions';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { parseParams, parseQuery } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const cardTransactionRoutes = new Hono<AppEnv>();

cardTransactionRoutes.get('/gettransactions/:cardId', requireActive, async (c) => {
  const { cardId } = parseParams(c, { cardId: IdParam });
  const query = parseQuery(c, CardTransactionsQuerySchema);
  const { deps, session, language } = c.var;
  return c.json(serviceSuccess(await cardTransactionsOf(deps.db, session!.customerId, cardId, query, language)));
});
