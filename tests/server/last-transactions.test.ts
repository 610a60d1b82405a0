/**
 * Last transactions: the feed of every money movement of the customer across products (their own
 * only, newest first), each filter and its refusals, paging, the detail per kind, the receipt PDF of
 * any movement, "repeat", and not-found for someone else's.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journal, ledgerEntries } from '../../server/db/schema/ledger';
import { transfers } from '../../server/db/schema/transfers';
import { demoIdentity } from '../../server/seed/demo-identities';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import type { BillPaymentReceipt, OpenBills } from '../../src/contract/bills';
import type { CardDebtReceipt } from '../../src/contract/card-debt';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import {
  LastTransactionDetailSchema,
  LastTransactionListSchema,
  RepeatTargetSchema,
  type LastTransaction,
} from '../../src/contract/last-transactions';
import { ReceiptPdfSchema, type ApproverInfo, type TransferReceipt } from '../../src/contract/transfers';
import { fund } from '../support/ledger-fixtures';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import type { TestServer } from './support/test-server';
import { ALI_TRY, AYSE_TRY, startTransferServer } from './support/transfer-server';
import { codeFor, post, send, settableClock, transferTestConfig, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z'); // Wednesday 12:00 in Istanbul

let server: TestServer;
let ayse: Party;
let corporate: Credentials;
const toAli = { mode: 'Account', accountNumber: ALI_TRY, receiverName: 'ALI CELIK' };
const BEDAS_ONE = '1123456939';
const ALI_IBAN = 'TR310089900000011111110001';
const ZEYNEP_CARD = DEMO_CREDIT_CARDS[1].cardNumber;

type Language = 'tur' | 'eng';
const read = (path: string, credentials = ayse.credentials, language: Language = 'tur') =>
  call(server.url, `/api${path}`, { credentials, headers: { 'X-Language': language } });
const list = async (query = '', language: Language = 'tur', credentials = ayse.credentials) => {
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
  const reply = await read(`/Payment/GetLastTransaction/${id}`, ayse.credentials, language);
  expect(reply.status).toBe(200);
  return v.parse(serviceEnvelopeSchema(LastTransactionDetailSchema), reply.body).data!;
};
const pdfOf = async (id: string, language: Language = 'tur') => {
  const reply = await read(`/Payment/GetReceiptPdf/${id}`, ayse.credentials, language);
  expect(reply.status).toBe(200);
  const data = v.parse(serviceEnvelopeSchema(ReceiptPdfSchema), reply.body).data!;
  expect(Buffer.from(data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  return data;
};

/** A decision under a code: the first call, the code from the outbox, the same call again. */
const decide = async <T>(route: string, request: object) => {
  const key = randomUUID();
  const first = await post<ApproverInfo>(ayse, route, request, key);
  expect(first.body.status).toBe('success');
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(ayse, otpReferenceKey);
  const reply = await post<T>(ayse, route, { ...request, otpReferenceKey, otpCode }, key);
  expect(reply.body.status).toBe('success');
  return reply.body.data;
};

let remittance: TransferReceipt;
let remittanceJournal: string;
let opening: string;
let billPayment: BillPaymentReceipt;
let cardPayment: CardDebtReceipt;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('last_transactions', clock, {
    ...transferTestConfig(),
    standingOrderIntervalSeconds: 0,
  }));
  await fund(server.db, AYSE_TRY, 1_000_000n, { at: clock.now() });
  corporate = (await signInActive(server.url, demoIdentity('corporate'))).credentials;
  clock.advance(60);
  const sent = await send(ayse, {
    sourceAccountNumber: AYSE_TRY,
    target: toAli,
    amount: '125.50',
    description: 'Kira',
  });
  remittance = sent.reply.body.data;
  remittanceJournal = (await server.db.select().from(transfers).where(eq(transfers.id, remittance.transferId)))[0]!
    .journalId;
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
  opening = (await server.db.select().from(journal).where(eq(journal.kind, 'AccountOpening'))).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  )[0]!.id;
  clock.advance(60);
  const open = (await post<OpenBills>(ayse, '/api/Bill/QueryBills', { billerCode: 'BEDAS', subscriberNo: BEDAS_ONE }))
    .body.data.bills;
  billPayment = await decide<BillPaymentReceipt>('/api/Bill/Pay', {
    sourceAccountNumber: AYSE_TRY,
    billerCode: 'BEDAS',
    subscriberNo: BEDAS_ONE,
    billIds: [open[0]!.id],
  });
  clock.advance(60);
  cardPayment = await decide<CardDebtReceipt>('/api/CardDebt/Pay', {
    cardNumber: ZEYNEP_CARD,
    amount: '1260.00',
    sourceAccountNumber: AYSE_TRY,
  });
});
afterAll(() => server?.stop());

