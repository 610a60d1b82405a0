/**
 * Card management, the changes that end a card or ask for a new one: a renewal (a Renewal
 * application; a second one refused while the first is under way), a lost or stolen report
 * (Blocked at once, the 24-hour liability notice, a Replacement application; a blocked card can
 * be neither unfrozen nor changed), a cancellation (a credit card with a debt: allowed, the debt
 * stays; its virtual cards cancelled with it in the same commit).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardApplications, cards } from '../../server/db/schema/cards';
import type { CardDetail } from '../../src/contract/cards';
import { formatMoneyText } from '../../src/contract/money-text';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import { cardIdByNumber, cardRow, change, codesOf, insertVirtualCard } from './support/card-management-steps';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { get, settableClock, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
const ADDRESS = 'Bağdat Caddesi No: 12 D: 4, Kadıköy / İstanbul';
let server: TestServer;
let ayse: Party;
let debitId: string;
let secondDebitId: string;
let creditId: string;
let virtualId: string;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('cards_mgmt_lifecycle', clock));
  debitId = await cardIdByNumber(server.db, DEMO_DEBIT_CARDS[0].cardNumber);
  creditId = await cardIdByNumber(server.db, DEMO_CREDIT_CARDS[0].cardNumber);
  virtualId = await insertVirtualCard(server.db, creditId, '7002');
  const debit = await cardRow(server.db, debitId);
  secondDebitId = randomUUID();
  await server.db
    .insert(cards)
    .values({ ...debit, id: secondDebitId, cardNumber: `${debit.cardNumber.slice(0, 12)}8003`, pinHash: null });
});
afterAll(() => server?.stop());

const applicationsOf = (cardId: string) =>
  server.db.select().from(cardApplications).where(eq(cardApplications.sourceCardId, cardId));

describe('Renew', () => {
  it('asks for a renewal to the address; a second one is refused while the first is under way', async () => {
    const { reply } = await change(ayse, 'Renew', { cardId: debitId, deliveryAddress: ADDRESS });
    expect(reply.body.actionCode).toBe(569);
    const [application] = await applicationsOf(debitId);
    expect(application).toMatchObject({ kind: 'Renewal', status: 'Received', deliveryAddress: ADDRESS });
    expect(reply.body.data.application).toEqual({ id: application!.id, reference: application!.reference });
    expect(reply.body.data.card.status).toBe('Active');
    const again = await change(ayse, 'Renew', { cardId: debitId, deliveryAddress: ADDRESS });
    expect(codesOf(again.reply)).toEqual(['card.renewalOpen']);
    expect(await applicationsOf(debitId)).toHaveLength(1);
  });
});

describe('ReportLostStolen', () => {
  it('refuses a replacement without a delivery address', async () => {
    const body = { cardId: debitId, reason: 'Stolen', replacement: true, deliveryAddress: null };
    const { reply } = await change(ayse, 'ReportLostStolen', body);
    expect(codesOf(reply)).toEqual(['card.deliveryAddressRequired']);
    expect((await cardRow(server.db, debitId)).status).toBe('Active');
  });

  it('blocks the card at once, states the 24-hour rule and makes a Replacement application', async () => {
    const body = { cardId: debitId, reason: 'Stolen', replacement: true, deliveryAddress: ADDRESS };
    const { reply } = await change(ayse, 'ReportLostStolen', body);
    expect(reply.body.actionCode).toBe(568);
    expect(reply.body.data.card).toMatchObject({ status: 'Blocked', statusReason: 'Stolen' });
    expect(reply.body.data.notice).toContain('150 TL');
    expect(reply.body.data.notice).toContain('24 saat');
    const replacement = (await applicationsOf(debitId)).find((a) => a.kind === 'Replacement')!;
    expect(replacement).toMatchObject({
      status: 'Received',
      deliveryAddress: ADDRESS,
      accountId: (await cardRow(server.db, debitId)).accountId,
    });
    expect(reply.body.data.application?.reference).toBe(replacement.reference);
    const list = await get<{ cards: { id: string; status: string }[] }>(ayse, '/api/Card/GetCards');
    expect(list.body.data.cards.find((c) => c.id === debitId)?.status).toBe('Blocked');
  });

  it('a blocked card can be neither unfrozen nor changed, nor reported again', async () => {
    expect(codesOf((await change(ayse, 'Unfreeze', { cardId: debitId })).reply)).toEqual(['card.notChangeable']);
    const permissions = { cardId: debitId, online: true, contactless: true, abroad: false, atmAbroad: false };
    expect(codesOf((await change(ayse, 'SetPermissions', permissions)).reply)).toEqual(['card.notChangeable']);
    const pin = await change(ayse, 'ChangePin', { cardId: debitId, pin: '4826', pinRepeat: '4826' });
    expect(codesOf(pin.reply)).toEqual(['card.notChangeable']);
    const report = { cardId: debitId, reason: 'Lost', replacement: false, deliveryAddress: null };
    expect(codesOf((await change(ayse, 'ReportLostStolen', report)).reply)).toEqual(['card.notChangeable']);
    expect((await cardRow(server.db, debitId)).statusReason).toBe('Stolen');
  });

  it('a lost card without a replacement is blocked with reason Lost and no application', async () => {
    const body = { cardId: secondDebitId, reason: 'Lost', replacement: false, deliveryAddress: null };
    const { reply } = await change(ayse, 'ReportLostStolen', body, undefined);
    expect(reply.body.data.card).toMatchObject({ status: 'Blocked', statusReason: 'Lost' });
    expect(reply.body.data.application).toBeNull();
    expect(await applicationsOf(secondDebitId)).toHaveLength(0);
  });
});

describe('Cancel', () => {
  it('cancels a virtual card alone', async () => {
    const other = await insertVirtualCard(server.db, creditId, '7003');
    const { reply } = await change(ayse, 'Cancel', { cardId: other });
    expect(reply.body.actionCode).toBe(567);
    expect(reply.body.data.card).toMatchObject({ status: 'Cancelled', statusReason: 'Customer' });
    expect((await cardRow(server.db, creditId)).status).toBe('Active');
  });

  it('cancels a credit card with its debt still owed, and its live virtual cards with it', async () => {
    const before = await get<CardDetail>(ayse, `/api/Card/GetCard/${creditId}`);
    const debt = before.body.data.currentDebt!;
    expect(Number(debt)).toBeGreaterThan(0);
    const { reply } = await change(ayse, 'Cancel', { cardId: creditId });
    expect(reply.body.data.card).toMatchObject({ status: 'Cancelled', currentDebt: debt });
    expect(reply.body.data.notice).toContain(formatMoneyText(debt, 'TRY', 'tur'));
    const main = await cardRow(server.db, creditId);
    expect(main.closedAt).not.toBeNull();
    const virtual = await cardRow(server.db, virtualId);
    expect(virtual).toMatchObject({ status: 'Cancelled', statusReason: 'Customer' });
    expect(reply.body.data.card.virtualCards.find((v) => v.id === virtualId)?.status).toBe('Cancelled');
    expect(codesOf((await change(ayse, 'Cancel', { cardId: creditId })).reply)).toEqual(['card.notChangeable']);
  });
});
