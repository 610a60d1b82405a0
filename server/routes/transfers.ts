/**
 * /api/transfer/*: send money (issue 6). Preview validates and answers the summary (400,
 * isTransactionSigning); Execute is a decision (Idempotency-Key): the code, then the posting;
 * the secure payment actions release or cancel a held payment; the rest read. docs/api.md describes it.
 */
import { transferWithApprovals } from '../domain/corporate/waiting-products';
import { tellApprovers } from '../domain/corporate/settle';
import { Hono, type Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { IdParam } from '../../src/contract/api-route';
import { MessageCode } from '../../src/contract/message-codes';
import { parseTake } from '../../src/contract/transactions';
import {
  ExchangeQuoteRequestSchema,
  ExecuteTransferSchema,
  SecurePaymentActionSchema,
  TransferRequestSchema,
  type ReceiptPdf,
  type TransferList,
} from '../../src/contract/transfers';
import { listBanks, listWallets } from '../domain/directory/directory';
import { exchangeQuote } from '../domain/transfers/exchange-quote';
import { limitsOf } from '../domain/transfers/limits';
import { previewTransfer } from '../domain/transfers/product';
import { inLanguage, latestTransfers, ownTransferRow, receiptOf } from '../domain/transfers/receipts';
import { receiptPdf } from '../domain/transfers/receipt-pdf';
import { cancelSecurePayment, releaseSecurePayment } from '../domain/transfers/secure-payment';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError, invalidField } from '../http/errors';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const transferRoutes = new Hono<AppEnv>();
transferRoutes.use('*', requireActive);

const productContext = (c: Context<AppEnv>) => ({
  deps: c.var.deps,
  decider: c.var.decider!,
  now: c.var.deps.now(),
  language: c.var.language,
});

transferRoutes.post('/preview', async (c) => {
  const request = await parseJsonBody(c, TransferRequestSchema);
  const plan = await previewTransfer(productContext(c), request);
  return c.json({ ...serviceSuccess(plan.summary, ActionCode.TransferPreviewed), isTransactionSigning: true });
});

transferRoutes.post('/execute', async (c) =>
  respondDecision(c, transferWithApprovals, await parseJsonBody(c, ExecuteTransferSchema), {
    addToFresh: (data) => tellApprovers(c.var.deps, data),
  }),
);

transferRoutes.post('/releasesecurepayment', async (c) =>
  respondDecision(c, releaseSecurePayment, await parseJsonBody(c, SecurePaymentActionSchema)),
);

transferRoutes.post('/cancelsecurepayment', async (c) =>
  respondDecision(c, cancelSecurePayment, await parseJsonBody(c, SecurePaymentActionSchema)),
);

transferRoutes.get('/getlimits', async (c) => {
  const { db, config, now } = c.var.deps;
  return c.json(serviceSuccess(await limitsOf(db, config, c.var.session!.customerId, now())));
});

transferRoutes.post('/getexchangequote', async (c) => {
  const request = await parseJsonBody(c, ExchangeQuoteRequestSchema);
  return c.json(serviceSuccess(await exchangeQuote(productContext(c), request)));
});

transferRoutes.get('/getbanks', async (c) => {
  const { db, config } = c.var.deps;
  const banks = (await listBanks(db)).filter((b) => b.code !== config.bankCode);
  return c.json(serviceSuccess({ banks }));
});

transferRoutes.get('/getpaymentwallets', async (c) =>
  c.json(serviceSuccess({ wallets: await listWallets(c.var.deps.db) })),
);

transferRoutes.get('/gettransfers', async (c) => {
  const take = parseTake(c.req.query('take'));
  if (take === undefined) throw invalidField('take');
  const { deps, session, language } = c.var;
  const list = await inLanguage(
    deps.db,
    session!.customerId,
    await latestTransfers(deps.db, session!.customerId, take),
    language,
  );
  return c.json(serviceSuccess<TransferList>({ transfers: list }));
});

/** The caller's own transfer of the path; someone else's and an unknown one are both 404. */
const ownTransfer = async (c: Context<AppEnv>) => {
  const { id } = parseParams(c, { id: IdParam });
  const row = await ownTransferRow(c.var.deps.db, c.var.session!.customerId, id);
  if (!row) throw new RequestError(404, [MessageCode.TransferNotFound]);
  const [receipt] = await inLanguage(c.var.deps.db, c.var.session!.customerId, [receiptOf(row)], c.var.language);
  return receipt!;
};

transferRoutes.get('/gettransfer/:id', async (c) => c.json(serviceSuccess(await ownTransfer(c))));

transferRoutes.get('/getreceiptpdf/:id', async (c) => {
  const receipt = await ownTransfer(c);
  const pdf = await receiptPdf(receipt, c.var.language);
  const data: ReceiptPdf = { fileName: `dekont-${receipt.reference}.pdf`, content: pdf.toString('base64') };
  return c.json(serviceSuccess(data));
});