describe('the feed', () => {
  it('lists this customer’s card debt and bill payments, account opening and transfer, newest first', async () => {
    const { transactions } = await list('', 'eng');
    expect(transactions.slice(0, 4).map((t) => t.id)).toEqual([
      cardPayment.journalId,
      billPayment.journalId,
      opening,
      remittanceJournal,
    ]);
    const [card, bill, account, transfer] = transactions as [
      LastTransaction,
      LastTransaction,
      LastTransaction,
      LastTransaction,
    ];
    expect(transfer).toMatchObject({
      kind: 'Transfer',
      transferType: 'Remittance',
      title: 'Money transfer to Al*** Çel***',
      amount: '-125.50',
      currency: 'TRY',
      account: { accountNumber: AYSE_TRY },
      status: 'Completed',
      reference: remittance.reference,
      repeat: { page: '/dashboard/to-account-number', search: { repeat: remittance.transferId } },
    });
    expect(account).toMatchObject({ kind: 'AccountOpening', amount: '-2500.00', status: 'Completed', repeat: null });
    expect(bill).toMatchObject({
      kind: 'BillPayment',
      amount: `-${billPayment.amount}`,
      reference: billPayment.reference,
      repeat: {
        page: '/dashboard/bill-payment/category',
        search: { category: 'Electricity', biller: 'BEDAS', subscriber: BEDAS_ONE },
      },
    });
    expect(bill.title).toMatch(/bill/);
    expect(card).toMatchObject({
      kind: 'CardDebtPayment',
      amount: '-1260.00',
      repeat: { page: '/dashboard/pay-another-card-debt', search: { payment: cardPayment.paymentId } },
    });
    expect(JSON.stringify(transactions)).not.toContain(ZEYNEP_CARD);
  });

  it('names the movements in Turkish for a Turkish caller', async () => {
    const { transactions } = await list('?kind=Transfer');
    expect(transactions[0]).toMatchObject({ id: remittanceJournal, title: 'Havale · Al*** Çel***' });
  });

  it('never shows the bank’s own journals, seeded history or another customer’s movements', async () => {
    const mine = (await list('?limit=50')).transactions;
    const own = await server.db.select({ id: journal.id, customerId: journal.customerId }).from(journal);
    const ayseId = own.find((j) => j.id === opening)!.customerId;
    for (const t of mine) expect(own.find((j) => j.id === t.id)?.customerId).toBe(ayseId);
    const theirs = (await list('?limit=50', 'tur', corporate)).transactions.map((t) => t.id);
    expect(theirs).not.toContain(opening);
    expect(theirs).not.toContain(remittanceJournal);
  });

  it('starts with the demo customer’s seeded decision: a remittance to Ali Çelik', async () => {
    const seeded = (await list('?to=2026-11-17', 'eng')).transactions;
    expect(seeded.map((t) => [t.kind, t.amount, t.title])).toEqual([
      ['Transfer', '-750.00', 'Money transfer to Al*** Çel***'],
    ]);
    expect(seeded[0]!.repeat?.page).toBe('/dashboard/to-account-number');
  });

  it('filters by kind', async () => {
    expect((await list('?kind=AccountOpening&from=2026-11-18')).transactions.map((t) => t.id)).toEqual([opening]);
    expect((await list('?kind=BillPayment')).transactions.map((t) => t.id)).toEqual([billPayment.journalId]);
    expect((await list('?kind=CardDebtPayment')).transactions.map((t) => t.id)).toEqual([cardPayment.journalId]);
    expect((await list('?kind=FxTrade')).transactions).toEqual([]);
  });

  it('filters by absolute amount, bounds included', async () => {
    const between = await list('?minAmount=1260&maxAmount=2500');
    expect(between.transactions.map((t) => t.id)).toEqual(expect.arrayContaining([cardPayment.journalId, opening]));
    expect(between.transactions.map((t) => t.id)).not.toContain(remittanceJournal);
    for (const t of between.transactions) {
      expect(Math.abs(Number(t.amount))).toBeGreaterThanOrEqual(1260);
      expect(Math.abs(Number(t.amount))).toBeLessThanOrEqual(2500);
    }
    expect((await list('?maxAmount=125.50&kind=Transfer')).transactions.map((t) => t.id)).toEqual([remittanceJournal]);
    expect((await list('?minAmount=750&maxAmount=750')).transactions.map((t) => t.amount)).toEqual(['-750.00']);
    expect((await list('?minAmount=125.51&maxAmount=749.99&kind=Transfer')).transactions).toEqual([]);
  });

  it('filters by Istanbul days', async () => {
    const today = await list('?from=2026-11-18&to=2026-11-18');
    expect(today.transactions.map((t) => t.id)).toContain(opening);
    expect((await list('?from=2026-11-19')).transactions).toEqual([]);
    expect((await list('?to=2026-11-14&kind=Transfer')).transactions).toEqual([]);
  });

  it('pages with limit and cursor, each movement once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { transactions: LastTransaction[]; nextCursor: string | null } = await list(
        `?limit=1&from=2026-11-18${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.transactions.length).toBeLessThanOrEqual(1);
      seen.push(...page.transactions.map((t) => t.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen).toEqual([cardPayment.journalId, billPayment.journalId, opening, remittanceJournal]);
    const two = await list('?limit=2&from=2026-11-18');
    expect(two.transactions).toHaveLength(2);
    expect(two.nextCursor).not.toBeNull();
  });

  it('refuses bad filters with clear codes', async () => {
    expect(await refused('?from=2026-11-18&to=2026-11-17')).toMatchObject([
      { code: 'dateRange.reversed', field: 'to' },
    ]);
    expect(await refused('?from=2025-01-01&to=2026-11-18')).toMatchObject([{ code: 'dateRange.tooLong', field: 'to' }]);
    expect(await refused('?minAmount=10&maxAmount=9.99')).toMatchObject([
      { code: 'amountRange.reversed', field: 'maxAmount' },
    ]);
    expect(await refused('?kind=Lottery')).toMatchObject([{ code: 'field.invalid', field: 'kind' }]);
    expect(await refused('?minAmount=-5')).toMatchObject([{ code: 'field.invalid', field: 'minAmount' }]);
    expect(await refused('?from=2026-13-01')).toMatchObject([{ code: 'field.invalid', field: 'from' }]);
    expect(await refused('?limit=0')).toMatchObject([{ code: 'field.invalid', field: 'limit' }]);
    expect(await refused('?limit=51')).toMatchObject([{ code: 'field.invalid', field: 'limit' }]);
    expect(await refused('?cursor=yesterday')).toMatchObject([{ code: 'field.invalid', field: 'cursor' }]);
  });
});

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
    const d = await detail(cardPayment.journalId, 'eng');
    expect(d.transaction.kind).toBe('CardDebtPayment');
    expect(d.fields).toEqual(
      expect.arrayContaining([
        { label: 'Cardholder', value: 'Zey*** Ka***' },
        { label: 'Paid over', value: 'Within the bank (at once)' },
        { label: 'Remaining debt', value: '4,115.50 TL' },
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
