/**
 * The sandbox card network: every approve and decline path of a terminal's transaction (state,
 * expiry, permissions, PIN, installments, daily limits, funds, credit and virtual limits), the
 * postings of each (balanced, from the right account), a declined attempt recorded with no money
 * moved, the abroad conversion, the cash advance's fee and the SMS naming BIN + last 4 only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { cards } from '../../server/db/schema/cards';
import { chargeOf } from '../../server/domain/cards/network/rules';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import type { CardDetail } from '../../src/contract/cards';
import { formatAmount } from '../../src/contract/money';
import {
  cardByNumber,
  fundingBalance,
  installmentsOf,
  purchase,
  refundOf,
  sandboxCardList,
  setCard,
  settlementBalance,
  smsTo,
  transactionRows,
  type NetworkReply,
} from './support/card-network-steps';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { get, ledgerIsConsistent, settableClock, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
let credit: typeof cards.$inferSelect;
let debit: typeof cards.$inferSelect;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('cards_network', clock));
  credit = await cardByNumber(server.db, DEMO_CREDIT_CARDS[0].cardNumber);
  debit = await cardByNumber(server.db, DEMO_DEBIT_CARDS[0].cardNumber);
});
afterAll(() => server?.stop());

const approved = (reply: NetworkReply) => {
  expect(reply.body.status).toBe('success');
  expect(reply.body.data).toMatchObject({ status: 'Approved', reasonCode: null });
  expect(reply.body.data.authCode).toMatch(/^\d{6}$/);
  return reply.body.data;
};

/** A decline: its reason, nothing moved, the row recorded with the reason and no journal. */
const declines = async (cardId: string, body: Record<string, unknown>, reason: string) => {
  const before = [await fundingBalance(server.db, cardId), await settlementBalance(server.db)];
  const reply = await purchase(server.url, { cardId, amount: '100.00', ...body });
  expect(reply.body.status).toBe('success');
  expect(reply.body.data).toMatchObject({ status: 'Declined', reasonCode: reason, authCode: null });
  expect(reply.body.data.reason).toBeTruthy();
  expect([await fundingBalance(server.db, cardId), await settlementBalance(server.db)]).toEqual(before);
  const row = (await transactionRows(server.db, cardId)).find((r) => r.id === reply.body.data.transactionId)!;
  expect(row).toMatchObject({ status: 'Declined', declineReason: reason, journalId: null });
  return reply.body.data;
};

