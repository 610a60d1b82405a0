/**
 * /api/external/getparametersbygroup[prelogin]/:serviceName/:groupCode: parameter groups;
 * /api/external/getnetworth: assets and debts from the ledger, valued in TRY.
 * The pre-login variant is unsigned and serves only the groups a signed-out page needs.
 */
import { Hono, type Context } from 'hono';
import { NameParam } from '../../src/contract/api-route';
import { MessageCode } from '../../src/contract/message-codes';
import { netWorthFor } from '../domain/accounts/net-worth';
import { parametersFor } from '../domain/client-data/parameters';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const externalRoutes = new Hono<AppEnv>();

const answer = (c: Context<AppEnv>, prelogin: boolean) => {
  const { serviceName, groupCode } = parseParams(c, { serviceName: NameParam, groupCode: NameParam });
  const parameters = parametersFor(c.var.deps.config, serviceName, groupCode, prelogin);
  if (!parameters) throw new RequestError(404, [MessageCode.NotFound]);
  return c.json(serviceSuccess(parameters));
};

externalRoutes.get('/getparametersbygroupprelogin/:serviceName/:groupCode', (c) => answer(c, true));
// Signed: a customer session (any stage past the first factor is enough for a setting) or an agent.
externalRoutes.get('/getparametersbygroup/:serviceName/:groupCode', (c) => answer(c, false));

externalRoutes.get('/getnetworth', requireActive, async (c) => {
  const { db, config, now } = c.var.deps;
  return c.json(serviceSuccess(await netWorthFor(db, c.var.session!.customerId, config, now(), c.var.language)));
});
