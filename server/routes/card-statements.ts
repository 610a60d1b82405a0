/** /api/card/*: a credit card's statements (list, PDF) and its statement settings (cut-off day, sending preference). */
import { Hono } from 'hono';
import { IdParam } from '../../src/contract/api-route';
import {
  UpdateStatementCutoffSchema,
  UpdateStatementPreferenceSchema,
  type CardStatementPdf,
} from '../../src/contract/card-statements';
import { statementCutoffProduct, statementPreferenceProduct } from '../domain/cards/statements/settings-products';
import { cardStatementPdf } from '../domain/cards/statements/statement-pdf';
import { ownStatement, statementsOfCard } from '../domain/cards/statements/statement-reads';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const cardStatementRoutes = new Hono<AppEnv>();

cardStatementRoutes.get('/getstatements/:cardId', requireActive, async (c) => {
  const { cardId } = parseParams(c, { cardId: IdParam });
  return c.json(serviceSuccess(await statementsOfCard(c.var.deps.db, c.var.session!.customerId, cardId)));
});

cardStatementRoutes.get('/getstatementpdf/:statementId', requireActive, async (c) => {
  const { statementId } = parseParams(c, { statementId: IdParam });
  const own = await ownStatement(c.var.deps.db, c.var.session!.customerId, statementId);
  const pdf = await cardStatementPdf(own, c.var.language);
  const data: CardStatementPdf = {
    fileName: `kart-ekstresi-${own.statement.cutoffDate}.pdf`,
    content: pdf.toString('base64'),
  };
  return c.json(serviceSuccess(data));
});

cardStatementRoutes.post('/updatestatementcutoff', requireActive, async (c) =>
  respondDecision(c, statementCutoffProduct, await parseJsonBody(c, UpdateStatementCutoffSchema)),
);

cardStatementRoutes.post('/updatestatementpreference', requireActive, async (c) =>
  respondDecision(c, statementPreferenceProduct, await parseJsonBody(c, UpdateStatementPreferenceSchema)),
);
