/**
 * Paying one's own credit card by its id (POST /CardDebt/PayOwnCard): the minimum payment, the
 * period debt, another amount; refusals (another customer's card, a debit card, over the debt, no
 * debt, insufficient funds) move nothing; a replay pays once; the payment is a line of the card.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../server/db/schema/cards';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS, debtAccountNumber } from '../../server/seed/seed-credit-cards';
import type { CardDebtReceipt } from '../../src/contract/card-debt';
import type { CardTransactions } from '../../src/contract/card-transactions';
import type { CardDetail } from '../../src/contract/cards';
import type { ApproverInfo } from '../../src/contract/transfers';
import { fund } from '../support/ledger-fixtures';
import type { Reply } from './support/http-client';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, AYSE_USD, startTransferServer } from './support/transfer-server';
import {
  balancesOf,
  codeFor,
  get,
  ledgerIsConsistent,
  post,
  settableClock,
  type Envelope,
  type Party,
} from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
const AYSE_CARD = DEMO_CREDIT_CARDS[0].cardNumber;
const AYSE_DEBT = debtAccountNumber(AYSE_CARD);
let server: TestServer;
let ayse: Party;

const idOf = async (cardNumber: string) =>
  (await server.db.select({ id: cards.id }).from(cards).where(eq(cards.cardNumber, cardNumber)))[0]!.id;

/** PayOwnCard, the code, PayOwnCard again under the same key: the final reply. */
const pay = async (request: object, key = crypto.randomUUID()) => {
  const first = await post<ApproverInfo>(ayse, '/api/CardDebt/PayOwnCard', request, key);
  if (first.body.status !== 'success' || first.body.actionCode !== 201)
    return first as unknown as Reply<Envelope<CardDebtReceipt>>;
  const otpCode = await codeFor(ayse, first.body.data.otpReferenceKey);
  return post<CardDebtReceipt>(
    ayse,
    '/api/CardDebt/PayOwnCard',
    { ...request, otpReferenceKey: first.body.data.otpReferenceKey, otpCode },
    key,
  );
};
const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });
const detail = async (id: string) => (await get<CardDetail>(ayse, `/api/Card/GetCard/${id}`)).body.data;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('card_debt_own', clock));
  await fund(server.db, AYSE_TRY, 5_000_000n, { at: clock.now() });
});
afterAll(() => server?.stop());

describe('PayOwnCard', () => {
  it('pays the minimum payment by card id: the debt drops at once, a receipt without the number, one payment per key', async () => {
    const cardId = await idOf(AYSE_CARD);
    const before = await detail(cardId);
    const balances = await balancesOf(server.db, [AYSE_TRY, AYSE_DEBT]);
    const key = crypto.randomUUID();
    const request = { cardId, option: 'MinimumPayment', sourceAccountNumber: AYSE_TRY };
    const reply = await pay(request, key);
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 540 });
    expect(reply.body.data).toMatchObject({ rail: 'Internal', status: 'Completed', amount: before.minimumPayment });
    expect(JSON.stringify(reply.body)).not.toContain(AYSE_CARD);
    const minimum = BigInt(before.minimumPayment!.replace('.', ''));
    const after = await balancesOf(server.db, [AYSE_TRY, AYSE_DEBT]);
    expect(after[AYSE_TRY]).toBe(balances[AYSE_TRY]! - minimum);
    expect(after[AYSE_DEBT]).toBe(balances[AYSE_DEBT]! + minimum);
    const now = await detail(cardId);
    expect(BigInt(now.currentDebt!.replace('.', ''))).toBe(BigInt(before.currentDebt!.replace('.', '')) - minimum);
    // The same key again: the same receipt, no second payment.
    const replay = await post<CardDebtReceipt>(ayse, '/api/CardDebt/PayOwnCard', request, key);
    expect(replay.body.data.paymentId).toBe(reply.body.data.paymentId);
    expect((await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]).toBe(after[AYSE_TRY]);
    // The payment is a line of the card's current period.
    const lines = await get<CardTransactions>(ayse, `/api/Card/GetTransactions/${cardId}`);
    expect(lines.body.data.transactions).toContainEqual(
      expect.objectContaining({
        id: reply.body.data.paymentId,
        kind: 'Payment',
        amount: before.minimumPayment,
        merchant: AYSE_TRY,
      }),
    );
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });

  it('pays what is left of the period debt, then another amount', async () => {
    const cardId = await idOf(AYSE_CARD);
    const before = await detail(cardId);
    const period = await pay({ cardId, option: 'PeriodDebt', sourceAccountNumber: AYSE_TRY });
    expect(period.body).toMatchObject({ status: 'success', data: { amount: before.periodDebt } });
    const other = await pay({ cardId, option: 'Other', amount: '10.50', sourceAccountNumber: AYSE_TRY });
    expect(other.body).toMatchObject({ status: 'success', data: { amount: '10.50' } });
  });

  it('refuses another customer’s card, a debit card, over the debt, a USD account, no amount; nothing moves', async () => {
    const cardId = await idOf(AYSE_CARD);
    const before = await balancesOf(server.db, [AYSE_TRY, AYSE_DEBT]);
    const zeyneps = await idOf(DEMO_CREDIT_CARDS[1].cardNumber);
    const debit = await idOf(DEMO_DEBIT_CARDS[0].cardNumber);
    const base = { option: 'MinimumPayment', sourceAccountNumber: AYSE_TRY };
    expect((await pay({ ...base, cardId: zeyneps })).body).toMatchObject(refusal('card.notFound'));
    expect((await pay({ ...base, cardId: debit })).body).toMatchObject(refusal('card.notFound'));
    const debt = (await detail(cardId)).currentDebt!;
    const over = (Number(debt) + 1).toFixed(2);
    expect((await pay({ cardId, option: 'Other', amount: over, sourceAccountNumber: AYSE_TRY })).body).toMatchObject(
      refusal('cardDebt.overDebt'),
    );
    expect((await pay({ cardId, option: 'Other', sourceAccountNumber: AYSE_TRY })).body).toMatchObject(
      refusal('cardDebt.amountInvalid'),
    );
    expect((await pay({ ...base, cardId, sourceAccountNumber: AYSE_USD })).body).toMatchObject(
      refusal('cardDebt.accountInvalid'),
    );
    expect(await balancesOf(server.db, [AYSE_TRY, AYSE_DEBT])).toEqual(before);
  });

  it('refuses insufficient funds, and a card with no debt', async () => {
    const cardId = await idOf(AYSE_CARD);
    const balance = (await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]!;
    // Drain the account to 1.00 TL.
    await fund(server.db, 'GL-POOL-TRY', balance - 100n, { from: AYSE_TRY, at: clock.now() });
    const poor = await pay({ cardId, option: 'Other', amount: '10.00', sourceAccountNumber: AYSE_TRY });
    expect(poor.body).toMatchObject(refusal('cardDebt.insufficientFunds'));
    expect((await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]).toBe(100n);
    // Refilled, the whole debt paid: a card with no debt refuses.
    await fund(server.db, AYSE_TRY, 10_000_000n, { at: clock.now() });
    const debt = (await detail(cardId)).currentDebt!;
    expect((await pay({ cardId, option: 'Other', amount: debt, sourceAccountNumber: AYSE_TRY })).body.status).toBe(
      'success',
    );
    expect((await detail(cardId)).currentDebt).toBe('0.00');
    expect((await pay({ cardId, option: 'MinimumPayment', sourceAccountNumber: AYSE_TRY })).body).toMatchObject(
      refusal('cardDebt.noDebt'),
    );
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});
