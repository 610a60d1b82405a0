/**
 * The bank's open-banking API for third-party providers (issue 16, `/Ohvps/*`): no customer session
 * (the path is unsigned), the provider's client credentials or `Authorization: Bearer`. A missing or
 * refused credential or token is 401 (openBanking.unauthorized).
 */
import { Hono, type Context } from 'hono';
import { MessageCode } from '../../src/contract/message-codes';
import {
  ConsentQuerySchema,
  OhvpsAccountConsentRequestSchema,
  OhvpsAccountQuerySchema,
  OhvpsPaymentConsentRequestSchema,
  OhvpsPaymentRequestSchema,
  OhvpsTokenRequestSchema,
} from '../../src/contract/open-banking';
import { BusinessError } from '../domain/common/refusal';
import { expireConsents } from '../domain/open-banking/consents';
import { makePayment } from '../domain/open-banking/pis-payment';
import {
  consentStatus,
  createAccountConsent,
  createPaymentConsent,
  issueToken,
  readAccounts,
  readBalance,
  readTransactions,
  revokeAtProvider,
} from '../domain/open-banking/provider-api';
import { clientOfToken, consentOfToken, OhvpsUnauthorised } from '../domain/open-banking/providers';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseQuery } from '../http/validate';

/** Mounted at /api. */
export const ohvpsRoutes = new Hono<AppEnv>();

/** Runs a provider call, turning a refused credential into 401. */
const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OhvpsUnauthorised) throw new RequestError(401, [MessageCode.OhvpsUnauthorized]);
    throw error;
  }
};

const authorization = (c: Context<AppEnv>) => c.req.header('Authorization');

/** The consent behind the bearer token, after the bank's clock's moves. */
const tokenConsent = async (c: Context<AppEnv>) => {
  const { db, now } = c.var.deps;
  await expireConsents(db, now());
  return consentOfToken(db, authorization(c), now());
};

ohvpsRoutes.post('/ohvps/token', async (c) => {
  const request = await parseJsonBody(c, OhvpsTokenRequestSchema);
  return c.json(serviceSuccess(await guarded(() => issueToken(c.var.deps.db, c.var.deps.now(), request))));
});

ohvpsRoutes.post('/ohvps/accountconsent', async (c) => {
  const { db, now } = c.var.deps;
  const provider = await guarded(() => clientOfToken(db, authorization(c), now()));
  const request = await parseJsonBody(c, OhvpsAccountConsentRequestSchema);
  return c.json(serviceSuccess(await createAccountConsent(db, now(), provider, request)));
});

ohvpsRoutes.post('/ohvps/paymentconsent', async (c) => {
  const { db, now } = c.var.deps;
  const provider = await guarded(() => clientOfToken(db, authorization(c), now()));
  const request = await parseJsonBody(c, OhvpsPaymentConsentRequestSchema);
  return c.json(serviceSuccess(await createPaymentConsent(db, now(), provider, request)));
});

ohvpsRoutes.get('/ohvps/consentstatus', async (c) => {
  const { db, now } = c.var.deps;
  const provider = await guarded(() => clientOfToken(db, authorization(c), now()));
  const { consentId } = parseQuery(c, ConsentQuerySchema);
  if (!consentId) throw new BusinessError([MessageCode.ConsentNotFound]);
  return c.json(serviceSuccess(await consentStatus(db, now(), provider, consentId)));
});

ohvpsRoutes.post('/ohvps/revokeconsent', async (c) => {
  const { db, now } = c.var.deps;
  const provider = await guarded(() => clientOfToken(db, authorization(c), now()));
  const { consentId } = await parseJsonBody(c, OhvpsPaymentRequestSchema);
  return c.json(serviceSuccess(await revokeAtProvider(db, now(), provider, consentId)));
});

ohvpsRoutes.get('/ohvps/accounts', async (c) =>
  c.json(serviceSuccess(await guarded(async () => readAccounts(c.var.deps.db, await tokenConsent(c))))),
);

ohvpsRoutes.get('/ohvps/balance', async (c) => {
  // The token first: a call without one is 401 whatever it asks.
  const consent = await guarded(() => tokenConsent(c));
  const { accountRef } = parseQuery(c, OhvpsAccountQuerySchema);
  return c.json(serviceSuccess(await guarded(() => readBalance(c.var.deps.db, consent, accountRef))));
});

ohvpsRoutes.get('/ohvps/transactions', async (c) => {
  const consent = await guarded(() => tokenConsent(c));
  const { accountRef } = parseQuery(c, OhvpsAccountQuerySchema);
  return c.json(serviceSuccess(await guarded(() => readTransactions(c.var.deps.db, consent, accountRef))));
});

ohvpsRoutes.post('/ohvps/payment', async (c) => {
  const consent = await guarded(() => tokenConsent(c));
  const { consentId } = await parseJsonBody(c, OhvpsPaymentRequestSchema);
  if (consentId !== consent.id) throw new BusinessError([MessageCode.ConsentNotFound]);
  return c.json(serviceSuccess(await guarded(() => makePayment(c.var.deps, consent))));
});
