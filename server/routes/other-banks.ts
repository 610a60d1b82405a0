/**
 * Other bank access permissions (issue 16, the bank as YÖS): `/OtherBankAccess/*`. The consents to
 * read the customer's accounts at the sandbox's other banks; docs/api.md describes the round trip.
 */
import { Hono } from 'hono';
import { IdParam } from '../../src/contract/api-route';
import { ActionCode } from '../../src/contract/action-codes';
import { RenewConsentSchema, RevokeConsentSchema, StartLinkSchema } from '../../src/contract/other-banks';
import { BusinessError } from '../domain/common/refusal';
import {
  consentDetail,
  listConsents,
  otherBanksAnswer,
  renewConsent,
  revokeConsent,
  startLink,
} from '../domain/other-banks/consents';
import { linkedAccounts } from '../domain/other-banks/linked-accounts';
import type { AppEnv } from '../http/context';
import { respondChange } from '../http/decision';
import { serviceError, serviceSuccess } from '../http/envelopes';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

/** Mounted at /api/otherbankaccess. */
export const otherBankRoutes = new Hono<AppEnv>();

otherBankRoutes.get('/banks', requireActive, async (c) =>
  c.json(serviceSuccess(await otherBanksAnswer(c.var.deps.db, c.var.session!.customerId, c.var.deps.now()))),
);

otherBankRoutes.get('/consents', requireActive, async (c) =>
  c.json(serviceSuccess(await listConsents(c.var.deps.db, c.var.session!.customerId, c.var.deps.now()))),
);

otherBankRoutes.get('/consent/:consentId', requireActive, async (c) => {
  const { consentId } = parseParams(c, { consentId: IdParam });
  try {
    return c.json(
      serviceSuccess(await consentDetail(c.var.deps.db, c.var.session!.customerId, consentId, c.var.deps.now())),
    );
  } catch (error) {
    if (error instanceof BusinessError) return c.json(serviceError(error.codes, c.var.language));
    throw error;
  }
});

otherBankRoutes.get('/accounts', requireActive, async (c) =>
  c.json(serviceSuccess(await linkedAccounts(c.var.deps.db, c.var.session!.customerId, c.var.deps.now()))),
);

otherBankRoutes.post('/link', requireActive, async (c) => {
  const request = await parseJsonBody(c, StartLinkSchema);
  const { deps, session, language } = c.var;
  return respondChange(c, 'other-bank-link', request, async (tx) => ({
    actionCode: ActionCode.OtherBankLinkStarted,
    data: await startLink(tx, session!.customerId, request, deps.now(), language),
  }));
});

otherBankRoutes.post('/renew', requireActive, async (c) => {
  const request = await parseJsonBody(c, RenewConsentSchema);
  const { deps, session, language } = c.var;
  return respondChange(c, 'other-bank-renew', request, async (tx) => ({
    actionCode: ActionCode.OtherBankLinkStarted,
    data: await renewConsent(tx, session!.customerId, request, deps.now(), language),
  }));
});

otherBankRoutes.post('/revoke', requireActive, async (c) => {
  const request = await parseJsonBody(c, RevokeConsentSchema);
  const { deps, session } = c.var;
  return respondChange(c, 'other-bank-revoke', request, async (tx) => ({
    actionCode: ActionCode.OtherBankConsentRevoked,
    data: await revokeConsent(tx, session!.customerId, request.consentId, deps.now()),
  }));
});
