/**
 * /api/deposit/* (account management): an account's detail, the products on offer, and
 * opening (a decision of the flow; a corporate maker's waits for approvals, 995), naming and closing
 * accounts (changes), under an Idempotency-Key.
 */
import { Hono } from 'hono';
import {
  CloseAccountSchema,
  CreateAccountSchema,
  OpeningQuoteRequestSchema,
  UpdateAliasSchema,
} from '../../src/contract/account-management';
import { ActionCode } from '../../src/contract/action-codes';
import { accountDetail, closeAccount, toAccountDetail, updateAlias } from '../domain/accounts/account-management';
import { accountProducts } from '../domain/accounts/account-products';
import { accountOpeningWithApprovals } from '../domain/corporate/waiting-products';
import { openingQuote } from '../domain/accounts/opening-quote';
import type { AppEnv } from '../http/context';
import { respondChange, respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';
import { accountOfPath } from './deposit';

export const accountManagementRoutes = new Hono<AppEnv>();

accountManagementRoutes.get('/getaccountdetail/:accountNumber', requireActive, async (c) => {
  const account = await accountOfPath(c);
  return c.json(serviceSuccess(await accountDetail(c.var.deps.db, account, c.var.deps.now(), c.var.language)));
});

accountManagementRoutes.get('/getaccountproducts', requireActive, (c) =>
  c.json(serviceSuccess(accountProducts(c.var.language))),
);

/** The exchange quote of a cross-currency opening (nothing changes: a quote is only a price held for a while). */
accountManagementRoutes.post('/getopeningquote', requireActive, async (c) => {
  const request = await parseJsonBody(c, OpeningQuoteRequestSchema);
  const { deps, session } = c.var;
  return c.json(serviceSuccess(await openingQuote(deps, session!.customerId, request)));
});

accountManagementRoutes.post('/createaccount', requireActive, async (c) =>
  respondDecision(c, accountOpeningWithApprovals, await parseJsonBody(c, CreateAccountSchema)),
);

accountManagementRoutes.post('/updateaccountalias', requireActive, async (c) => {
  const request = await parseJsonBody(c, UpdateAliasSchema);
  const { deps, session } = c.var;
  return respondChange(c, 'account-alias', request, async (tx) => {
    const row = await updateAlias(tx, session!.customerId, request.accountNumber, request.alias);
    return {
      actionCode: ActionCode.AccountAliasUpdated,
      data: { account: await accountDetail(tx, row, deps.now(), c.var.language) },
    };
  });
});

accountManagementRoutes.post('/closeaccount', requireActive, async (c) => {
  const request = await parseJsonBody(c, CloseAccountSchema);
  const { deps, session } = c.var;
  return respondChange(c, 'account-closing', request, async (tx) => {
    const now = deps.now();
    const row = await closeAccount(tx, session!.customerId, request.accountNumber, now);
    // Its easy addresses went with it (closeAccount): none to count.
    return { actionCode: ActionCode.AccountClosed, data: { account: toAccountDetail(row, 0, now, c.var.language) } };
  });
});
