/**
 * /api/deposit/* (account management): an account's detail, the products on offer, and
 * opening, naming and closing accounts. Changes need an Idempotency-Key and run inside it.
 */
import { Hono } from 'hono';
import {
  CloseAccountSchema,
  CreateAccountSchema,
  UpdateAliasSchema,
  type AccountChange,
} from '../../src/contract/account-management';
import { ActionCode } from '../../src/contract/action-codes';
import { accountDetail, closeAccount, openAccount, updateAlias } from '../domain/account-management';
import { accountProducts } from '../domain/account-products';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { storable } from '../http/stored-envelope';
import { idempotencyKeyOf, runIdempotent } from '../http/idempotency';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';
import { crossCurrencyFunding } from '../domain/account-opening-fx';
import { accountOfPath } from './deposit';

export const accountManagementRoutes = new Hono<AppEnv>();

accountManagementRoutes.get('/getaccountdetail/:accountNumber', requireActive, async (c) => {
  const account = await accountOfPath(c);
  return c.json(serviceSuccess(await accountDetail(c.var.deps.db, account, c.var.deps.now())));
});

accountManagementRoutes.get('/getaccountproducts', requireActive, (c) => c.json(serviceSuccess(accountProducts())));

accountManagementRoutes.post('/createaccount', requireActive, async (c) => {
  const request = await parseJsonBody(c, CreateAccountSchema);
  const { deps, session } = c.var;
  const idempotencyKey = idempotencyKeyOf(c);
  const answer = await runIdempotent(c, request, async (tx) => {
    const now = deps.now();
    const row = await openAccount(tx, {
      customerId: session!.customerId,
      request,
      bankCode: deps.config.bankCode,
      now,
      idempotencyKey,
      crossCurrency: crossCurrencyFunding,
    });
    const data: AccountChange = { account: await accountDetail(tx, row, now) };
    return storable(serviceSuccess(data, ActionCode.AccountCreated));
  });
  return c.json(answer.body, answer.status);
});

accountManagementRoutes.post('/updateaccountalias', requireActive, async (c) => {
  const request = await parseJsonBody(c, UpdateAliasSchema);
  const { deps, session } = c.var;
  const answer = await runIdempotent(c, request, async (tx) => {
    const row = await updateAlias(tx, session!.customerId, request.accountNumber, request.alias);
    const data: AccountChange = { account: await accountDetail(tx, row, deps.now()) };
    return storable(serviceSuccess(data, ActionCode.AccountAliasUpdated));
  });
  return c.json(answer.body, answer.status);
});

accountManagementRoutes.post('/closeaccount', requireActive, async (c) => {
  const request = await parseJsonBody(c, CloseAccountSchema);
  const { deps, session } = c.var;
  const answer = await runIdempotent(c, request, async (tx) => {
    const now = deps.now();
    const row = await closeAccount(tx, session!.customerId, request.accountNumber, now);
    const data: AccountChange = { account: await accountDetail(tx, row, now) };
    return storable(serviceSuccess(data, ActionCode.AccountClosed));
  });
  return c.json(answer.body, answer.status);
});
