/**
 * The card network's refunds and retries: a refund (full or partial, never more than the purchase)
 * puts the money back (a credit card's debt account with a negative installment; a debit card's
 * account), and a retried network message, one after the other or several at once, posts once and
 * answers the first decision.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../server/db/schema/cards';
import { formatAmount } from '../../src/contract/money';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import {
  cardByNumber,
  fundingBalance,
  installmentsOf,
  journalsOfKind,
  purchase,
  refundOf,
  setCard,
  settlementBalance,
  transactionRows,
} from './support/card-network-steps';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { ledgerIsConsistent, settableClock } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let credit: typeof cards.$inferSelect;
let debit: typeof cards.$inferSelect;

beforeAll(async () => {
  ({ server } = await startTransferServer('cards_network_replay', clock));
  credit = await cardByNumber(server.db, DEMO_CREDIT_CARDS[0].cardNumber);
  debit = await cardByNumber(server.db, DEMO_DEBIT_CARDS[0].cardNumber);
});
afterAll(() => server?.stop());

describe('card network: refunds', () => {
  it('refunds a credit card purchase in parts, up to the purchase, with a negative installment each', async () => {
    const bought = await purchase(server.url, {
      cardId: credit.id,
      merchant: 'LC WAIKIKI',
      amount: '900.00',
      installments: 3,
    });
    const id = bought.body.data.transactionId;
    const before = await fundingBalance(server.db, credit.id);
    const part = await refundOf(server.url, { transactionId: id, amount: '300.00' });
    expect(part.body.data).toMatchObject({ status: 'Approved', kind: 'Refund', amount: '300.00', refundOf: id });
    expect(await fundingBalance(server.db, credit.id)).toBe(before + 30_000n);
    expect((await installmentsOf(server.db, part.body.data.transactionId)).map((p) => [p.count, p.amount])).toEqual([
      [1, -30_000n],
    ]);
    const over = await refundOf(server.url, { transactionId: id, amount: '600.01' });
    expect(over.body).toMatchObject({
      status: 'error',
      messages: [expect.objectContaining({ code: 'cardNetwork.refundOverPurchase' })],
    });
    const rest = await refundOf(server.url, { transactionId: id });
    expect(rest.body.data).toMatchObject({ status: 'Approved', amount: '600.00' });
    expect(await fundingBalance(server.db, credit.id)).toBe(before + 90_000n);
    const none = await refundOf(server.url, { transactionId: id, amount: '0.01' });
    expect(none.body.status).toBe('error');
  });

  it('refunds a debit card purchase to its account; only an approved purchase can be refunded', async () => {
    const bought = await purchase(server.url, { cardId: debit.id, merchant: 'A101', amount: '150.00' });
    const before = await fundingBalance(server.db, debit.id);
    const back = await refundOf(server.url, { transactionId: bought.body.data.transactionId, amount: '50.00' });
    expect(back.body.data).toMatchObject({ status: 'Approved', kind: 'Refund', amount: '50.00' });
    expect(await fundingBalance(server.db, debit.id)).toBe(before + 5_000n);
    const declined = await purchase(server.url, { cardId: credit.id, amount: '10.00', channel: 'Online' });
    for (const transactionId of [declined.body.data.transactionId, back.body.data.transactionId, randomUUID()]) {
      const refused = await refundOf(server.url, { transactionId });
      expect(refused.body.messages[0]!.code).toBe('cardNetwork.refundNotFound');
    }
  });
});

describe('card network: retried messages', () => {
  it('a retried purchase answers the first decision and posts once', async () => {
    const networkReference = `NET-${randomUUID()}`;
    const before = await fundingBalance(server.db, credit.id);
    const journals = await journalsOfKind(server.db, credit.id, 'CardSpending');
    const body = { cardId: credit.id, merchant: 'BIM', amount: '77.70', networkReference };
    const first = await purchase(server.url, body);
    const again = await purchase(server.url, { ...body, cardId: undefined, cardNumber: credit.cardNumber });
    expect(again.body.data).toEqual(first.body.data);
    expect(await fundingBalance(server.db, credit.id)).toBe(before - 7_770n);
    expect(await journalsOfKind(server.db, credit.id, 'CardSpending')).toBe(journals + 1);
    const other = await purchase(server.url, { ...body, amount: '77.71' });
    expect(other.body.messages[0]!.code).toBe('cardNetwork.referenceReused');
  });

  it('several copies of one message at once post once (real concurrency on PostgreSQL)', async () => {
    const networkReference = `NET-${randomUUID()}`;
    const before = [await fundingBalance(server.db, debit.id), await settlementBalance(server.db)];
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        purchase(server.url, { cardId: debit.id, merchant: 'SOK', amount: '12.34', networkReference }),
      ),
    );
    const ids = new Set(replies.map((r) => r.body.data.transactionId));
    expect(ids.size).toBe(1);
    for (const reply of replies) expect(reply.body.data).toEqual(replies[0]!.body.data);
    expect(await fundingBalance(server.db, debit.id)).toBe(before[0]! - 1_234n);
    expect(await settlementBalance(server.db)).toBe(before[1]! + 1_234n);
    expect((await transactionRows(server.db, debit.id)).filter((r) => r.id === [...ids][0]).length).toBe(1);
  });

  it('a retried decline stays declined even after the card is usable (the first final answer)', async () => {
    const networkReference = `NET-${randomUUID()}`;
    await setCard(server.db, debit.id, { status: 'Frozen' });
    const first = await purchase(server.url, { cardId: debit.id, amount: '10.00', networkReference });
    await setCard(server.db, debit.id, { status: 'Active' });
    const again = await purchase(server.url, { cardId: debit.id, amount: '10.00', networkReference });
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.data.status).toBe('Declined');
  });

  it('a retried refund refunds once, also at once', async () => {
    const bought = await purchase(server.url, { cardId: debit.id, merchant: 'MEDIAMARKT', amount: '500.00' });
    const before = await fundingBalance(server.db, debit.id);
    const networkReference = `REF-${randomUUID()}`;
    const body = { transactionId: bought.body.data.transactionId, amount: '100.00', networkReference };
    const replies = await Promise.all(Array.from({ length: 4 }, () => refundOf(server.url, body)));
    for (const reply of replies) expect(reply.body.data).toEqual(replies[0]!.body.data);
    expect(await fundingBalance(server.db, debit.id)).toBe(before + 10_000n);
    // Two different refunds at once never pass the purchase.
    const both = await Promise.all([
      refundOf(server.url, { transactionId: bought.body.data.transactionId, amount: '400.00' }),
      refundOf(server.url, { transactionId: bought.body.data.transactionId, amount: '400.00' }),
    ]);
    expect(both.filter((r) => r.body.status === 'success').length).toBe(1);
    expect(await fundingBalance(server.db, debit.id)).toBe(before + 50_000n);
  });

  it('purchases at once on one credit card never pass its limit (the cardUse guard under the card lock)', async () => {
    await setCard(server.db, credit.id, { dailyPosLimit: 10n ** 12n });
    const left = DEMO_CREDIT_CARDS[0].limit + (await fundingBalance(server.db, credit.id));
    const each = (left * 40n) / 100n;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => purchase(server.url, { cardId: credit.id, amount: formatAmount(each, 'TRY') })),
    );
    const approved = replies.filter((r) => r.body.data.status === 'Approved');
    expect(approved).toHaveLength(2);
    for (const r of replies.filter((x) => x.body.data.status === 'Declined'))
      expect(r.body.data.reasonCode).toBe('cardNetwork.creditLimit');
    expect(-(await fundingBalance(server.db, credit.id))).toBeLessThanOrEqual(DEMO_CREDIT_CARDS[0].limit);
    await setCard(server.db, credit.id, { dailyPosLimit: credit.dailyPosLimit });
  });

  it('every journal balances and every balance equals its entries', async () => {
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});
