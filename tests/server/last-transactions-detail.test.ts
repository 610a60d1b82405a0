/**
 * Last transactions, one movement: the detail per kind, the receipt PDF of any movement, "repeat", and
 * not-found for someone else's.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../server/db/schema/ledger';
import { transfers } from '../../server/db/schema/transfers';
import type { BillPaymentReceipt } from '../../src/contract/bills';
import type { CardDebtReceipt } from '../../src/contract/card-debt';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { RepeatTargetSchema } from '../../src/contract/last-transactions';
import { formatMoneyText } from '../../src/contract/money-text';
import { ReceiptPdfSchema, type TransferReceipt } from '../../src/contract/transfers';
import { call, type Credentials } from './support/http-client';
import {
  ALI_IBAN,
  BEDAS_ONE,
  ZEYNEP_CARD,
  lastTransactionSteps,
  startLastTransactions,
  toAli,
  type LastTransactionsWorld,
} from './support/last-transactions-world';
import type { TestServer } from './support/test-server';
import { AYSE_TRY } from './support/transfer-server';
import { post, send, type Party } from './support/transfer-steps';

let world: LastTransactionsWorld;
let server: TestServer;
let ayse: Party;
let corporate: Credentials;
let remittance: TransferReceipt;
let remittanceJournal: string;
let opening: string;
let billPayment: BillPaymentReceipt;
let cardPayment: CardDebtReceipt;
const { read, list, detail, pdfOf } = lastTransactionSteps(() => world);

beforeAll(async () => {
  world = await startLastTransactions('last_transactions_detail');
  ({ server, ayse, corporate, remittance, remittanceJournal, opening, billPayment, cardPayment } = world);
});
afterAll(() => server?.stop());

describe('the detail', () => {
  it('shows a transfer’s receipt fields, the customer’s posting and the fee', async () => {
    const d = await detail(remittanceJournal, 'eng');
    expect(d.transaction).toMatchObject({ id: remittanceJournal, kind: 'Transfer', status: 'Completed' });
    expect(d.fields).toEqual(
      expect.arrayContaining([
        { label: 'Reference', value: remittance.reference },
        { label: 'Receiver', value: 'Al*** Çel***' },
        { label: 'Description', value: 'Kira' },
      ]),
    );
    expect(d.postings).toEqual([
      expect.objectContaining({ accountNumber: AYSE_TRY, amount: '-125.50', currency: 'TRY' }),
    ]);
    expect(d.fee).toBe('0.00');
  });

  it('shows an account opening with both of the customer’s postings', async () => {
    const d = await detail(opening, 'eng');
    expect(d.transaction).toMatchObject({ kind: 'AccountOpening', amount: '-2500.00' });
    expect(d.postings.map((p) => p.amount).sort()).toEqual(['-2500.00', '2500.00']);
    expect(d.fields).toEqual(expect.arrayContaining([{ label: 'Type', value: 'Account opening' }]));
  });

  it('shows a bill payment’s stored receipt', async () => {
    const d = await detail(billPayment.journalId, 'tur');
    expect(d.transaction.kind).toBe('BillPayment');
    expect(d.fields).toEqual(
      expect.arrayContaining([
        { label: 'Referans', value: billPayment.reference },
        { label: 'İşlem türü', value: 'Fatura ödemesi' },
        { label: 'Abone numarası', value: BEDAS_ONE },
        { label: `Fatura ${billPayment.bills[0]!.period}`, value: expect.stringContaining('TL') },
      ]),
    );
    expect(d.postings).toEqual([
      expect.objectContaining({ accountNumber: AYSE_TRY, amount: `-${billPayment.amount}` }),
    ]);
  });

  it('shows a card debt payment with the card masked', async () => {
    expect(cardPayment.remainingDebt).not.toBeNull();
    const d = await detail(cardPayment.journalId, 'eng');
    expect(d.transaction.kind).toBe('CardDebtPayment');
    expect(d.fields).toEqual(
      expect.arrayContaining([
        { label: 'Cardholder', value: 'Zey*** Ka***' },
        { label: 'Paid over', value: 'Within the bank (at once)' },
        { label: 'Remaining debt', value: formatMoneyText(cardPayment.remainingDebt!, 'TRY', 'eng', { fixed: true }) },
      ]),
    );
    expect(JSON.stringify(d)).not.toContain(ZEYNEP_CARD);
  });

  it('is not found for another customer and an unknown id; a malformed id is refused', async () => {
    expect((await read(`/Payment/GetLastTransaction/${opening}`, corporate)).status).toBe(404);
    expect((await read(`/Payment/GetLastTransaction/${randomUUID()}`)).status).toBe(404);
    expect((await read('/Payment/GetLastTransaction/not-an-id')).status).toBe(400);
    const entries = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, opening));
    expect(entries.length).toBeGreaterThan(0);
  });
});

describe('a transfer to an IBAN', () => {
  it('shows the receiver’s IBAN masked in the detail (the target travels encrypted to repeat it)', async () => {
    const sent = await send(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { mode: 'IBAN', iban: ALI_IBAN, receiverName: 'Ali Çelik' },
      amount: '10.00',
    });
    expect(sent.reply.body.status).toBe('success');
    const [row] = await server.db.select().from(transfers).where(eq(transfers.id, sent.reply.body.data.transferId));
    const d = await detail(row!.journalId, 'eng');
    expect(d.fields).toEqual(
      expect.arrayContaining([{ label: 'Receiver account', value: 'TR31 **** **** **** **** **00 01' }]),
    );
    expect(JSON.stringify(d)).not.toContain(ALI_IBAN.slice(4, 20));
    expect((await list('?kind=Transfer&maxAmount=10', 'eng')).transactions[0]).toMatchObject({
      id: row!.journalId,
      repeat: { page: '/dashboard/to-iban', search: { repeat: sent.reply.body.data.transferId } },
    });
  });
});

describe('a secure payment', () => {
  it('shows the hold (repeatable into its form) and its release, each with its dekont', async () => {
    const seller = {
      mode: 'SecurePayment',
      iban: 'TR390006700068000044556677',
      receiverName: 'Deniz Aydın',
      sellerIdentityNumber: '17291716060',
      subject: 'Bisiklet',
    };
    const { reply } = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: seller, amount: '900.00' });
    expect(reply.body.data.status).toBe('Held');
    const [hold] = (await list('?kind=SecurePayment', 'eng')).transactions;
    expect(hold).toMatchObject({
      kind: 'SecurePayment',
      title: 'Secure payment to Den*** Ayd***',
      amount: '-900.00',
      status: 'Held',
      repeat: { page: '/dashboard/secure-payment-transaction', search: { repeat: reply.body.data.transferId } },
    });
    const released = await post(
      ayse,
      '/api/Transfer/ReleaseSecurePayment',
      { transferId: reply.body.data.transferId },
      randomUUID(),
    );
    expect(released.body.status).toBe('success');
    const [release, held] = (await list('?kind=SecurePayment', 'eng')).transactions;
    expect(release).toMatchObject({
      title: 'Secure payment released to Den*** Ayd***',
      status: 'Completed',
      amount: '0.00',
      repeat: null,
    });
    expect(held!.id).toBe(hold!.id);
    expect(held!.status).not.toBe('Held');
    await pdfOf(release!.id, 'eng');
    expect((await detail(hold!.id, 'eng')).transaction.kind).toBe('SecurePayment');
  });
});

describe('the receipt PDF', () => {
  it('prints a transfer’s dekont as the transfer receipt does', async () => {
    const fromLast = await pdfOf(remittanceJournal);
    expect(fromLast.fileName).toBe(`dekont-${remittance.reference}.pdf`);
    const fromTransfer = await read(`/Transfer/GetReceiptPdf/${remittance.transferId}`);
    const original = v.parse(serviceEnvelopeSchema(ReceiptPdfSchema), fromTransfer.body).data!;
    expect(original.fileName).toBe(fromLast.fileName);
    expect(Buffer.from(fromLast.content, 'base64').length).toBeGreaterThan(1000);
  });

  it('prints a bill payment’s, a card debt payment’s and an account opening’s, in both languages', async () => {
    expect((await pdfOf(billPayment.journalId)).fileName).toBe(`dekont-${billPayment.reference}.pdf`);
    expect((await pdfOf(cardPayment.journalId, 'eng')).fileName).toBe(`dekont-${cardPayment.reference}.pdf`);
    expect((await pdfOf(opening, 'eng')).fileName).toMatch(/^dekont-[0-9A-F]{8}\.pdf$/);
  });

  it('is not found for another customer and an unknown id', async () => {
    expect((await read(`/Payment/GetReceiptPdf/${remittanceJournal}`, corporate)).status).toBe(404);
    expect((await read(`/Payment/GetReceiptPdf/${randomUUID()}`)).status).toBe(404);
  });
});

describe('repeat', () => {
  it('answers a transfer’s target for its form; another customer’s is not found', async () => {
    const reply = await read(`/Transfer/GetRepeatTarget/${remittance.transferId}`);
    expect(reply.status).toBe(200);
    expect(v.parse(serviceEnvelopeSchema(RepeatTargetSchema), reply.body).data).toEqual({
      transferId: remittance.transferId,
      sourceAccountNumber: AYSE_TRY,
      target: toAli,
      amount: '125.50',
      description: 'Kira',
    });
    expect((await read(`/Transfer/GetRepeatTarget/${remittance.transferId}`, corporate)).status).toBe(404);
    expect((await read(`/Transfer/GetRepeatTarget/${randomUUID()}`)).status).toBe(404);
  });
});

describe('a standing order’s run', () => {
  it('shows as a StandingOrderRun named by the order, not repeatable, with its receipt', async () => {
    const created = await post<{ order: { id: string } }>(
      ayse,
      '/api/StandingOrder/Create',
      {
        kind: 'Transfer',
        nickname: 'Aidat talimatı',
        sourceAccountNumber: AYSE_TRY,
        target: toAli,
        amount: '40.00',
        description: 'Aidat',
        frequency: 'Monthly',
        dayOfMonth: 19,
        startDate: '2026-11-19',
        maxRuns: 2,
      },
      randomUUID(),
    );
    expect(created.body.status).toBe('success');
    const moved = await call(server.url, '/api/Sandbox/Clock', { json: { advanceDays: 1 } });
    expect(moved.status).toBe(200);
    try {
      const [run] = (await list('?kind=StandingOrderRun', 'eng')).transactions;
      expect(run).toMatchObject({
        kind: 'StandingOrderRun',
        title: 'Standing order · Aidat talimatı',
        amount: '-40.00',
        repeat: null,
      });
      const d = await detail(run!.id, 'eng');
      expect(d.fields).toEqual(
        expect.arrayContaining([
          { label: 'Standing order', value: 'Aidat talimatı' },
          { label: 'Receiver', value: 'Al*** Çel***' },
        ]),
      );
      await pdfOf(run!.id, 'eng');
    } finally {
      await call(server.url, '/api/Sandbox/Clock', { json: { reset: true } });
    }
  });
});
