/**
 * Card management, the settings: permissions (ATM abroad needs abroad), the linked account (an open
 * TRY current account of the customer), daily limits (above zero, at most the bank's maxima), the
 * name, notifications, freeze and unfreeze; a virtual card takes only a freeze, its name and a
 * cancellation; a blocked card can be neither unfrozen nor changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import {
  cardIdByNumber,
  cardRow,
  change,
  codesOf,
  insertTryAccount,
  insertVirtualCard,
} from './support/card-management-steps';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, startTransferServer } from './support/transfer-server';
import { settableClock, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
let debitId: string;
let creditId: string;
let virtualId: string;
let cancelledId: string;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('cards_mgmt_settings', clock));
  debitId = await cardIdByNumber(server.db, DEMO_DEBIT_CARDS[0].cardNumber);
  cancelledId = await cardIdByNumber(server.db, DEMO_DEBIT_CARDS[1].cardNumber);
  creditId = await cardIdByNumber(server.db, DEMO_CREDIT_CARDS[0].cardNumber);
  virtualId = await insertVirtualCard(server.db, creditId, '7001');
  await insertTryAccount(server.db, AYSE_TRY, '1000146-9');
});
afterAll(() => server?.stop());

describe('SetPermissions', () => {
  it('opens online and abroad with ATM abroad; answers the detail', async () => {
    const body = { cardId: debitId, online: true, contactless: false, abroad: true, atmAbroad: true };
    const { reply } = await change(ayse, 'SetPermissions', body);
    expect(reply.body.actionCode).toBe(561);
    expect(reply.body.data.card.permissions).toEqual({
      online: true,
      contactless: false,
      abroad: true,
      atmAbroad: true,
    });
    const row = await cardRow(server.db, debitId);
    expect([row.onlineEnabled, row.contactlessEnabled, row.abroadEnabled, row.atmAbroadEnabled]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('refuses ATM abroad without abroad', async () => {
    const body = { cardId: debitId, online: true, contactless: true, abroad: false, atmAbroad: true };
    const { reply } = await change(ayse, 'SetPermissions', body);
    expect(codesOf(reply)).toEqual(['card.atmAbroadNeedsAbroad']);
    expect((await cardRow(server.db, debitId)).contactlessEnabled).toBe(false);
  });
});

describe('SetAccount', () => {
  it('links the debit card to another open TRY current account of the customer', async () => {
    const { reply } = await change(ayse, 'SetAccount', { cardId: debitId, accountNumber: '1000146-9' });
    expect(reply.body.actionCode).toBe(562);
    expect(reply.body.data.card.accountNumber).toBe('1000146-9');
    const again = await change(ayse, 'SetAccount', { cardId: debitId, accountNumber: '1000146-9' });
    expect(codesOf(again.reply)).toEqual(['card.accountUnchanged']);
  });

  it.each([
    ['1000146-2', 'a participation account'],
    ['1000146-3', 'a USD account'],
    ['1000146-6', 'a closed account'],
    ['1111111-1', 'another customer’s account'],
  ])('refuses %s (%s)', async (accountNumber) => {
    const { reply } = await change(ayse, 'SetAccount', { cardId: debitId, accountNumber });
    expect(codesOf(reply)).toEqual(['card.accountInvalid']);
  });

  it('sets a credit card’s automatic payment account', async () => {
    const { reply } = await change(ayse, 'SetAccount', { cardId: creditId, accountNumber: '1000146-9' });
    expect(reply.body.data.card).toMatchObject({ kind: 'Credit', accountNumber: '1000146-9' });
  });
});

describe('SetLimits', () => {
  it('sets the three daily limits within the maxima', async () => {
    const { reply } = await change(ayse, 'SetLimits', {
      cardId: debitId,
      atm: '15000.50',
      pos: '90000',
      online: '5000.00',
    });
    expect(reply.body.actionCode).toBe(563);
    expect(reply.body.data.card.limits).toEqual({ atm: '15000.50', pos: '90000.00', online: '5000.00' });
    const row = await cardRow(server.db, debitId);
    expect([row.dailyAtmLimit, row.dailyPosLimit, row.dailyOnlineLimit]).toEqual([1_500_050n, 9_000_000n, 500_000n]);
  });

  it('refuses each limit above the bank’s maximum for the kind, naming every one, and zero', async () => {
    const over = await change(ayse, 'SetLimits', {
      cardId: debitId,
      atm: '50000.01',
      pos: '250000.01',
      online: '100000',
    });
    expect(codesOf(over.reply)).toEqual(['card.atmLimitAboveMaximum', 'card.posLimitAboveMaximum']);
    // A credit card's ATM maximum is lower than a debit card's.
    const credit = await change(ayse, 'SetLimits', { cardId: creditId, atm: '30000', pos: '1000', online: '1000' });
    expect(codesOf(credit.reply)).toEqual(['card.atmLimitAboveMaximum']);
    const zero = await change(ayse, 'SetLimits', { cardId: debitId, atm: '0', pos: '1000', online: '1000' });
    expect(codesOf(zero.reply)).toEqual(['card.limitInvalid']);
    expect((await cardRow(server.db, debitId)).dailyAtmLimit).toBe(1_500_050n);
  });
});

describe('SetNickname and SetNotifications', () => {
  it('names the card, clears the name, turns notifications off; no SMS for these', async () => {
    const named = await change(ayse, 'SetNickname', { cardId: debitId, nickname: '  Market kartım ' });
    expect(named.reply.body.data.card.nickname).toBe('Market kartım');
    const cleared = await change(ayse, 'SetNickname', { cardId: debitId, nickname: '' });
    expect(cleared.reply.body.data.card.nickname).toBeNull();
    const off = await change(ayse, 'SetNotifications', { cardId: debitId, enabled: false });
    expect(off.reply.body.data.card.notificationsEnabled).toBe(false);
    expect((await cardRow(server.db, debitId)).notificationsEnabled).toBe(false);
  });

  it('refuses a name over 30 characters as a field issue', async () => {
    const { reply } = await change(ayse, 'SetNickname', { cardId: debitId, nickname: 'x'.repeat(31) });
    expect(reply.status).toBe(400);
  });
});

describe('Freeze and Unfreeze', () => {
  it('freezes an active card (reason Customer) and opens it again', async () => {
    const frozen = await change(ayse, 'Freeze', { cardId: debitId });
    expect(frozen.reply.body.actionCode).toBe(564);
    expect(frozen.reply.body.data.card).toMatchObject({ status: 'Frozen', statusReason: 'Customer' });
    expect(codesOf((await change(ayse, 'Freeze', { cardId: debitId })).reply)).toEqual(['card.alreadyFrozen']);
    // A frozen card's settings can still be changed.
    const limits = await change(ayse, 'SetLimits', { cardId: debitId, atm: '1000', pos: '1000', online: '1000' });
    expect(limits.reply.body.status).toBe('success');
    const open = await change(ayse, 'Unfreeze', { cardId: debitId });
    expect(open.reply.body.data.card).toMatchObject({ status: 'Active', statusReason: null });
    expect(codesOf((await change(ayse, 'Unfreeze', { cardId: debitId })).reply)).toEqual(['card.notFrozen']);
  });

  it('a cancelled card can be neither opened nor changed', async () => {
    expect(codesOf((await change(ayse, 'Unfreeze', { cardId: cancelledId })).reply)).toEqual(['card.notChangeable']);
    expect(codesOf((await change(ayse, 'Freeze', { cardId: cancelledId })).reply)).toEqual(['card.notChangeable']);
    const limits = await change(ayse, 'SetLimits', { cardId: cancelledId, atm: '1000', pos: '1000', online: '1000' });
    expect(codesOf(limits.reply)).toEqual(['card.notChangeable']);
  });
});

describe('a virtual card', () => {
  it('takes a freeze, an unfreeze and a name, and refuses the rest', async () => {
    expect((await change(ayse, 'Freeze', { cardId: virtualId })).reply.body.data.card.status).toBe('Frozen');
    expect((await change(ayse, 'Unfreeze', { cardId: virtualId })).reply.body.data.card.status).toBe('Active');
    const named = await change(ayse, 'SetNickname', { cardId: virtualId, nickname: 'Online' });
    expect(named.reply.body.data.card.nickname).toBe('Online');
    const pin = await change(ayse, 'ChangePin', { cardId: virtualId, pin: '4826', pinRepeat: '4826' });
    expect(codesOf(pin.reply)).toEqual(['card.changeNotForVirtual']);
    const limits = await change(ayse, 'SetLimits', { cardId: virtualId, atm: '1000', pos: '1000', online: '1000' });
    expect(codesOf(limits.reply)).toEqual(['card.changeNotForVirtual']);
    const renew = await change(ayse, 'Renew', {
      cardId: virtualId,
      deliveryAddress: 'Bağdat Cad. 1, Kadıköy İstanbul',
    });
    expect(codesOf(renew.reply)).toEqual(['card.changeNotForVirtual']);
  });
});
