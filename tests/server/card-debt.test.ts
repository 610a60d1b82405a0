/** Paying a credit card's debt: a card of this bank at once, another bank's over FAST/EFT; query, refusals, replay, receipts. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentity } from '../../server/seed/demo-identities';
import { DEMO_CREDIT_CARDS, debtAccountNumber } from '../../server/seed/seed-credit-cards';
import { EXTERNAL_CARDS } from '../../server/domain/directory/directory-data';
import { cardDebtPayments, creditCards } from '../../server/db/schema/payments';
import { transfers } from '../../server/db/schema/transfers';
import { withLuhn } from '../../src/contract/card-number';
import type { CardDebtInfo, CardDebtReceipt } from '../../src/contract/card-debt';
import { formatAmount } from '../../src/contract/money';
import type { ApproverInfo } from '../../src/contract/transfers';
import { fund } from '../support/ledger-fixtures';
import { signInActive } from './support/login-steps';
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
import type { Reply } from './support/http-client';

const WEDNESDAY_NOON = '2026-11-18T09:00:00Z';
const SATURDAY = '2026-11-21T10:00:00Z';
const clock = settableClock(WEDNESDAY_NOON);

const ZEYNEP_CARD = DEMO_CREDIT_CARDS[1].cardNumber;
const ZEYNEP_DEBT = debtAccountNumber(ZEYNEP_CARD);
const SAHIN_CARD = EXTERNAL_CARDS[1]!.cardNumber; // Garanti, Elif Şahin
const UNKNOWN_HOLDER_CARD = withLuhn('454671000000123'); // İş Bankası, not in the directory's cards

let server: TestServer;
let ayse: Party;
let corporate: Party;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('card_debt', clock));
  await fund(server.db, AYSE_TRY, 30_000_000n, { at: clock.now() });
  const identity = demoIdentity('corporate');
  corporate = {
    base: server.url,
    credentials: (await signInActive(server.url, identity)).credentials,
    recipient: identity.email,
  };
});
afterAll(() => server?.stop());

const query = (cardNumber: string, party = ayse) => post<CardDebtInfo>(party, '/api/CardDebt/Query', { cardNumber });

/** Pay, the code, Pay again under the same key: the final reply. */
const pay = async (request: object, key = crypto.randomUUID(), party = ayse) => {
  const first = await post<ApproverInfo>(party, '/api/CardDebt/Pay', request, key);
  if (first.body.status !== 'success' || first.body.actionCode !== 201)
    return first as unknown as Reply<Envelope<CardDebtReceipt>>;
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(party, otpReferenceKey);
  return post<CardDebtReceipt>(party, '/api/CardDebt/Pay', { ...request, otpReferenceKey, otpCode }, key);
};
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const tl = (minor: bigint) => formatAmount(minor, 'TRY');

/**
 * What the bank's records say a card of this bank owes (the seeded history and statements make
 * them): the card account's debt, and what is left of the last statement's debt and minimum.
 */
const owedOn = async (cardNumber: string) => {
  const [card] = await server.db.select().from(creditCards).where(eq(creditCards.cardNumber, cardNumber));
  const debtAccount = debtAccountNumber(cardNumber);
  const balance = (await balancesOf(server.db, [debtAccount]))[debtAccount]!;
  const current = balance < 0n ? -balance : 0n;
  return {
    currentDebt: current,
    statementDebt: min(card!.statementDebt, current),
    minimumPayment: min(card!.minimumPayment, current),
  };
};

const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });

