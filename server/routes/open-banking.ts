/**
 * Open banking (issue 16, the bank as HHS), the customer's calls: the consents, one request with the
 * accounts it may name, approve and refuse (with the code), revoke. docs/api.md has the sequence.
 */
import { Hono } from 'hono';
import { MessageCode } from '../../src/contract/message-codes';
import { ApproveConsentSchema, ConsentIdSchema, ConsentQuerySchema } from '../../src/contract/open-banking';
import { formatAmount, type Currency } from '../../src/contract/money';
import { BusinessError } from '../domain/common/refusal';
import { choicesOf, consentOf, expireConsents, listConsents, viewsOf } from '../domain/open-banking/consents';
import {
  approvalAnswer,
  approvalCodeKey,
  approveConsentProduct,
  refuseConsentProduct,
  revokeConsentProduct,
} from '../domain/open-banking/decisions';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody, parseQuery } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

/** Mounted at /api. */
export const openBankingRoutes = new Hono<AppEnv>();

openBankingRoutes.get('/openbanking/getconsents', requireActive, async (c) => {
  const { deps, session } = c.var;
  return c.json(serviceSuccess({ consents: await listConsents(deps.db, session!.customerId, deps.now()) }));
});

openBankingRoutes.get('/openbanking/getconsent', requireActive, async (c) => {
  const { consentId } = parseQuery(c, ConsentQuerySchema);
  const { deps, session } = c.var;
  await expireConsents(deps.db, deps.now());
  const found = consentId ? await consentOf(deps.db, session!.customerId, consentId) : undefined;
  if (!found) throw new BusinessError([MessageCode.ConsentNotFound]);
  const [consent] = await viewsOf(deps.db, [found]);
  const choices = (await choicesOf(deps.db, session!.customerId, found.consent.kind)).map((a) => ({
    accountNumber: a.accountNumber,
    name: a.name,
    currency: a.currency,
    balance: formatAmount(a.balance, a.currency as Currency),
  }));
  return c.json(serviceSuccess({ consent: consent!, choices }));
});

openBankingRoutes.post('/openbanking/approveconsent', requireActive, async (c) => {
  const codeKey = await approvalCodeKey(c.var.deps.db);
  return respondDecision(c, approveConsentProduct(codeKey), await parseJsonBody(c, ApproveConsentSchema), {
    finish: async (data) => approvalAnswer(codeKey, data),
  });
});

openBankingRoutes.post('/openbanking/refuseconsent', requireActive, async (c) =>
  respondDecision(c, refuseConsentProduct, await parseJsonBody(c, ConsentIdSchema)),
);

openBankingRoutes.post('/openbanking/revokeconsent', requireActive, async (c) =>
  respondDecision(c, revokeConsentProduct, await parseJsonBody(c, ConsentIdSchema)),
);
