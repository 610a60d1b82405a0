/**
 * A card's lines (GET /Card/GetTransactions/{cardId}): a debit card's recent ones in pages; a credit
 * card's current period (since its last cut-off, its virtual card's marked, an installment purchase
 * as k/n, declined ones with their reason, payments to it); a virtual card's own; another's refused.
 * Rows are inserted here directly (the card network makes them for real).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstallments, cardTransactions, cards } from '../../server/db/schema/cards';
import { creditCards } from '../../server/db/schema/payments';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import type { CardTransactions } from '../../src/contract/card-transactions';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { get, settableClock, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
type CardRow = typeof cards.$inferSelect;
let debit: CardRow;
let credit: CardRow;
let virtual: CardRow;

const cardBy = async (cardNumber: string) =>
  (await server.db.select().from(cards).where(eq(cards.cardNumber, cardNumber)))[0]!;

const insertTx = async (card: CardRow, values: Partial<typeof cardTransactions.$inferInsert>) => {
  const [row] = await server.db
    .insert(cardTransactions)
    .values({
      cardId: card.id,
      customerId: card.customerId,
      creditCardId: card.creditCardId,
      kind: 'Purchase',
      status: 'Approved',
      merchant: 'Migros',
      channel: 'Chip',
      amount: 10_000n,
      currency: 'TRY',
      createdAt: new Date('2026-11-10T10:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
};

const lines = async (card: CardRow, query = '') =>
  (await get<CardTransactions>(ayse, `/api/Card/GetTransactions/${card.id}${query}`)).body;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('card_transactions', clock));
  debit = await cardBy(DEMO_DEBIT_CARDS[0].cardNumber);
  credit = await cardBy(DEMO_CREDIT_CARDS[0].cardNumber);
  await server.db
    .update(creditCards)
    .set({ statementDate: '2026-11-08' })
    .where(eq(creditCards.id, credit.creditCardId!));
  const [made] = await server.db
    .insert(cards)
    .values({
      customerId: credit.customerId,
      kind: 'Virtual',
      cardNumber: '5158990000007777',
      expiryMonth: 11,
      expiryYear: 2030,
      holderName: credit.holderName,
      productName: 'Emanet Sanal Kart',
      creditCardId: credit.creditCardId,
      parentCardId: credit.id,
      virtualLimit: 500_000n,
      dailyAtmLimit: 0n,
      dailyPosLimit: 0n,
      dailyOnlineLimit: 500_000n,
      openedAt: new Date('2026-11-01T10:00:00Z'),
    })
    .returning();
  virtual = made!;
});
afterAll(() => server?.stop());

describe('a debit card', () => {
  it('answers its recent lines newest first, a declined one with its reason, in pages; BIN + last 4 only', async () => {
    await insertTx(debit, { merchant: 'Old Bakkal', createdAt: new Date('2026-10-01T10:00:00Z') });
    await insertTx(debit, {
      merchant: 'Declined Shop',
      status: 'Declined',
      declineReason: 'card.notFound',
      channel: 'Online',
      createdAt: new Date('2026-11-17T10:00:00Z'),
    });
    await insertTx(debit, {
      merchant: 'Paris Café',
      abroad: true,
      amount: 123_450n,
      originalAmount: 3_500n,
      originalCurrency: 'EUR',
      createdAt: new Date('2026-11-16T10:00:00Z'),
    });
    const body = await lines(debit);
    expect(body.status).toBe('success');
    const mine = body.data.transactions.filter((l) =>
      ['Old Bakkal', 'Declined Shop', 'Paris Café'].includes(l.merchant),
    );
    expect(mine.map((l) => l.merchant)).toEqual(['Declined Shop', 'Paris Café', 'Old Bakkal']);
    expect(mine[0]).toMatchObject({
      status: 'Declined',
      declineReason: 'card.notFound',
      declineText: expect.any(String),
    });
    expect(mine[1]).toMatchObject({
      abroad: true,
      amount: '1234.50',
      originalAmount: '35.00',
      originalCurrency: 'EUR',
    });
    expect(mine[2]!.maskedNumber).toBe(`979215******${debit.cardNumber.slice(-4)}`);
    expect(body.data.since).toBeNull();
    expect(JSON.stringify(body)).not.toContain(debit.cardNumber);

    for (let i = 0; i < 52; i++)
      await insertTx(debit, { merchant: `Page ${i}`, createdAt: new Date(Date.UTC(2026, 9, 2, 10, i)) });
    const first = await lines(debit, '?period=all');
    expect(first.data.transactions).toHaveLength(50);
    expect(first.data.nextCursor).not.toBeNull();
    const second = await lines(debit, `?period=all&cursor=${first.data.nextCursor}`);
    const ids = new Set(first.data.transactions.map((l) => l.id));
    expect(second.data.transactions.length).toBeGreaterThan(0);
    expect(second.data.transactions.every((l) => !ids.has(l.id))).toBe(true);
    expect(second.data.transactions.at(-1)!.createdAt <= first.data.transactions.at(-1)!.createdAt).toBe(true);
  });
});

describe('a credit card', () => {
  it('answers the current period: since the cut-off, installments k/n still billing, its virtual card marked', async () => {
    await insertTx(credit, { merchant: 'Before Cutoff', createdAt: new Date('2026-11-05T10:00:00Z') });
    const tv = await insertTx(credit, {
      merchant: 'TV Store',
      amount: 300_000n,
      installments: 3,
      createdAt: new Date('2026-10-20T10:00:00Z'),
    });
    await server.db.insert(cardInstallments).values([
      {
        transactionId: tv.id,
        creditCardId: credit.creditCardId!,
        number: 1,
        count: 3,
        amount: 100_000n,
        statementId: tv.id,
      },
      { transactionId: tv.id, creditCardId: credit.creditCardId!, number: 2, count: 3, amount: 100_000n },
      { transactionId: tv.id, creditCardId: credit.creditCardId!, number: 3, count: 3, amount: 100_000n },
    ]);
    await insertTx(credit, { merchant: 'After Cutoff', createdAt: new Date('2026-11-12T10:00:00Z') });
    await insertTx(virtual, {
      merchant: 'Online Shop',
      channel: 'Online',
      createdAt: new Date('2026-11-13T10:00:00Z'),
    });
    await insertTx(credit, {
      merchant: 'Blocked Try',
      status: 'Declined',
      declineReason: 'card.notFound',
      createdAt: new Date('2026-11-14T10:00:00Z'),
    });

    const body = await lines(credit);
    expect(body.data.since).toBe('2026-11-08T21:00:00.000Z');
    const names = body.data.transactions.map((l) => l.merchant);
    expect(names).toEqual(expect.arrayContaining(['TV Store', 'After Cutoff', 'Online Shop', 'Blocked Try']));
    expect(names).not.toContain('Before Cutoff');
    const byName = (name: string) => body.data.transactions.find((l) => l.merchant === name)!;
    expect(byName('TV Store')).toMatchObject({
      installmentNumber: 2,
      installmentCount: 3,
      installmentAmount: '1000.00',
    });
    expect(byName('Online Shop')).toMatchObject({ virtual: true, maskedNumber: '515899******7777' });
    expect(byName('After Cutoff')).toMatchObject({ virtual: false, installmentNumber: null, installmentCount: 1 });
    expect(byName('Blocked Try')).toMatchObject({ status: 'Declined', declineText: expect.any(String) });

    const all = await lines(credit, '?period=all');
    expect(all.data.since).toBeNull();
    expect(all.data.transactions.map((l) => l.merchant)).toContain('Before Cutoff');
    const text = JSON.stringify([body, all]);
    expect(text).not.toContain(credit.cardNumber);
    expect(text).not.toContain('5158990000007777');
  });

  it('answers a virtual card’s own lines, unmarked', async () => {
    const body = await lines(virtual);
    expect(body.data.transactions.map((l) => l.merchant)).toEqual(['Online Shop']);
    expect(body.data.transactions[0]!.virtual).toBe(false);
  });

  it('refuses another customer’s card and an unknown one with card.notFound', async () => {
    const alis = await cardBy(DEMO_DEBIT_CARDS[3].cardNumber);
    for (const id of [alis.id, crypto.randomUUID()]) {
      const reply = await get<CardTransactions>(ayse, `/api/Card/GetTransactions/${id}`);
      expect(reply.body).toMatchObject({
        status: 'error',
        messages: [expect.objectContaining({ code: 'card.notFound' })],
      });
    }
    const [count] = await server.db
      .select({ id: cardTransactions.id })
      .from(cardTransactions)
      .where(and(eq(cardTransactions.cardId, alis.id), eq(cardTransactions.merchant, 'none')));
    expect(count).toBeUndefined();
  });

  it('refuses a malformed cursor and period', async () => {
    expect((await get(ayse, `/api/Card/GetTransactions/${debit.id}?cursor=abc`)).status).toBe(400);
    expect((await get(ayse, `/api/Card/GetTransactions/${debit.id}?period=week`)).status).toBe(400);
  });
});