describe('Query', () => {
  it("names a card of this bank's holder masked and its debts", async () => {
    const owed = await owedOn(ZEYNEP_CARD);
    expect(owed.minimumPayment).toBeGreaterThan(0n);
    const reply = await query(ZEYNEP_CARD);
    expect(reply.body.status).toBe('success');
    expect(reply.body.data).toMatchObject({
      isOwnBank: true,
      bankCode: '00899',
      bankName: 'Emanet Katılım Bankası',
      maskedHolderName: 'Zey*** Ka***',
      maskedCardNumber: `${ZEYNEP_CARD.slice(0, 6)}******${ZEYNEP_CARD.slice(-4)}`,
      statementDebt: tl(owed.statementDebt),
      minimumPayment: tl(owed.minimumPayment),
      currentDebt: tl(owed.currentDebt),
      currency: 'TRY',
      fastLimit: null,
    });
    expect(reply.body.data.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("names another bank's card's issuer, its holder where the directory knows it, and FAST/EFT", async () => {
    const known = await query(SAHIN_CARD);
    expect(known.body.data).toMatchObject({
      isOwnBank: false,
      bankCode: '00062',
      maskedHolderName: 'El*** Şah***',
      currentDebt: null,
      fastLimit: expect.any(String),
      eftOpen: true,
    });
    const unknown = await query(UNKNOWN_HOLDER_CARD);
    expect(unknown.body.data).toMatchObject({ isOwnBank: false, bankCode: '00064', maskedHolderName: null });
  });

  it('refuses a wrong check digit, an unknown issuer, an unknown card with our BIN', async () => {
    const wrong = `${ZEYNEP_CARD.slice(0, 15)}${(Number(ZEYNEP_CARD[15]) + 1) % 10}`;
    expect((await query(wrong)).body).toMatchObject(refusal('cardDebt.cardInvalid'));
    expect((await query(withLuhn('123456000000000'))).body).toMatchObject(refusal('cardDebt.bankUnknown'));
    expect((await query(withLuhn('515899999999999'))).body).toMatchObject(refusal('cardDebt.cardInvalid'));
  });
});

describe('Pay a card of this bank', () => {
  it('credits the card at once: one CardDebtPayment journal, the debt drops, a card_debt_payments row (Internal)', async () => {
    const owed = await owedOn(ZEYNEP_CARD);
    const minimum = owed.minimumPayment;
    const before = await balancesOf(server.db, [AYSE_TRY, ZEYNEP_DEBT]);
    const reply = await pay({ cardNumber: ZEYNEP_CARD, amount: tl(minimum), sourceAccountNumber: AYSE_TRY });
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 540 });
    const receipt = reply.body.data;
    expect(receipt).toMatchObject({
      rail: 'Internal',
      status: 'Completed',
      amount: tl(minimum),
      transferId: null,
      maskedHolderName: 'Zey*** Ka***',
      remainingDebt: tl(owed.currentDebt - minimum),
    });
    expect(JSON.stringify(receipt)).not.toContain(ZEYNEP_CARD);
    const after = await balancesOf(server.db, [AYSE_TRY, ZEYNEP_DEBT]);
    expect(after[AYSE_TRY]).toBe(before[AYSE_TRY]! - minimum);
    expect(after[ZEYNEP_DEBT]).toBe(before[ZEYNEP_DEBT]! + minimum);
    const [row] = await server.db.select().from(cardDebtPayments).where(eq(cardDebtPayments.id, receipt.paymentId));
    expect(row).toMatchObject({ rail: 'Internal', amount: minimum, journalId: receipt.journalId });
    const left = owed.currentDebt - minimum;
    expect((await query(ZEYNEP_CARD)).body.data).toMatchObject({
      currentDebt: tl(left),
      minimumPayment: tl(min(owed.minimumPayment, left)),
    });
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });

    const again = await get<CardDebtReceipt>(ayse, `/api/CardDebt/GetPayment/${receipt.paymentId}`);
    expect(again.body.data).toEqual(receipt);
    const card = await get<{ cardNumber: string }>(ayse, `/api/CardDebt/GetPaymentCard/${receipt.paymentId}`);
    expect(card.body.data.cardNumber).toBe(ZEYNEP_CARD);
    // Another customer's payment id: not found.
    expect((await get(corporate, `/api/CardDebt/GetPayment/${receipt.paymentId}`)).status).toBe(404);
    expect((await get(corporate, `/api/CardDebt/GetPaymentCard/${receipt.paymentId}`)).status).toBe(404);
  });

  it('refuses zero, negative, too precise, over the debt, over the balance, a USD account; nothing moves', async () => {
    const owed = await owedOn(ZEYNEP_CARD);
    const before = await balancesOf(server.db, [AYSE_TRY, AYSE_USD, ZEYNEP_DEBT]);
    const base = { cardNumber: ZEYNEP_CARD, sourceAccountNumber: AYSE_TRY };
    expect((await pay({ ...base, amount: '0' })).body).toMatchObject(refusal('cardDebt.amountInvalid'));
    expect((await pay({ ...base, amount: '-5' })).status).toBe(400);
    expect((await pay({ ...base, amount: '10.005' })).body).toMatchObject(refusal('cardDebt.amountTooPrecise'));
    expect((await pay({ ...base, amount: tl(owed.currentDebt + 1n) })).body).toMatchObject(
      refusal('cardDebt.overDebt'),
    );
    expect((await pay({ ...base, amount: '99.00', sourceAccountNumber: AYSE_USD })).body).toMatchObject(
      refusal('cardDebt.accountInvalid'),
    );
    expect((await pay({ ...base, amount: '50.00', sourceAccountNumber: '1729171-1' })).body).toMatchObject(
      refusal('cardDebt.accountInvalid'),
    );
    expect(await balancesOf(server.db, [AYSE_TRY, AYSE_USD, ZEYNEP_DEBT])).toEqual(before);
  });

  it("refuses over the balance (another bank's card has no debt cap here)", async () => {
    const before = await balancesOf(server.db, [AYSE_TRY]);
    const reply = await pay({ cardNumber: SAHIN_CARD, amount: '900000.00', sourceAccountNumber: AYSE_TRY });
    expect(reply.body).toMatchObject(refusal('cardDebt.insufficientFunds'));
    expect(await balancesOf(server.db, [AYSE_TRY])).toEqual(before);
  });

  it('a replay under one key moves money once; two keys at once move it twice', async () => {
    const request = { cardNumber: ZEYNEP_CARD, amount: '10.00', sourceAccountNumber: AYSE_TRY };
    const before = await balancesOf(server.db, [ZEYNEP_DEBT]);
    const key = crypto.randomUUID();
    const first = await pay(request, key);
    const replay = await pay(request, key);
    expect(replay.body.data).toEqual(first.body.data);
    expect((await balancesOf(server.db, [ZEYNEP_DEBT]))[ZEYNEP_DEBT]).toBe(before[ZEYNEP_DEBT]! + 1000n);
    const [a, b] = await Promise.all([pay(request), pay(request)]);
    expect([a.body.actionCode, b.body.actionCode]).toEqual([540, 540]);
    expect((await balancesOf(server.db, [ZEYNEP_DEBT]))[ZEYNEP_DEBT]).toBe(before[ZEYNEP_DEBT]! + 3000n);
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});

describe('Pay a card of this bank at once twice', () => {
  it('two payments at once cannot together pay more than the card owes (a guard in the commit)', async () => {
    const aliCard = DEMO_CREDIT_CARDS[2].cardNumber;
    const debt = debtAccountNumber(aliCard);
    const owes = (await owedOn(aliCard)).currentDebt;
    const each = (owes * 4n) / 5n; // one fits, two together do not
    expect(each).toBeGreaterThan(0n);
    const before = await balancesOf(server.db, [AYSE_TRY, debt]);
    const request = { cardNumber: aliCard, amount: tl(each), sourceAccountNumber: AYSE_TRY };
    const replies = await Promise.all([pay(request), pay(request)]);
    expect(replies.map((r) => r.body.status).sort()).toEqual(['error', 'success']);
    expect(replies.find((r) => r.body.status === 'error')!.body).toMatchObject(refusal('cardDebt.overDebt'));
    const after = await balancesOf(server.db, [AYSE_TRY, debt]);
    expect(after[debt]).toBe(before[debt]! + each);
    expect(after[AYSE_TRY]).toBe(before[AYSE_TRY]! - each);
    expect((await query(aliCard)).body.data.currentDebt).toBe(tl(owes - each));
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});

describe("Pay another bank's card", () => {
  it('goes over FAST: a pending transfer (FAST) beside the card_debt_payments row, money in clearing', async () => {
    clock.set(WEDNESDAY_NOON);
    const before = await balancesOf(server.db, [AYSE_TRY, 'GL-FAST-TRY']);
    const reply = await pay({ cardNumber: SAHIN_CARD, amount: '750.00', sourceAccountNumber: AYSE_TRY });
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 541 });
    const receipt = reply.body.data;
    expect(receipt).toMatchObject({ rail: 'FAST', status: 'Pending', bankName: 'Türkiye Garanti Bankası' });
    const [transfer] = await server.db.select().from(transfers).where(eq(transfers.id, receipt.transferId!));
    expect(transfer).toMatchObject({
      kind: 'FAST',
      transferType: 'FAST',
      status: 'Pending',
      journalId: receipt.journalId,
    });
    const after = await balancesOf(server.db, [AYSE_TRY, 'GL-FAST-TRY']);
    expect(after[AYSE_TRY]).toBe(before[AYSE_TRY]! - 75_000n);
    expect(after['GL-FAST-TRY']).toBe(before['GL-FAST-TRY']! + 75_000n);
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });

  it('goes over EFT above the FAST limit; outside EFT hours only when the next window is accepted', async () => {
    clock.set(SATURDAY);
    const request = { cardNumber: UNKNOWN_HOLDER_CARD, amount: '120000.00', sourceAccountNumber: AYSE_TRY };
    const before = await balancesOf(server.db, [AYSE_TRY]);
    expect((await pay(request)).body).toMatchObject(refusal('transfer.eftClosed'));
    expect(await balancesOf(server.db, [AYSE_TRY])).toEqual(before);
    const reply = await pay({ ...request, acceptNextWindow: true });
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 542 });
    expect(reply.body.data).toMatchObject({ rail: 'EFT', status: 'Scheduled', maskedHolderName: null });
    const [transfer] = await server.db.select().from(transfers).where(eq(transfers.id, reply.body.data.transferId!));
    expect(transfer).toMatchObject({ kind: 'EFT_TO_CARD', transferType: 'EFT', status: 'Scheduled' });
    clock.set(WEDNESDAY_NOON);
  });
});
