/** Saved payments: bill subscriptions (the biller's rule) and cards (Luhn, known issuer) under a unique nickname. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentity } from '../../server/seed/demo-identities';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import { EXTERNAL_CARDS } from '../../server/domain/directory/directory-data';
import { savedPayments } from '../../server/db/schema/payments';
import { withLuhn } from '../../src/contract/card-number';
import type { SavedPayment, SavedPaymentDetail, SavedPaymentList } from '../../src/contract/saved-payments';
import { signInActive } from './support/login-steps';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { call } from './support/http-client';
import { get, post, settableClock, type Envelope, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
const OWN_CARD = DEMO_CREDIT_CARDS[1].cardNumber;
const OTHER_CARD = EXTERNAL_CARDS[0]!.cardNumber;
const BEDAS_SUBSCRIBER = withLuhn('123456789'); // 10 digits, Luhn

let server: TestServer;
let ayse: Party;
let corporate: Party;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('saved_payments', clock));
  const identity = demoIdentity('corporate');
  corporate = { base: server.url, credentials: (await signInActive(server.url, identity)).credentials, recipient: '' };
});
afterAll(() => server?.stop());

const save = (body: object, party = ayse, key = crypto.randomUUID()) =>
  post<{ savedPayment: SavedPayment }>(party, '/api/Payment/SaveSavedPayment', body, key);
const update = (body: object, party = ayse, key = crypto.randomUUID()) =>
  post<{ savedPayment: SavedPayment }>(party, '/api/Payment/UpdateSavedPayment', body, key);
const remove = (id: string, party = ayse, key = crypto.randomUUID()) =>
  call<Envelope<{ id: string }>>(party.base, `/api/Payment/DeleteSavedPayment/${id}`, {
    json: {},
    credentials: party.credentials,
    headers: { 'Idempotency-Key': key },
  });
const list = async (party = ayse) =>
  (await get<SavedPaymentList>(party, '/api/Payment/GetSavedPayments')).body.data.savedPayments;
const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });
const rowCount = async () => (await server.db.select().from(savedPayments)).length;

describe('saved payments', () => {
  let billId = '';
  let cardId = '';

  it('saves a bill subscription and a card; lists them by nickname, the card masked, for their owner only', async () => {
    const bill = await save({
      kind: 'Bill',
      nickname: 'Ev elektriği',
      billerCode: 'BEDAS',
      subscriberNo: BEDAS_SUBSCRIBER,
    });
    expect(bill.body).toMatchObject({ status: 'success', actionCode: 530 });
    expect(bill.body.data.savedPayment).toMatchObject({
      kind: 'Bill',
      billerCode: 'BEDAS',
      billCategory: 'Electricity',
      subscriberNo: BEDAS_SUBSCRIBER,
      maskedCardNumber: null,
    });
    billId = bill.body.data.savedPayment.id;
    const card = await save({ kind: 'CardDebt', nickname: 'Annemin kartı', cardNumber: OWN_CARD });
    expect(card.body.data.savedPayment).toMatchObject({
      kind: 'CardDebt',
      maskedCardNumber: `${OWN_CARD.slice(0, 6)}******${OWN_CARD.slice(-4)}`,
      bankName: 'Emanet Katılım Bankası',
      billerCode: null,
    });
    cardId = card.body.data.savedPayment.id;
    const mine = await list();
    expect(mine.map((s) => s.nickname)).toEqual(['Annemin kartı', 'Ev elektriği']);
    expect(JSON.stringify(mine)).not.toContain(OWN_CARD);
    expect(await list(corporate)).toEqual([]);
    const detail = await get<SavedPaymentDetail>(ayse, `/api/Payment/GetSavedPayment/${cardId}`);
    expect(detail.body.data).toMatchObject({ cardNumber: OWN_CARD, savedPayment: { id: cardId } });
  });

  it('refuses a taken nickname, a subscriber outside the rule, an unknown biller, a bad or unknown card', async () => {
    const count = await rowCount();
    expect((await save({ kind: 'CardDebt', nickname: 'Ev elektriği', cardNumber: OTHER_CARD })).body).toMatchObject(
      refusal('savedPayment.nicknameTaken'),
    );
    const wrongCheck = `${BEDAS_SUBSCRIBER.slice(0, 9)}${(Number(BEDAS_SUBSCRIBER[9]) + 1) % 10}`;
    expect(
      (await save({ kind: 'Bill', nickname: 'X', billerCode: 'BEDAS', subscriberNo: wrongCheck })).body,
    ).toMatchObject(refusal('bill.subscriberInvalid'));
    expect((await save({ kind: 'Bill', nickname: 'X', billerCode: 'NOPE', subscriberNo: '12345' })).body).toMatchObject(
      refusal('bill.billerUnknown'),
    );
    const badLuhn = `${OTHER_CARD.slice(0, 15)}${(Number(OTHER_CARD[15]) + 1) % 10}`;
    expect((await save({ kind: 'CardDebt', nickname: 'X', cardNumber: badLuhn })).body).toMatchObject(
      refusal('cardDebt.cardInvalid'),
    );
    expect(
      (await save({ kind: 'CardDebt', nickname: 'X', cardNumber: withLuhn('123456000000000') })).body,
    ).toMatchObject(refusal('cardDebt.bankUnknown'));
    expect(await rowCount()).toBe(count);
  });

  it('a replay under one key saves once; two keys with one nickname save once', async () => {
    const count = await rowCount();
    const key = crypto.randomUUID();
    const body = { kind: 'CardDebt', nickname: 'Elif', cardNumber: OTHER_CARD };
    const first = await save(body, ayse, key);
    expect((await save(body, ayse, key)).body.data).toEqual(first.body.data);
    expect(await rowCount()).toBe(count + 1);
    const twice = { kind: 'CardDebt', nickname: 'Aynı ad', cardNumber: OTHER_CARD };
    const replies = await Promise.all([save(twice), save(twice)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(replies.filter((r) => r.body.status === 'success')).toHaveLength(1);
    expect(replies.find((r) => r.body.status === 'error')?.body).toMatchObject(refusal('savedPayment.nicknameTaken'));
    expect(await rowCount()).toBe(count + 2);
  });

  it('renames, changes a subscriber or a card number (checked again), refuses a taken nickname', async () => {
    const other = withLuhn('987654321');
    const renamed = await update({ id: billId, nickname: 'Yazlık elektrik', subscriberNo: other });
    expect(renamed.body).toMatchObject({ status: 'success', actionCode: 531 });
    expect(renamed.body.data.savedPayment).toMatchObject({ nickname: 'Yazlık elektrik', subscriberNo: other });
    expect((await update({ id: cardId, nickname: 'Elif' })).body).toMatchObject(refusal('savedPayment.nicknameTaken'));
    const bad = `${OTHER_CARD.slice(0, 15)}${(Number(OTHER_CARD[15]) + 1) % 10}`;
    expect((await update({ id: cardId, nickname: 'Kart', cardNumber: bad })).body).toMatchObject(
      refusal('cardDebt.cardInvalid'),
    );
    const card = await update({ id: cardId, nickname: 'Kart', cardNumber: OTHER_CARD });
    expect(card.body.data.savedPayment).toMatchObject({ nickname: 'Kart', bankName: 'Akbank' });
  });

  it("answers another customer's id as not found, and deletes idempotently", async () => {
    expect((await get(corporate, `/api/Payment/GetSavedPayment/${cardId}`)).status).toBe(404);
    expect((await update({ id: cardId, nickname: 'Benim' }, corporate)).body).toMatchObject(
      refusal('savedPayment.notFound'),
    );
    expect((await remove(cardId, corporate)).body).toMatchObject(refusal('savedPayment.notFound'));
    const key = crypto.randomUUID();
    const gone = await remove(cardId, ayse, key);
    expect(gone.body).toMatchObject({ status: 'success', actionCode: 532, data: { id: cardId } });
    expect((await remove(cardId, ayse, key)).body).toEqual(gone.body);
    expect((await list()).map((s) => s.id)).not.toContain(cardId);
  });
});
