/**
 * /api/card/*: card applications: apply for a credit or a debit card (decisions with a code), the
 * customer's applications (every kind) and one with its timeline. The sandbox advances them
 * (server/domain/cards/applications/advance.ts).
 */
import { Hono } from 'hono';
import { IdParam } from '../../src/contract/api-route';
import { CreditCardApplicationSchema, DebitCardApplicationSchema } from '../../src/contract/card-applications';
import { creditApplicationProduct, debitApplicationProduct } from '../domain/cards/applications/apply';
import { applicationDetail, applicationsOf, creditRulesOf } from '../domain/cards/applications/reads';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const cardApplicationRoutes = new Hono<AppEnv>();

cardApplicationRoutes.post('/applycreditcard', requireActive, async (c) =>
  respondDecision(c, creditApplicationProduct, await parseJsonBody(c, CreditCardApplicationSchema)),
);

cardApplicationRoutes.post('/applydebitcard', requireActive, async (c) =>
  respondDecision(c, debitApplicationProduct, await parseJsonBody(c, DebitCardApplicationSchema)),
);

cardApplicationRoutes.get('/getapplications', requireActive, async (c) => {
  const applications = await applicationsOf(c.var.deps.db, c.var.session!.customerId);
  return c.json(serviceSuccess({ applications, creditRules: creditRulesOf(applications, c.var.deps.config.cards) }));
});

cardApplicationRoutes.get('/getapplication/:id', requireActive, async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  const detail = await applicationDetail(c.var.deps.db, c.var.session!.customerId, id, c.var.language);
  return c.json(serviceSuccess(detail));
});
