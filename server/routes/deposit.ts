/** /api/deposit/*: the signed-in customer's accounts, an account's newest entries and its PDF statement. */
import { Hono, type Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import type { AccountList } from '../../src/contract/accounts';
import { MessageCode } from '../../src/contract/message-codes';
import { parseTake, type StatementPdf, type TransactionList } from '../../src/contract/transactions';
import { listAccounts } from '../domain/accounts';
import { findCustomer } from '../domain/auth';
import { statementPdf } from '../domain/statement-pdf';
import { lastTransactions, ownAccount } from '../domain/transactions';
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

const ACCOUNT_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

/** The caller's own account of the path; someone else's and an unknown one are both 404. */
const accountOfPath = async (c: Context<AppEnv>) => {
  const accountNumber = c.req.param('accountNumber') ?? '';
  if (!ACCOUNT_NUMBER.test(accountNumber)) throw new RequestError(400, [MessageCode.ValidationFailed]);
  const account = await ownAccount(c.var.deps.db, c.var.session!.customerId, accountNumber);
  if (!account) throw new RequestError(404, [MessageCode.NotFound]);
  return account;
};

depositRoutes.get('/getlasttransactions/:accountNumber', requireActive, async (c) => {
  const take = parseTake(c.req.query('take'));
  if (take === undefined) throw new RequestError(400, [MessageCode.ValidationFailed]);
  const account = await accountOfPath(c);
  const transactions = await lastTransactions(c.var.deps.db, account, take);
  return c.json(serviceSuccess<TransactionList>({ accountNumber: account.accountNumber, transactions }));
});

/** The newest 50 entries as a PDF, base64 in the envelope (the page previews or downloads it). */
depositRoutes.get('/getstatementpdf/:accountNumber', requireActive, async (c) => {
  const account = await accountOfPath(c);
  const { deps, session, language } = c.var;
  const customer = (await findCustomer(deps, session!.customerId))!;
  const pdf = await statementPdf({
    customerName: `${customer.name} ${customer.surname}`,
    account,
    transactions: await lastTransactions(deps.db, account, 50),
    language,
    now: deps.now(),
  });
  const data: StatementPdf = { fileName: `hesap-ozeti-${account.accountNumber}.pdf`, content: pdf.toString('base64') };
  return c.json(serviceSuccess(data));
});
