/**
 * /api/transfer/*: send money (issue 6). Preview validates and answers the summary (400,
 * isTransactionSigning); Execute (Idempotency-Key) challenges, verifies and posts; the secure
 * payment actions release or cancel a held payment; the rest read. docs/api.md describes it.
 */
import { and, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { MessageCode } from '../../src/contract/message-codes';
import { parseAmount } from '../../src/contract/money';
import { parseTake } from '../../src/contract/transactions';
import {
  ExchangeQuoteRequestSchema,
  ExecuteTransferSchema,
  SecurePaymentActionSchema,
  TransferRequestSchema,
  type ReceiptPdf,
  type TransferList,
  type TransferReceipt,
} from '../../src/contract/transfers';
import { transfers } from '../db/schema';
import { listBanks, listWallets } from '../domain/transfers/directory';
import { executeTransfer } from '../domain/transfers/execute';
import { createQuote } from '../domain/transfers/fx';
import { limitsOf } from '../domain/transfers/limits';
import { planTransfer } from '../domain/transfers/plan';
import { receiptOf } from '../domain/transfers/posting';
import { receiptPdf } from '../domain/transfers/receipt-pdf';
import { cancelSecurePayment, releaseSecurePayment } from '../domain/transfers/secure-payment';
import { ownAccount } from '../domain/transactions';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { BusinessError, RequestError } from '../http/errors';
import { idempotencyKeyOf, requestDigest, runIdempotent } from '../http/idempotency';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const transferRoutes = new Hono<AppEnv>();
transferRoutes.use('*', requireActive);

transferRoutes.post('/preview', async (c) => {
  const request = await parseJsonBody(c, TransferRequestSchema);
  const { db, config, now } = c.var.deps;
  const plan = await planTransfer(
    { db, config, now: now(), customerId: c.var.session!.customerId, stage: 'preview' },
    request,
  );
  return c.json({ ...serviceSuccess(plan.summary, ActionCode.TransferPreviewed), isTransactionSigning: true });
});

transferRoutes.post('/execute', async (c) => {
  const request = await parseJsonBody(c, ExecuteTransferSchema);
  const idempotencyKey = idempotencyKeyOf(c);
  const session = c.var.session!;
  const context = {
    deps: c.var.deps,
    sessionId: session.id,
    customerId: session.customerId,
    language: c.var.language,
    idempotencyKey,
    digest: requestDigest(c.req.method, c.req.path.toLowerCase(), request),
  };
  const answer = await runIdempotent(c, request, (tx) => executeTransfer(tx, context, request), {
    challengeOnly: !request.otpReferenceKey,
  });
  return c.json(answer.body, answer.status);
});

type SecurePaymentAction = (
  ...args: Parameters<typeof releaseSecurePayment>
) => Promise<{ receipt: TransferReceipt; actionCode: number }>;

const securePaymentAction = (action: SecurePaymentAction) => async (c: Context<AppEnv>) => {
  const { transferId } = await parseJsonBody(c, SecurePaymentActionSchema);
  const { config, now } = c.var.deps;
  const answer = await runIdempotent(c, { transferId }, async (tx) => {
    const input = { config, now: now(), customerId: c.var.session!.customerId, transferId };
    const { receipt, actionCode } = await action(tx, input);
    return { ...serviceSuccess(receipt, actionCode) };
  });
  return c.json(answer.body, answer.status);
};

transferRoutes.post('/releasesecurepayment', securePaymentAction(releaseSecurePayment));
transferRoutes.post('/cancelsecurepayment', securePaymentAction(cancelSecurePayment));

transferRoutes.get('/getlimits', async (c) => {
  const { db, config, now } = c.var.deps;
  return c.json(serviceSuccess(await limitsOf(db, config, c.var.session!.customerId, now())));
});

transferRoutes.post('/getexchangequote', async (c) => {
  const request = await parseJsonBody(c, ExchangeQuoteRequestSchema);
  const { db, config, now } = c.var.deps;
  const customerId = c.var.session!.customerId;
  const source = await ownAccount(db, customerId, request.sourceAccountNumber);
  const target = await ownAccount(db, customerId, request.targetAccountNumber);
  if (!source || !target || source.closedAt || target.closedAt)
    throw new BusinessError([MessageCode.TransferOwnAccountExpected]);
  const amountCurrency = request.amountCurrency ?? source.currency;
  if (source.currency === target.currency || (amountCurrency !== source.currency && amountCurrency !== target.currency))
    throw new BusinessError([MessageCode.TransferCurrencyMismatch]);
  const amount = parseAmount(request.amount, amountCurrency);
  if (amount === undefined) throw new BusinessError([MessageCode.TransferAmountTooPrecise]);
  if (amount <= 0n) throw new BusinessError([MessageCode.TransferAmountInvalid]);
  const quote = await createQuote(db, config, now(), {
    sourceCurrency: source.currency,
    targetCurrency: target.currency,
    amount,
    amountCurrency,
    customerId,
  });
  return c.json(serviceSuccess(quote));
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
  if (take === undefined) throw new RequestError(400, [MessageCode.ValidationFailed]);
  const rows = await c.var.deps.db
    .select()
    .from(transfers)
    .where(eq(transfers.customerId, c.var.session!.customerId))
    .orderBy(desc(transfers.createdAt))
    .limit(take);
  return c.json(serviceSuccess<TransferList>({ transfers: rows.map(receiptOf) }));
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's own transfer of the path; someone else's and an unknown one are both 404. */
const ownTransfer = async (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new RequestError(400, [MessageCode.ValidationFailed]);
  const [row] = await c.var.deps.db
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, id), eq(transfers.customerId, c.var.session!.customerId)));
  if (!row?.details) throw new RequestError(404, [MessageCode.TransferNotFound]);
  return receiptOf(row);
};

transferRoutes.get('/gettransfer/:id', async (c) => c.json(serviceSuccess(await ownTransfer(c))));

transferRoutes.get('/getreceiptpdf/:id', async (c) => {
  const receipt = await ownTransfer(c);
  const pdf = await receiptPdf(receipt, c.var.language);
  const data: ReceiptPdf = { fileName: `dekont-${receipt.reference}.pdf`, content: pdf.toString('base64') };
  return c.json(serviceSuccess(data));
});
