/** /api/deposit/*: the signed-in customer's accounts, an account's newest entries and its PDF statement. */
import { Hono, type Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import type { AccountList } from '../../src/contract/accounts';
import { MessageCode } from '../../src/contract/message-codes';
import { TransactionFilterSchema, type StatementCsv } from '../../src/contract/account-management';
import { parseTake, type StatementPdf, type TransactionList } from '../../src/contract/transactions';
import { listAccounts } from '../domain/accounts/accounts';
import { statementCsv } from '../domain/accounts/statement-csv';
import { statementPdf } from '../domain/accounts/statement-pdf';
import { filteredTransactions } from '../domain/accounts/transaction-filter';
import { lastTransactions, ownAccount } from '../domain/accounts/transactions';
import { fullName } from '../domain/decisions/decider';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { RequestError, invalidField } from '../http/errors';
import { parseParams, parseQuery } from '../http/validate';
import { AccountNumberParam, FlagParam } from '../../src/contract/api-route';
import { requireActive } from '../middleware/authenticate';

export const depositRoutes = new Hono<AppEnv>();

depositRoutes.get('/getaccounts/:isClosedIncluded', requireActive, async (c) => {
  const flag = parseParams(c, { isClosedIncluded: FlagParam }).isClosedIncluded;
  const accounts = await listAccounts(c.var.deps.db, c.var.session!.customerId, flag === 'true', c.var.language);
  return c.json(serviceSuccess<AccountList>({ accounts }, ActionCode.AccountsListed));
});

/** The caller's own account of the path; someone else's and an unknown one are both 404. */
export const accountOfPath = async (c: Context<AppEnv>) => {
  const { accountNumber } = parseParams(c, { accountNumber: AccountNumberParam });
  const account = await ownAccount(c.var.deps.db, c.var.session!.customerId, accountNumber);
  if (!account) throw new RequestError(404, [MessageCode.NotFound]);
  return account;
};

depositRoutes.get('/getlasttransactions/:accountNumber', requireActive, async (c) => {
  const take = parseTake(c.req.query('take'));
  if (take === undefined) throw invalidField('take');
  const account = await accountOfPath(c);
  const transactions = await lastTransactions(c.var.deps.db, account, take, c.var.language);
  return c.json(serviceSuccess<TransactionList>({ accountNumber: account.accountNumber, transactions }));
});

/** The query of the filtered history (TransactionFilterSchema); 400 when malformed. */
export const filterOfQuery = (c: Context<AppEnv>) => parseQuery(c, TransactionFilterSchema);

/** The filtered history (the newest 50 entries without a filter): JSON, PDF or CSV. */
depositRoutes.get('/gettransactions/:accountNumber', requireActive, async (c) => {
  const filter = filterOfQuery(c);
  const account = await accountOfPath(c);
  const transactions = await filteredTransactions(c.var.deps.db, account, filter, c.var.language);
  return c.json(serviceSuccess<TransactionList>({ accountNumber: account.accountNumber, transactions }));
});

depositRoutes.get('/getstatementcsv/:accountNumber', requireActive, async (c) => {
  const filter = filterOfQuery(c);
  const account = await accountOfPath(c);
  const transactions = await filteredTransactions(c.var.deps.db, account, filter, c.var.language);
  const data: StatementCsv = {
    fileName: `hesap-hareketleri-${account.accountNumber}.csv`,
    content: statementCsv(transactions, c.var.language),
  };
  return c.json(serviceSuccess(data));
});

/** The filtered entries (the newest 50 by default) as a PDF, base64 in the envelope (the page previews or downloads it). */
depositRoutes.get('/getstatementpdf/:accountNumber', requireActive, async (c) => {
  const filter = filterOfQuery(c);
  const account = await accountOfPath(c);
  const { deps, decider, language } = c.var;
  const pdf = await statementPdf({
    customerName: fullName(decider!),
    account,
    transactions: await filteredTransactions(deps.db, account, filter, language),
    language,
    now: deps.now(),
  });
  const data: StatementPdf = { fileName: `hesap-ozeti-${account.accountNumber}.pdf`, content: pdf.toString('base64') };
  return c.json(serviceSuccess(data));
});
