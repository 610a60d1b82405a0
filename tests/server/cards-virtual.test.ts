/**
 * Virtual cards: create under a main credit card within its limit (refused above it, above the count,
 * on another customer's card), limit update, the card network holding a virtual card to its own
 * limit, and the reveal: a code every time, the number and CVV in the committing answer only (sealed),
 * never in the stored outcome, a replay, or any text column of the decisions table.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetail, CardList } from '../../src/contract/cards';
import type { RevealedCard, VirtualCardAnswer } from '../../src/contract/cards-virtual';
import { isLuhnValid } from '../../src/contract/card-number';
import type { ApproverInfo } from '../../src/contract/transfers';
import { DEFAULT_CONFIG } from '../../server/config';
import { cards } from '../../server/db/schema/cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { codeFor, get, post, settableClock, type Envelope, type Party } from './support/transfer-steps';
import { call, type Reply } from './support/http-client';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
let mainCardId: string;
/** Ali's main credit card: another customer's. */
let alisCardId: string;

const mainOf = async (party: Party) =>
  (await get<CardList>(party, '/api/Card/GetCards')).body.data.cards.find(
    (c) => c.kind === 'Credit' && c.status === 'Active',
  )!.id;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('cards_virtual', clock));
  mainCardId = await mainOf(ayse);
  const [alis] = await server.db.select().from(cards).where(eq(cards.cardNumber, DEMO_CREDIT_CARDS[2].cardNumber));
  alisCardId = alis!.id;
});
afterAll(() => server?.stop());

/** The first call (the code is sent), then the code under the same key: both replies. */
const decide = async <T>(route: string, request: object, key: string = crypto.randomUUID(), party = ayse) => {
  const first = await post<ApproverInfo>(party, route, request, key);
  if (first.body.status !== 'success' || first.body.actionCode !== 201)
    return { first, final: first as unknown as Reply<Envelope<T>>, key };
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(party, otpReferenceKey);
  const final = await post<T>(party, route, { ...request, otpReferenceKey, otpCode }, key);
  return { first, final, key, otpReferenceKey, otpCode };
};
const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });
const create = (request: object) => decide<VirtualCardAnswer>('/api/Card/CreateVirtualCard', request);

describe('create', () => {
  it('makes a virtual card within the main card’s limit: BIN 515899, Luhn, online only, its own limit', async () => {
    const { first, final } = await create({ mainCardId, limit: '1500.00', nickname: 'Alışveriş' });
    expect(first.body.actionCode).toBe(201);
    expect(final.body).toMatchObject({ status: 'success', actionCode: 580 });
    const answer = final.body.data;
    expect(answer).toMatchObject({ mainCardId, limit: '1500.00', mainLimit: '50000.00', nickname: 'Alışveriş' });
    expect(answer.maskedNumber).toMatch(/^515899\*{6}\d{4}$/);
    const [row] = await server.db.select().from(cards).where(eq(cards.id, answer.cardId));
    expect(row).toMatchObject({
      kind: 'Virtual',
      status: 'Active',
      parentCardId: mainCardId,
      virtualLimit: 150_000n,
      onlineEnabled: true,
      contactlessEnabled: false,
      atmAbroadEnabled: false,
      expiryYear: 2029,
    });
    expect(row!.cardNumber.startsWith('515899')).toBe(true);
    expect(isLuhnValid(row!.cardNumber)).toBe(true);
    expect(JSON.stringify(final.body)).not.toContain(row!.cardNumber);
    const detail = await get<CardDetail>(ayse, `/api/Card/GetCard/${mainCardId}`);
    expect(detail.body.data.virtualCards.map((v) => v.id)).toContain(answer.cardId);
  });

  it('refuses a limit above the main card’s, zero, another customer’s main card, a debit card', async () => {
    expect((await create({ mainCardId, limit: '50000.01' })).final.body).toMatchObject(
      refusal('card.virtual.limitOverMain'),
    );
    expect((await create({ mainCardId, limit: '0.00' })).final.body).toMatchObject(
      refusal('card.virtual.limitInvalid'),
    );
    expect((await create({ mainCardId: alisCardId, limit: '100.00' })).final.body).toMatchObject(
      refusal('card.notFound'),
    );
    const debit = (await get<CardList>(ayse, '/api/Card/GetCards')).body.data.cards.find((c) => c.kind === 'Debit')!;
    expect((await create({ mainCardId: debit.id, limit: '100.00' })).final.body).toMatchObject(
      refusal('card.virtual.mainCardInvalid'),
    );
  });

  it('refuses a fourth live virtual card on one main card, also when two ask for the last place at once', async () => {
    expect((await create({ mainCardId, limit: '100.00' })).final.body.status).toBe('success');
    const both = await Promise.all([create({ mainCardId, limit: '100.00' }), create({ mainCardId, limit: '200.00' })]);
    expect(both.map((r) => r.final.body.status).sort()).toEqual(['error', 'success']);
    expect(both.find((r) => r.final.body.status === 'error')!.final.body).toMatchObject(
      refusal('card.virtual.tooMany'),
    );
    expect((await create({ mainCardId, limit: '100.00' })).final.body).toMatchObject(refusal('card.virtual.tooMany'));
    const live = await server.db.select().from(cards).where(eq(cards.parentCardId, mainCardId));
    expect(live).toHaveLength(3);
  });
});

const virtualOf = async (party = ayse) =>
  (await get<CardList>(party, '/api/Card/GetCards')).body.data.cards.find((c) => c.kind === 'Virtual')!;

