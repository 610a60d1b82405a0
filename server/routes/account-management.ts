/**
 * /api/deposit/* (account management): an account's detail, the products on offer, and
 * opening, naming and closing accounts. Changes need an Idempotency-Key and run inside it.
 */
import { Hono } from 'hono';
import {
  CloseAccountSchema,
  CreateAccountSchema,
  OpeningQuoteRequestSchema,
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
import { crossCurrencyFunding, openingQuote } from '../domain/account-opening-fx';
import { ownAccount } from '../domain/transactions';
import { BusinessError } from '../http/errors';
import { MessageCode } from '../../src/contract/message-codes';
import { parseAmount } from '../../src/contract/money';
import { accountOfPath } from './deposit';

export const accountManagementRoutes = new Hono<AppEnv>();

accountManagementRoutes.get('/getaccountdetail/:accountNumber', requireActive, async (c) => {
  const account = await accountOfPath(c);
  return c.json(serviceSuccess(await accountDetail(c.var.deps.db, account, c.var.deps.now())));
});

accountManagementRoutes.get('/getaccountproducts', requireActive, (c) =>
  c.json(serviceSuccess(accountProducts(c.var.language))),
);

/** The exchange quote of a cross-currency opening (nothing changes: a quote is only a price held for a while). */
accountManagementRoutes.post('/getopeningquote', requireActive, async (c) => {
  const request = await parseJsonBody(c, OpeningQuoteRequestSchema);
  const { db, config, now } = c.var.deps;
  const customerId = c.var.session!.customerId;
  const source = await ownAccount(db, customerId, request.sourceAccountNumber);
  if (!source) throw new BusinessError([MessageCode.AccountNotFound]);
  if (source.closedAt) throw new BusinessError([MessageCode.AccountClosed]);
  if (source.currency === request.currency) throw new BusinessError([MessageCode.TransferCurrencyMismatch]);
  const amount = parseAmount(request.amount, request.currency);
  if (amount === undefined) throw new BusinessError([MessageCode.TransferAmountTooPrecise]);
  if (amount <= 0n) throw new BusinessError([MessageCode.TransferAmountInvalid]);
  const quote = await openingQuote(db, config, now(), {
    customerId,
    sourceCurrency: source.currency,
    currency: request.currency,
    amount,
  });
  return c.json(serviceSuccess(quote));
});

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
