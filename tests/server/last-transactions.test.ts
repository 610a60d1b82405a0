/**
 * Last transactions: the feed of every money movement of the customer across products (their own
 * only, newest first), each filter and its refusals, paging, the detail per kind, the receipt PDF of
 * any movement, and not-found for someone else's.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { journal } from '../../server/db/schema/ledger';
import { demoIdentity } from '../../server/seed/demo-identities';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import {
  LastTransactionDetailSchema,
  LastTransactionListSchema,
  type LastTransaction,
} from '../../src/contract/last-transactions';
import { ReceiptPdfSchema, type TransferReceipt } from '../../src/contract/transfers';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import type { TestServer } from './support/test-server';
import { ALI_TRY, AYSE_TRY, startTransferServer } from './support/transfer-server';
import { get, send, settableClock, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z'); // Wednesday 12:00 in Istanbul

let server: TestServer;
let ayse: Party;
let corporate: Credentials;
const toAli = { mode: 'Account', accountNumber: ALI_TRY, receiverName: 'ALI CELIK' };

const list = async (query = '', language: 'tur' | 'eng' = 'tur') => {
  const reply = await call(server.url, `/api/Payment/GetLastTransactions${query}`, {
    credentials: ayse.credentials,
    headers: { 'X-Language': language },
  });
  return { status: reply.status, body: reply.body as { messages: { code: string }[] }, data: reply.status === 200 ? v.parse(serviceEnvelopeSchema(LastTransactionListSchema), reply.body).data! : undefined };
};
const detail = async (id: string, credentials = ayse.credentials, language: 'tur' | 'eng' = 'tur') =>
  call(server.url, `/api/Payment/GetLastTransaction/${id}`, { credentials, headers: { 'X-Language': language } });
const pdf = async (id: string, credentials = ayse.credentials, language: 'tur' | 'eng' = 'tur') =>
  call(server.url, `/api/Payment/GetReceiptPdf/${id}`, { credentials, headers: { 'X-Language': language } });

let remittance: TransferReceipt;
let remittanceJournal: string;
let opening: string;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('last_transactions', clock));
  corporate = (await signInActive(server.url, demoIdentity('corporate'))).credentials;
  const sent = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: toAli, amount: '125.50', description: 'Kira' });
  remittance = sent.reply.body.data;
  remittanceJournal = (await server.db.select().from(journal).where(eq(journal.customerId, (await server.db.select().from(accounts).where(eq(accounts.accountNumber, AYSE_TRY)))[0]!.customerId!))).find((j) => j.kind === 'Remittance')!.id;
  clock.advance(60);
  const opened = await call(server.url, '/api/Deposit/CreateAccount', {
    json: { kind: 'Participation', currency: 'TRY', termMonths: 3, poolCode: 'TRY-STD', sourceAccountNumber: AYSE_TRY, amount: '2500.00' },
    credentials: ayse.credentials,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(opened.status).toBe(200);
  const [row] = await server.db.select().from(journal).where(eq(journal.kind, 'AccountOpening'));
  opening = row!.id;
});
afterAll(() => server?.stop());

describe('the receipt PDF', () => {
  it('answers a transfer’s dekont as the transfer receipt prints it, in the caller’s language', async () => {
    const reply = await pdf(remittanceJournal);
    expect(reply.status).toBe(200);
    const data = v.parse(serviceEnvelopeSchema(ReceiptPdfSchema), reply.body).data!;
    expect(data.fileName).toBe(`dekont-${remittance.reference}.pdf`);
    expect(Buffer.from(data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers an account opening’s dekont', async () => {
    const reply = await pdf(opening, ayse.credentials, 'eng');
    expect(reply.status).toBe(200);
    const data = v.parse(serviceEnvelopeSchema(ReceiptPdfSchema), reply.body).data!;
    expect(Buffer.from(data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is not found for another customer and an unknown id', async () => {
    expect((await pdf(remittanceJournal, corporate)).status).toBe(404);
    expect((await pdf(randomUUID())).status).toBe(404);
    expect((await detail(opening, corporate)).status).toBe(404);
  });
});

describe('the feed', () => {
  it('lists this customer’s transfer and account opening, newest first', async () => {
    const { data } = await list('', 'eng');
    const ids = data!.transactions.map((t: LastTransaction) => t.id);
    expect(ids.slice(0, 2)).toEqual([opening, remittanceJournal]);
    expect(data!.transactions[1]).toMatchObject({ kind: 'Transfer', transferType: 'Remittance', amount: '-125.50', currency: 'TRY', status: 'Completed', reference: remittance.reference });
    expect(data!.transactions[0]).toMatchObject({ kind: 'AccountOpening', amount: '-2500.00', repeat: null });
    void get;
  });
});
