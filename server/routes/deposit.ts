/** /api/deposit/getaccounts/:isClosedIncluded: the signed-in customer's accounts. */
import { Hono } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import type { AccountList } from '../../src/contract/accounts';
import { MessageCode } from '../../src/contract/message-codes';
import { listAccounts } from '../domain/accounts';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { requireActive } from '../middleware/authenticate';

export const depositRoutes = new Hono<AppEnv>();

depositRoutes.get('/getaccounts/:isClosedIncluded', requireActive, async (c) => {
  const flag = c.req.param('isClosedIncluded');
  if (flag !== 'true' && flag !== 'false') throw new RequestError(400, [MessageCode.ValidationFailed]);
  const accounts = await listAccounts(c.var.deps.db, c.var.session!.customerId, flag === 'true');
  return c.json(serviceSuccess<AccountList>({ accounts }, ActionCode.AccountsListed));
});
