/**
 * Card management, the PIN and the decision rules every change shares: each PIN rule refused with
 * its message code (4 digits, twice the same, repeated, a run, Ayşe's birth year and day, the BDDK
 * list, the current PIN), the PIN stored only as a scrypt hash, the code required, a replay under one
 * key changing once, the same key with another body 409, another customer's card not found.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../server/db/schema/cards';
import { outbox } from '../../server/db/schema/outbox';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { cardIdByNumber, cardRow, change, codesOf } from './support/card-management-steps';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { codeFor, post, settableClock, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
let debitId: string;
let alisId: string;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('cards_mgmt_pin', clock));
  debitId = await cardIdByNumber(server.db, DEMO_DEBIT_CARDS[0].cardNumber);
  alisId = await cardIdByNumber(server.db, DEMO_DEBIT_CARDS[3].cardNumber);
});
afterAll(() => server?.stop());

const changePin = (pin: string, pinRepeat = pin, key?: string) =>
  change(ayse, 'ChangePin', { cardId: debitId, pin, pinRepeat }, key);

describe('ChangePin', () => {
  it.each([
    ['12a4', 'card.pinFormat'],
    ['12345', 'card.pinFormat'],
    ['7777', 'card.pinRepeated'],
    ['1234', 'card.pinSequential'],
    ['9876', 'card.pinSequential'],
    ['0123', 'card.pinSequential'],
    ['7890', 'card.pinSequential'],
    ['1986', 'card.pinBirthDate'],
    ['1403', 'card.pinBirthDate'],
    ['0314', 'card.pinBirthDate'],
    ['1453', 'card.pinCommon'],
    ['1923', 'card.pinCommon'],
    ['3434', 'card.pinCommon'],
  ])('refuses %s with %s, before any code is sent', async (pin, code) => {
    const { reply } = await changePin(pin);
    expect(codesOf(reply)).toEqual([code]);
    expect((await cardRow(server.db, debitId)).pinHash).toBeNull();
  });

  it('refuses two PINs that differ', async () => {
    const { reply } = await changePin('4826', '4827');
    expect(codesOf(reply)).toEqual(['card.pinMismatch']);
  });

  it('stores a good PIN as a scrypt hash, tells the holder by SMS (BIN + last 4), then refuses the same PIN again', async () => {
    const { reply } = await changePin('4826');
    expect(reply.body.status).toBe('success');
    expect(reply.body.actionCode).toBe(560);
    expect(reply.body.data.card).toMatchObject({ id: debitId, pinSet: true });
    const row = await cardRow(server.db, debitId);
    expect(row.pinHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(row.pinHash).not.toContain('4826');
    expect(Math.abs(row.pinChangedAt!.getTime() - clock.now().getTime())).toBeLessThan(5_000);
    const sms = await server.db.select().from(outbox).where(eq(outbox.recipient, ayse.recipient));
    const notice = sms.find((m) => m.text.includes('kart şifresi değişikliği işlemi yapıldı'))!;
    const number = DEMO_DEBIT_CARDS[0].cardNumber;
    expect(notice.text).toContain(`${number.slice(0, 6)}******${number.slice(-4)}`);
    for (const m of sms) expect(m.text).not.toContain(number);
    const again = await changePin('4826');
    expect(codesOf(again.reply)).toEqual(['card.pinSameAsCurrent']);
  });

  it('asks for the code: the first call changes nothing, a wrong code neither', async () => {
    const before = (await cardRow(server.db, debitId)).pinHash;
    const key = crypto.randomUUID();
    const body = { cardId: debitId, pin: '5917', pinRepeat: '5917' };
    const first = await post<{ otpReferenceKey: string }>(ayse, '/api/Card/ChangePin', body, key);
    expect(first.body.actionCode).toBe(201);
    expect((await cardRow(server.db, debitId)).pinHash).toBe(before);
    const wrong = await post(
      ayse,
      '/api/Card/ChangePin',
      { ...body, otpReferenceKey: first.body.data.otpReferenceKey, otpCode: '000000' },
      key,
    );
    expect(wrong.body.status).toBe('error');
    expect((await cardRow(server.db, debitId)).pinHash).toBe(before);
  });

  it('a replay under one key changes once; the same key with another body is 409', async () => {
    const key = crypto.randomUUID();
    const body = { cardId: debitId, pin: '3591', pinRepeat: '3591' };
    const first = await post<{ otpReferenceKey: string }>(ayse, '/api/Card/ChangePin', body, key);
    const { otpReferenceKey } = first.body.data;
    const otpCode = await codeFor(ayse, otpReferenceKey);
    const done = await post(ayse, '/api/Card/ChangePin', { ...body, otpReferenceKey, otpCode }, key);
    expect(done.body.status).toBe('success');
    const hash = (await cardRow(server.db, debitId)).pinHash;
    const replay = await post(ayse, '/api/Card/ChangePin', { ...body, otpReferenceKey, otpCode }, key);
    expect(replay.body).toEqual(done.body);
    expect((await cardRow(server.db, debitId)).pinHash).toBe(hash);
    const other = await post(ayse, '/api/Card/ChangePin', { ...body, pin: '3592', pinRepeat: '3592' }, key);
    expect(other.status).toBe(409);
    expect((await cardRow(server.db, debitId)).pinHash).toBe(hash);
  });

  it('another customer’s card is not found, and stays as it was', async () => {
    const { reply } = await change(ayse, 'ChangePin', { cardId: alisId, pin: '4826', pinRepeat: '4826' });
    expect(codesOf(reply)).toEqual(['card.notFound']);
    const [row] = await server.db.select().from(cards).where(eq(cards.id, alisId));
    expect(row!.pinHash).toBeNull();
  });
});
