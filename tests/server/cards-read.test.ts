/** Cards: a customer's cards (debit and credit, every status) by BIN + last 4, one card's detail, another's refused. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetail, CardList } from '../../src/contract/cards';
import { cards } from '../../server/db/schema/cards';
import { creditCards } from '../../server/db/schema/payments';
import { formatAmount } from '../../src/contract/money';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS, debtAccountNumber } from '../../server/seed/seed-credit-cards';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { balancesOf, get, settableClock, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('cards_read', clock));
});
afterAll(() => server?.stop());

describe('card reads', () => {
  it('lists every card of the customer, masked, with a credit card’s limit, debt and dates', async () => {
    const reply = await get<CardList>(ayse, '/api/Card/GetCards');
    expect(reply.body.status).toBe('success');
    const list = reply.body.data.cards;
    expect(list.map((c) => [c.kind, c.status])).toEqual([
      ['Credit', 'Active'],
      ['Debit', 'Active'],
      ['Debit', 'Cancelled'],
    ]);
    // The figures as the bank's records hold them (the seeded history and statements make them).
    const cardNumber = DEMO_CREDIT_CARDS[0].cardNumber;
    const [record] = await server.db.select().from(creditCards).where(eq(creditCards.cardNumber, cardNumber));
    const balance = (await balancesOf(server.db, [debtAccountNumber(cardNumber)]))[debtAccountNumber(cardNumber)]!;
    const debt = balance < 0n ? -balance : 0n;
    expect(debt).toBeGreaterThan(0n);
    const tl = (minor: bigint) => formatAmount(minor, 'TRY');
    const least = (a: bigint) => tl(a < debt ? a : debt);
    expect(list[0]).toMatchObject({
      maskedNumber: '515899******' + cardNumber.slice(-4),
      limit: '50000.00',
      currentDebt: tl(debt),
      availableLimit: tl(5_000_000n - debt),
      periodDebt: least(record!.statementDebt),
      minimumPayment: least(record!.minimumPayment),
    });
    expect(list[1]!.accountNumber).toBe('1000146-1');
    const text = JSON.stringify(reply.body);
    for (const card of [...DEMO_CREDIT_CARDS, ...DEMO_DEBIT_CARDS]) expect(text).not.toContain(card.cardNumber);
  });

  it('answers one card’s detail, and card.notFound for another customer’s card', async () => {
    const list = (await get<CardList>(ayse, '/api/Card/GetCards')).body.data.cards;
    const debit = list.find((c) => c.kind === 'Debit' && c.status === 'Active')!;
    const detail = await get<CardDetail>(ayse, `/api/Card/GetCard/${debit.id}`);
    expect(detail.body.data).toMatchObject({
      permissions: { online: true, contactless: true, abroad: false, atmAbroad: false },
      limits: { atm: '20000.00', pos: '100000.00', online: '25000.00' },
      maxLimits: { atm: '50000.00' },
      cutoffDay: null,
      virtualCards: [],
    });
    const [alis] = await server.db.select().from(cards).where(eq(cards.cardNumber, DEMO_DEBIT_CARDS[3].cardNumber));
    const refused = await get<CardDetail>(ayse, `/api/Card/GetCard/${alis!.id}`);
    expect(refused.body).toMatchObject({
      status: 'error',
      messages: [expect.objectContaining({ code: 'card.notFound' })],
    });
  });
});