describe('limit update', () => {
  it('sets the own limit within the main card’s, refuses above it and another customer’s card', async () => {
    const virtual = await virtualOf();
    const { final } = await decide<VirtualCardAnswer>('/api/Card/UpdateVirtualCardLimit', {
      cardId: virtual.id,
      limit: '2500.00',
    });
    expect(final.body).toMatchObject({ status: 'success', actionCode: 581, data: { limit: '2500.00' } });
    const [row] = await server.db.select().from(cards).where(eq(cards.id, virtual.id));
    expect(row!.virtualLimit).toBe(250_000n);
    const over = await decide('/api/Card/UpdateVirtualCardLimit', { cardId: virtual.id, limit: '60000.00' });
    expect(over.final.body).toMatchObject(refusal('card.virtual.limitOverMain'));
    const other = await decide('/api/Card/UpdateVirtualCardLimit', { cardId: alisCardId, limit: '10.00' });
    expect(other.final.body).toMatchObject(refusal('card.notFound'));
    const main = await decide('/api/Card/UpdateVirtualCardLimit', { cardId: mainCardId, limit: '10.00' });
    expect(main.final.body).toMatchObject(refusal('card.virtual.notVirtual'));
  });

  it('the network holds the virtual card to its own limit', async () => {
    const virtual = await virtualOf();
    const purchase = (amount: string) =>
      call<Envelope<{ status: string; reasonCode: string | null }>>(server.url, '/api/Sandbox/Card/Purchase', {
        json: { cardId: virtual.id, merchant: 'Kitapçı', amount, channel: 'Online' },
      });
    const within = await purchase('2000.00');
    expect(within.body.data).toMatchObject({ status: 'Approved' });
    const over = await purchase('600.00');
    expect(over.body.data).toMatchObject({ status: 'Declined', reasonCode: 'cardNetwork.virtualLimit' });
  });
});

/** The rows of a raw statement, as PGlite's driver (`{ rows }`) or node-postgres' answers them. */
const rowsOf = <T>(result: unknown): T[] =>
  typeof result === 'object' && result !== null && 'rows' in result ? (result as { rows: T[] }).rows : (result as T[]);

const reveal = (cardId: string, key?: string) => decide<RevealedCard>('/api/Card/RevealVirtualCard', { cardId }, key);

describe('reveal', () => {
  it('asks a code, answers number, expiry and CVV once (sealed); the stored outcome and a replay do not', async () => {
    const virtual = await virtualOf();
    const [row] = await server.db.select().from(cards).where(eq(cards.id, virtual.id));
    const { first, final, key, otpReferenceKey, otpCode } = await reveal(virtual.id);
    expect(first.body.actionCode).toBe(201);
    expect(final.body).toMatchObject({ status: 'success', actionCode: 582 });
    expect(final.headers.get('Cache-Control')).toBe('no-store');
    const data = final.body.data;
    expect(data.cardNumber).toBe(row!.cardNumber);
    expect(data.expiry).toBe(`${String(row!.expiryMonth).padStart(2, '0')}/${String(row!.expiryYear % 100)}`);
    expect(data.cvv).toMatch(/^\d{3}$/);
    expect(data.expiresInSeconds).toBe(DEFAULT_CONFIG.cards.revealSeconds);
    // Sealed on the wire (ENC1), opened by the client.
    expect(final.text).not.toContain(row!.cardNumber);

    const replay = await post<RevealedCard>(
      ayse,
      '/api/Card/RevealVirtualCard',
      { cardId: virtual.id, otpReferenceKey, otpCode },
      key,
    );
    expect(replay.body).toMatchObject({ status: 'success', actionCode: 582 });
    expect(replay.body.data.cardNumber).toBeUndefined();
    expect(replay.body.data.cvv).toBeUndefined();
    expect(replay.body.data.cardId).toBe(virtual.id);

    // The same CVV at every reveal (derived, not random), under a new key and a new code.
    const again = await reveal(virtual.id);
    expect(again.first.body.actionCode).toBe(201);
    expect(again.final.body.data.cvv).toBe(data.cvv);

    // Nothing of it in any text column of the decisions table.
    const columns = await server.db.execute<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'decisions' AND data_type IN ('text', 'jsonb', 'json', 'character varying')`,
    );
    const rows = rowsOf<{ column_name: string }>(columns);
    expect(rows.length).toBeGreaterThan(0);
    for (const { column_name } of rows) {
      const hits = await server.db.execute(
        sql`SELECT count(*)::int AS n FROM decisions WHERE ${sql.identifier(column_name)}::text LIKE ${'%' + row!.cardNumber + '%'} OR ${sql.identifier(column_name)}::text LIKE ${'%"cvv"%'}`,
      );
      const n = rowsOf<{ n: number }>(hits)[0]!.n;
      expect(n, column_name).toBe(0);
    }
  });

  it('without the code answers nothing secret; another customer’s card is not found; a frozen card is refused', async () => {
    const virtual = await virtualOf();
    const first = await post<Record<string, unknown>>(
      ayse,
      '/api/Card/RevealVirtualCard',
      { cardId: virtual.id },
      crypto.randomUUID(),
    );
    expect(first.body.actionCode).toBe(201);
    expect(JSON.stringify(first.body)).not.toMatch(/cvv|cardNumber/);
    expect((await reveal(alisCardId)).final.body).toMatchObject(refusal('card.notFound'));
    await server.db.update(cards).set({ status: 'Frozen' }).where(eq(cards.id, virtual.id));
    expect((await reveal(virtual.id)).final.body).toMatchObject(refusal('card.virtual.notActive'));
    await server.db.update(cards).set({ status: 'Active' }).where(eq(cards.id, virtual.id));
  });
});
