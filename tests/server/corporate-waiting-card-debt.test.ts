/**
 * A corporate maker's credit card debt payment waits for approvals (issue 17, kind cardPayment):
 * Selin pays 15,000 TRY of another bank's card from Demir Tekstil; nothing moves and no payment row
 * exists while it waits; Kerem (Finans) and Ece (Yönetim) approve and it posts once, planned again at
 * the bank's clock of the approval; a late approval posts nothing more; a rejection posts nothing. One's
 * own card's period debt is pinned to the amount the maker saw.
 * An individual's payment (Ayşe) still posts at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { cards } from '../../server/db/schema/cards';
import { cardDebtPayments, creditCards } from '../../server/db/schema/payments';
import { DEMO_CREDIT_CARDS, debtAccountNumber } from '../../server/seed/seed-credit-cards';
import { EXTERNAL_CARDS } from '../../server/domain/directory/directory-data';
import type { CardDebtReceipt } from '../../src/contract/card-debt';
import type { WaitingOperation } from '../../src/contract/corporate-operations';
import { maskCard } from '../../src/contract/masking';
import { MessageCode } from '../../src/contract/message-codes';
import { approve, decide, operationRow, tekstilUsers } from './support/corporate-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { balanceOf, settableClock, transferTestConfig, type Party } from './support/transfer-steps';

const clock = settableClock('2026-03-10T09:00:00Z');
const TEKSTIL_TRY = '1729171-1';
const ZEYNEP_CARD = DEMO_CREDIT_CARDS[1].cardNumber;
const SAHIN_CARD = EXTERNAL_CARDS[1]!.cardNumber; // Garanti, Elif Şahin
let server: TestServer;
let selin: Party;
let kerem: Party;
let ece: Party;
let mehmet: Party;

const payments = async () => server.db.select().from(cardDebtPayments);

const pay = (party: Party, amount: string) =>
  decide<WaitingOperation | CardDebtReceipt>(party, '/api/CardDebt/Pay', {
    cardNumber: SAHIN_CARD,
    amount,
    sourceAccountNumber: TEKSTIL_TRY,
    acceptNextWindow: false,
  });

beforeAll(async () => {
  server = await startTestServer('corporate-waiting-card-debt', { now: clock.now, config: transferTestConfig() });
  ({ selin, kerem, ece, mehmet } = await tekstilUsers(server, clock.now()));
}, 120_000);

afterAll(async () => server?.close());

describe('card debt payment (cardPayment)', () => {
  it('waits, posts nothing, then posts once with the approval’s clock', async () => {
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    const started = await pay(selin, '15000.00');
    expect(started.body).toMatchObject({
      status: 'success',
      actionCode: 995,
      data: {
        status: 'Waiting',
        kind: 'cardPayment',
        amount: '15000.00',
        currency: 'TRY',
        summary: { sourceAccountNumber: TEKSTIL_TRY, card: maskCard(SAHIN_CARD), bankName: 'Türkiye Garanti Bankası' },
      },
    });
    const op = started.body.data as WaitingOperation;
    expect(op.needs.map((n) => [n.groupName, n.count])).toEqual([
      ['Finans', 1],
      ['Yönetim', 1],
    ]);
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before);
    expect(await payments()).toHaveLength(0);

    expect((await approve(kerem, op.operationId)).body.data.status).toBe('Waiting');
    expect(await payments()).toHaveLength(0);
    clock.advance(3600);
    const approvedFrom = clock.now().getTime();
    const second = await approve(ece, op.operationId);
    expect(second.body).toMatchObject({ actionCode: 997, data: { status: 'Posted' } });
    const posted = await payments();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.amount).toBe(1_500_000n);
    // Planned again at the approval: the bank's clock an hour after the maker.
    expect(posted[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(approvedFrom);
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before - 1_500_000n);

    const late = await approve(mehmet, op.operationId);
    expect(late.body.messages[0]!.code).toBe(MessageCode.CorporateOperationNotWaiting);
    expect(await payments()).toHaveLength(1);
    expect((await operationRow(server.db, op.operationId)).status).toBe('Posted');
  });

  it('posts nothing on a rejection', async () => {
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    const paid = (await payments()).length;
    const started = await pay(selin, '12000.00');
    const op = started.body.data as WaitingOperation;
    const rejected = await approve(ece, op.operationId, 'reject');
    expect(rejected.body).toMatchObject({ actionCode: 997, data: { status: 'Rejected' } });
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before);
    expect(await payments()).toHaveLength(paid);
  });

  it('pins one’s own card’s period debt: the approvals post the amount the maker saw', async () => {
    // Zeynep's card stands in for a company card: moved to Demir Tekstil with a 20,000 TRY debt and a 15,000 TRY statement.
    const [card] = await server.db.select().from(creditCards).where(eq(creditCards.cardNumber, ZEYNEP_CARD));
    const [tekstil] = await server.db.select().from(customers).where(eq(customers.customerNumber, '5000101'));
    await server.db.update(cards).set({ customerId: tekstil!.id }).where(eq(cards.creditCardId, card!.id));
    await server.db
      .update(creditCards)
      .set({ customerId: tekstil!.id, statementDebt: 1_500_000n })
      .where(eq(creditCards.id, card!.id));
    await server.db.update(accounts).set({ balance: -2_000_000n }).where(eq(accounts.id, card!.debtAccountId));
    const [cardRow] = await server.db.select().from(cards).where(eq(cards.creditCardId, card!.id));
    const started = await decide<WaitingOperation>(selin, '/api/CardDebt/PayOwnCard', {
      cardId: cardRow!.id,
      option: 'PeriodDebt',
      sourceAccountNumber: TEKSTIL_TRY,
    });
    expect(started.body).toMatchObject({ actionCode: 995, data: { kind: 'cardPayment', amount: '15000.00' } });
    const op = started.body.data;
    expect((await operationRow(server.db, op.operationId)).request).toMatchObject({
      option: 'Other',
      amount: '15000.00',
    });
    // The statement is cut again while it waits: the period debt is now 18,000 TRY.
    await server.db.update(creditCards).set({ statementDebt: 1_800_000n }).where(eq(creditCards.id, card!.id));
    await approve(kerem, op.operationId);
    expect((await approve(ece, op.operationId)).body.data.status).toBe('Posted');
    const [posted] = await server.db.select().from(cardDebtPayments).where(eq(cardDebtPayments.creditCardId, card!.id));
    expect(posted!.amount).toBe(1_500_000n);
    expect(await balanceOf(server.db, debtAccountNumber(ZEYNEP_CARD))).toBe(-500_000n);
  });

  it('posts a small payment at once (the band needs no approval)', async () => {
    const reply = await pay(selin, '500.00');
    expect(reply.body.status).toBe('success');
    expect([540, 541, 542]).toContain(reply.body.actionCode);
    const receipt = reply.body.data as CardDebtReceipt;
    expect(
      (await server.db.select().from(cardDebtPayments).where(eq(cardDebtPayments.id, receipt.paymentId))).length,
    ).toBe(1);
  });
});
