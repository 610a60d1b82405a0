/**
 * Last transactions, the feed: every money movement of the customer across products (their own only,
 * newest first), each filter and its refusals, and paging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journal } from '../../server/db/schema/ledger';
import type { BillPaymentReceipt } from '../../src/contract/bills';
import type { CardDebtReceipt } from '../../src/contract/card-debt';
import type { LastTransaction } from '../../src/contract/last-transactions';
import type { TransferReceipt } from '../../src/contract/transfers';
import type { Credentials } from './support/http-client';
import {
  BEDAS_ONE,
  ZEYNEP_CARD,
  lastTransactionSteps,
  startLastTransactions,
  type LastTransactionsWorld,
} from './support/last-transactions-world';
import type { TestServer } from './support/test-server';
import { AYSE_TRY } from './support/transfer-server';

let world: LastTransactionsWorld;
let server: TestServer;
let corporate: Credentials;
let remittance: TransferReceipt;
let remittanceJournal: string;
let opening: string;
let billPayment: BillPaymentReceipt;
let cardPayment: CardDebtReceipt;
const { list, refused } = lastTransactionSteps(() => world);

beforeAll(async () => {
  world = await startLastTransactions('last_transactions_feed');
  ({ server, corporate, remittance, remittanceJournal, opening, billPayment, cardPayment } = world);
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