describe('card network: approvals', () => {
  it('lists every card of every customer for a tester, never a full number', async () => {
    const list = await sandboxCardList(server.url);
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(list.find((c) => c.id === credit.id)).toMatchObject({
      kind: 'Credit',
      maskedNumber: expect.stringMatching(/^515899\*{6}\d{4}$/),
    });
    const text = JSON.stringify(list);
    for (const card of [...DEMO_CREDIT_CARDS, ...DEMO_DEBIT_CARDS]) expect(text).not.toContain(card.cardNumber);
  });

  it('a debit card pays from its linked account to card settlement, with its SMS', async () => {
    const [account, settlement] = [await fundingBalance(server.db, debit.id), await settlementBalance(server.db)];
    const data = approved(await purchase(server.url, { cardNumber: debit.cardNumber, amount: '245.90' }));
    expect(data).toMatchObject({ kind: 'Purchase', amount: '245.90', currency: 'TRY', installments: 1 });
    expect(JSON.stringify(data)).not.toContain(debit.cardNumber);
    expect(await fundingBalance(server.db, debit.id)).toBe(account - 24_590n);
    expect(await settlementBalance(server.db)).toBe(settlement + 24_590n);
    const sms = (await smsTo(server.db, ayse.recipient)).filter((m) => m.text.includes('245,90'));
    expect(sms.length).toBeGreaterThan(0);
    for (const m of sms) {
      expect(m.text).toContain(debit.cardNumber.slice(-4));
      expect(m.text).not.toContain(debit.cardNumber);
      expect(m.text).not.toMatch(/\d{7,}/);
    }
  });

  it('a credit card spends from its debt account, 6 installments summing exactly (the first takes the remainder)', async () => {
    const before = await fundingBalance(server.db, credit.id);
    const data = approved(
      await purchase(server.url, { cardId: credit.id, merchant: 'TEKNOSA', amount: '10000.05', installments: 6 }),
    );
    expect(await fundingBalance(server.db, credit.id)).toBe(before - 1_000_005n);
    const parts = await installmentsOf(server.db, data.transactionId);
    expect(parts.map((p) => [p.number, p.count, p.amount])).toEqual([
      [1, 6, 166_670n],
      [2, 6, 166_667n],
      [3, 6, 166_667n],
      [4, 6, 166_667n],
      [5, 6, 166_667n],
      [6, 6, 166_667n],
    ]);
    const detail = await get<CardDetail>(ayse, `/api/Card/GetCard/${credit.id}`);
    const debt = -(await fundingBalance(server.db, credit.id));
    expect(detail.body.data.availableLimit).toBe(formatAmount(DEMO_CREDIT_CARDS[0].limit - debt, 'TRY'));
  });

  it('converts another currency at the selling rate plus the abroad margin, keeping the original', async () => {
    await setCard(server.db, credit.id, { abroadEnabled: true });
    const expected = chargeOf(DEFAULT_CONFIG, 12_000n, 'EUR').amount;
    const data = approved(
      await purchase(server.url, {
        cardId: credit.id,
        merchant: 'FNAC PARIS',
        amount: '120.00',
        currency: 'EUR',
        abroad: true,
      }),
    );
    expect(data).toMatchObject({
      amount: formatAmount(expected, 'TRY'),
      originalAmount: '120.00',
      originalCurrency: 'EUR',
    });
    // 120 EUR at 47.80 is 5736 TL before the spread and the margin.
    expect(expected).toBeGreaterThan(573_600n);
    expect(expected).toBeLessThan((573_600n * 105n) / 100n);
    await setCard(server.db, credit.id, { abroadEnabled: false });
  });

  it('a credit card at an ATM is a cash advance with its fee as its own transaction; a debit card withdraws', async () => {
    const before = await fundingBalance(server.db, credit.id);
    const data = approved(
      await purchase(server.url, { cardId: credit.id, merchant: 'ATM EMANET', amount: '1000.00', channel: 'Atm' }),
    );
    expect(data).toMatchObject({ kind: 'CashAdvance', fee: DEFAULT_CONFIG.cards.cashAdvanceFee });
    expect(await fundingBalance(server.db, credit.id)).toBe(before - 100_000n - 5_000n);
    const rows = await transactionRows(server.db, credit.id);
    const fee = rows.find((r) => r.kind === 'Fee')!;
    expect(fee).toMatchObject({
      status: 'Approved',
      amount: 5_000n,
      journalId: rows.find((r) => r.id === data.transactionId)!.journalId,
    });
    expect((await installmentsOf(server.db, fee.id)).map((p) => p.amount)).toEqual([5_000n]);
    const withdrawal = approved(
      await purchase(server.url, { cardId: debit.id, merchant: 'ATM EMANET', amount: '200.00', channel: 'Atm' }),
    );
    expect(withdrawal).toMatchObject({ kind: 'Withdrawal', fee: null });
  });

  it('contactless above the no-PIN limit needs the PIN', async () => {
    await declines(debit.id, { channel: 'Contactless', amount: '2500.01' }, 'cardNetwork.pinRequired');
    approved(await purchase(server.url, { cardId: debit.id, channel: 'Contactless', amount: '2500.00' }));
    approved(
      await purchase(server.url, { cardId: debit.id, channel: 'Contactless', amount: '2600.00', pinEntered: true }),
    );
  });
});

