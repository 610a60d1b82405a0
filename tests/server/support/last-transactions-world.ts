/**
 * Shared by the last-transactions tests: a transfer server whose demo customer has made a remittance,
 * opened a participation account, paid a bill and paid another card's debt, one minute apart; and the
 * calls that read the feed, a detail and a receipt PDF.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { journal } from '../../../server/db/schema/ledger';
import { transfers } from '../../../server/db/schema/transfers';
import { demoIdentity } from '../../../server/seed/demo-identities';
import { DEMO_CREDIT_CARDS } from '../../../server/seed/seed-credit-cards';
import type { BillPaymentReceipt, OpenBills } from '../../../src/contract/bills';
import type { CardDebtReceipt } from '../../../src/contract/card-debt';
import { serviceEnvelopeSchema } from '../../../src/contract/envelope';
import { LastTransactionDetailSchema, LastTransactionListSchema } from '../../../src/contract/last-transactions';
import { ReceiptPdfSchema, type ApproverInfo, type TransferReceipt } from '../../../src/contract/transfers';
import { fund } from '../../support/ledger-fixtures';
import { call, type Credentials } from './http-client';
import { signInActive } from './login-steps';
import type { TestServer } from './test-server';
import { ALI_TRY, AYSE_TRY, startTransferServer } from './transfer-server';
import { codeFor, post, send, settableClock, transferTestConfig, type Party } from './transfer-steps';

export const toAli = { mode: 'Account', accountNumber: ALI_TRY, receiverName: 'ALI CELIK' };
export const BEDAS_ONE = '1123456939';
export const ALI_IBAN = 'TR310089900000011111110001';
export const ZEYNEP_CARD = DEMO_CREDIT_CARDS[1].cardNumber;

export interface LastTransactionsWorld {
  server: TestServer;
  ayse: Party;
  corporate: Credentials;
  remittance: TransferReceipt;
  remittanceJournal: string;
  opening: string;
  billPayment: BillPaymentReceipt;
  cardPayment: CardDebtReceipt;
}

type Language = 'tur' | 'eng';

/** The feed, detail and receipt calls of the world that `world()` answers once it has started. */
export const lastTransactionSteps = (world: () => LastTransactionsWorld) => {
  const read = (path: string, credentials = world().ayse.credentials, language: Language = 'tur') =>
    call(world().server.url, `/api${path}`, { credentials, headers: { 'X-Language': language } });
  const list = async (query = '', language: Language = 'tur', credentials = world().ayse.credentials) => {
    const reply = await read(`/Payment/GetLastTransactions${query}`, credentials, language);
    expect(reply.status).toBe(200);
    return v.parse(serviceEnvelopeSchema(LastTransactionListSchema), reply.body).data!;
  };
  const refused = async (query: string) => {
    const reply = await read(`/Payment/GetLastTransactions${query}`);
    expect(reply.status).toBe(400);
    return (reply.body as { messages: { code: string; field?: string }[] }).messages;
  };
  const detail = async (id: string, language: Language = 'tur') => {
    const reply = await read(`/Payment/GetLastTransaction/${id}`, world().ayse.credentials, language);
    expect(reply.status).toBe(200);
    return v.parse(serviceEnvelopeSchema(LastTransactionDetailSchema), reply.body).data!;
  };
  const pdfOf = async (id: string, language: Language = 'tur') => {
    const reply = await read(`/Payment/GetReceiptPdf/${id}`, world().ayse.credentials, language);
    expect(reply.status).toBe(200);
    const data = v.parse(serviceEnvelopeSchema(ReceiptPdfSchema), reply.body).data!;
    expect(Buffer.from(data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    return data;
  };
  return { read, list, refused, detail, pdfOf };
};

/** A decision under a code: the first call, the code from the outbox, the same call again. */
const decide = async <T>(ayse: Party, route: string, request: object) => {
  const key = randomUUID();
  const first = await post<ApproverInfo>(ayse, route, request, key);
  expect(first.body.status).toBe('success');
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(ayse, otpReferenceKey);
  const reply = await post<T>(ayse, route, { ...request, otpReferenceKey, otpCode }, key);
  expect(reply.body.status).toBe('success');
  return reply.body.data;
};

/** Starts the server and makes the four movements, newest last. */
export const startLastTransactions = async (label: string): Promise<LastTransactionsWorld> => {
  const clock = settableClock('2026-11-18T09:00:00Z'); // Wednesday 12:00 in Istanbul
  const { server, ayse } = await startTransferServer(label, clock, {
    ...transferTestConfig(),
    standingOrderIntervalSeconds: 0,
  });
  await fund(server.db, AYSE_TRY, 1_000_000n, { at: clock.now() });
  const corporate = (await signInActive(server.url, demoIdentity('corporate'))).credentials;
  clock.advance(60);
  const sent = await send(ayse, {
    sourceAccountNumber: AYSE_TRY,
    target: toAli,
    amount: '125.50',
    description: 'Kira',
  });
  const remittance = sent.reply.body.data;
  const remittanceJournal = (
    await server.db.select().from(transfers).where(eq(transfers.id, remittance.transferId))
  )[0]!.journalId;
  clock.advance(60);
  const opened = await post(
    ayse,
    '/api/Deposit/CreateAccount',
    {
      kind: 'Participation',
      currency: 'TRY',
      termMonths: 3,
      poolCode: 'TRY-STD',
      sourceAccountNumber: AYSE_TRY,
      amount: '2500.00',
    },
    randomUUID(),
  );
  expect(opened.body.status).toBe('success');
  const opening = (await server.db.select().from(journal).where(eq(journal.kind, 'AccountOpening'))).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  )[0]!.id;
  clock.advance(60);
  const open = (await post<OpenBills>(ayse, '/api/Bill/QueryBills', { billerCode: 'BEDAS', subscriberNo: BEDAS_ONE }))
    .body.data.bills;
  const billPayment = await decide<BillPaymentReceipt>(ayse, '/api/Bill/Pay', {
    sourceAccountNumber: AYSE_TRY,
    billerCode: 'BEDAS',
    subscriberNo: BEDAS_ONE,
    billIds: [open[0]!.id],
  });
  clock.advance(60);
  const cardPayment = await decide<CardDebtReceipt>(ayse, '/api/CardDebt/Pay', {
    cardNumber: ZEYNEP_CARD,
    amount: '1260.00',
    sourceAccountNumber: AYSE_TRY,
  });
  return { server, ayse, corporate, remittance, remittanceJournal, opening, billPayment, cardPayment };
};