describe('card network: declines', () => {
  it('online closed, contactless closed, abroad closed, ATM abroad closed', async () => {
    await declines(credit.id, { channel: 'Online' }, 'cardNetwork.onlineClosed');
    await setCard(server.db, debit.id, { contactlessEnabled: false });
    await declines(debit.id, { channel: 'Contactless' }, 'cardNetwork.contactlessClosed');
    await setCard(server.db, debit.id, { contactlessEnabled: true });
    await declines(debit.id, { abroad: true }, 'cardNetwork.abroadClosed');
    await setCard(server.db, debit.id, { abroadEnabled: true });
    await declines(debit.id, { abroad: true, channel: 'Atm' }, 'cardNetwork.atmAbroadClosed');
    await setCard(server.db, debit.id, { abroadEnabled: false });
  });

  it('a frozen, blocked, cancelled or closed card declines everything; so does an expired one', async () => {
    for (const status of ['Frozen', 'Blocked', 'Cancelled', 'Closed'] as const) {
      await setCard(server.db, debit.id, { status });
      await declines(debit.id, { channel: 'Chip' }, 'cardNetwork.notActive');
      await declines(debit.id, { channel: 'Atm' }, 'cardNetwork.notActive');
    }
    await setCard(server.db, debit.id, { status: 'Active', expiryYear: 2026, expiryMonth: 10 });
    await declines(debit.id, {}, 'cardNetwork.expired');
    await setCard(server.db, debit.id, { expiryYear: debit.expiryYear, expiryMonth: debit.expiryMonth });
  });

  it('installments only on domestic credit card purchases', async () => {
    await declines(debit.id, { installments: 3 }, 'cardNetwork.installmentsNotAllowed');
    await declines(credit.id, { installments: 2, channel: 'Atm' }, 'cardNetwork.installmentsNotAllowed');
    await setCard(server.db, credit.id, { abroadEnabled: true });
    await declines(credit.id, { installments: 3, abroad: true }, 'cardNetwork.installmentsNotAllowed');
    await setCard(server.db, credit.id, { abroadEnabled: false });
    const tooMany = await purchase(server.url, { cardId: credit.id, amount: '100.00', installments: 13 });
    expect(tooMany.body.status).toBe('error');
  });

  it('daily ATM, POS and online limits per Istanbul day, the card’s own', async () => {
    // Today's ATM use so far (200 TL) counts against the ATM limit.
    await setCard(server.db, debit.id, { dailyOnlineLimit: 50_000n, dailyAtmLimit: 40_000n });
    approved(await purchase(server.url, { cardId: debit.id, channel: 'Online', amount: '400.00' }));
    await declines(debit.id, { channel: 'Online', amount: '100.01' }, 'cardNetwork.dailyOnlineLimit');
    await declines(debit.id, { channel: 'Atm', amount: '300.00' }, 'cardNetwork.dailyAtmLimit');
    await setCard(server.db, debit.id, { dailyPosLimit: 1_000n });
    await declines(debit.id, { channel: 'Chip', amount: '10.01' }, 'cardNetwork.dailyPosLimit');
    // The next Istanbul day starts again.
    clock.set('2026-11-18T21:30:00Z');
    approved(await purchase(server.url, { cardId: debit.id, channel: 'Online', amount: '400.00' }));
    clock.set('2026-11-18T09:00:00Z');
    await setCard(server.db, debit.id, {
      dailyPosLimit: debit.dailyPosLimit,
      dailyOnlineLimit: debit.dailyOnlineLimit,
      dailyAtmLimit: debit.dailyAtmLimit,
    });
  });

  it('a debit card without funds, a credit card over its limit', async () => {
    const balance = await fundingBalance(server.db, debit.id);
    await setCard(server.db, debit.id, { dailyPosLimit: 10n ** 15n });
    await declines(debit.id, { amount: formatAmount(balance + 1n, 'TRY') }, 'cardNetwork.insufficientFunds');
    await setCard(server.db, debit.id, { dailyPosLimit: debit.dailyPosLimit });
    const left = DEMO_CREDIT_CARDS[0].limit + (await fundingBalance(server.db, credit.id));
    await declines(credit.id, { amount: formatAmount(left + 1n, 'TRY') }, 'cardNetwork.creditLimit');
  });

  it('a virtual card: online only, within its own limit and its main card’s', async () => {
    const virtualId = randomUUID();
    await server.db.insert(cards).values({
      ...credit,
      id: virtualId,
      kind: 'Virtual',
      cardNumber: '5158990000000017',
      parentCardId: credit.id,
      virtualLimit: 100_000n,
      onlineEnabled: true,
    });
    await declines(virtualId, { channel: 'Chip' }, 'cardNetwork.virtualOnlineOnly');
    const bought = approved(await purchase(server.url, { cardId: virtualId, channel: 'Online', amount: '600.00' }));
    await declines(virtualId, { channel: 'Online', amount: '400.01' }, 'cardNetwork.virtualLimit');
    // A refund gives the virtual card's own limit back.
    expect((await refundOf(server.url, { transactionId: bought.transactionId, amount: '100.00' })).body.status).toBe(
      'success',
    );
    approved(await purchase(server.url, { cardId: virtualId, channel: 'Online', amount: '400.01' }));
    await declines(virtualId, { channel: 'Online', amount: '100.00' }, 'cardNetwork.virtualLimit');
    await setCard(server.db, credit.id, { status: 'Blocked' });
    await declines(virtualId, { channel: 'Online', amount: '10.00' }, 'cardNetwork.notActive');
    await setCard(server.db, credit.id, { status: 'Active' });
  });

  it('answers the reason in the caller’s language', async () => {
    const reply = await purchase(server.url, { cardId: credit.id, amount: '5.00', channel: 'Online' }, 'eng');
    expect(reply.body.data.reason).toBe('The card is closed to online shopping.');
    const unknown = await purchase(server.url, { cardId: randomUUID(), amount: '5.00' });
    expect(unknown.body).toMatchObject({
      status: 'error',
      messages: [expect.objectContaining({ code: 'card.notFound' })],
    });
  });

  it('another customer’s card is not reachable through the customer API', async () => {
    const alis = await cardByNumber(server.db, DEMO_DEBIT_CARDS[3].cardNumber);
    const refused = await get<CardDetail>(ayse, `/api/Card/GetCard/${alis.id}`);
    expect(refused.body).toMatchObject({
      status: 'error',
      messages: [expect.objectContaining({ code: 'card.notFound' })],
    });
  });

  it('every journal balances and every balance equals its entries', async () => {
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});
