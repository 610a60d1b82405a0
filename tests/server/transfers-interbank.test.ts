/** Send money to other banks: FAST or EFT by amount and clock, next-window scheduling, fees, clearing and settlement. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { transfers } from '../../server/db/schema/transfers';
import { fund } from '../support/ledger-fixtures';
import { EXTERNAL_CARDS, externalIban } from '../../server/domain/directory/directory-data';
import { settleDue, startSettlementLoop } from '../../server/domain/transfers/settlement';
import type { TransferLimits } from '../../src/contract/transfers';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, AYSE_USD, startTransferServer } from './support/transfer-server';
import {
  balancesOf,
  entriesOf,
  get,
  ledgerIsConsistent,
  preview,
  send,
  settableClock,
  transferTestConfig,
  type Party,
} from './support/transfer-steps';

const WEDNESDAY_NOON = '2026-11-18T09:00:00Z';
const SATURDAY = '2026-11-21T10:00:00Z';
const MONDAY_OPEN = '2026-11-23T05:00:00.000Z'; // 08:00 Istanbul
const clock = settableClock(WEDNESDAY_NOON);
const config = transferTestConfig({ dailyTransferLimit: '10000000.00' });

const SAHIN_IBAN = externalIban('00062', '401', '6299145');
const toSahin = { mode: 'IBAN', iban: SAHIN_IBAN, receiverName: 'Elif Şahin' };

let server: TestServer;
let ayse: Party;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('transfers_interbank', clock, config));
  await fund(server.db, AYSE_TRY, 100_000_000n, { at: clock.now() });
});
afterAll(() => server?.stop());

const settleAt = async (iso: string) => {
  clock.set(iso);
  return settleDue(server.db, { ...DEFAULT_CONFIG, ...config } as typeof DEFAULT_CONFIG, clock.now());
};

describe('FAST', () => {
  it('sends up to the FAST limit by FAST: Pending (402), fee to the fee GL, money in clearing; settles once', async () => {
    clock.set(WEDNESDAY_NOON);
    const gl = ['GL-FAST-TRY', 'GL-CBRT-TRY', 'GL-FEE-TRY'];
    const before = await balancesOf(server.db, [AYSE_TRY, ...gl]);
    const { reply } = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: toSahin, amount: '1000.00' });
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 402 });
    const receipt = reply.body.data;
    expect(receipt).toMatchObject({ transferType: 'FAST', transferKind: 'FAST', status: 'Pending', fee: '4.50' });
    expect(receipt.receiver).toMatchObject({ bankCode: '00062', maskedName: 'El*** Şah***', iban: SAHIN_IBAN });
    const mid = await balancesOf(server.db, [AYSE_TRY, ...gl]);
    expect(mid[AYSE_TRY]).toBe(before[AYSE_TRY]! - 100_450n);
    expect(mid['GL-FAST-TRY']).toBe(before['GL-FAST-TRY']! + 100_000n);
    expect(mid['GL-FEE-TRY']).toBe(before['GL-FEE-TRY']! + 450n);
    const entries = await entriesOf(server.db, receipt.transferId);
    expect(entries.reduce((s, e) => s + e.amount, 0n)).toBe(0n);

    expect(await settleAt('2026-11-18T09:00:01Z')).toBe(0); // not yet: FAST settles after a few seconds
    expect(await settleAt('2026-11-18T09:01:00Z')).toBeGreaterThanOrEqual(1);
    expect(await settleDue(server.db, { ...DEFAULT_CONFIG, ...config } as typeof DEFAULT_CONFIG, clock.now())).toBe(0);
    const after = await balancesOf(server.db, gl);
    expect(after['GL-FAST-TRY']).toBe(before['GL-FAST-TRY']);
    expect(after['GL-CBRT-TRY']).toBe(before['GL-CBRT-TRY']! + 100_000n);
    const [row] = await server.db.select().from(transfers).where(eq(transfers.id, receipt.transferId));
    expect(row).toMatchObject({ status: 'Completed' });
    expect(row!.settledAt).not.toBeNull();
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });

  it('uses FAST at exactly the limit and EFT one kuruş above it', async () => {
    clock.set(WEDNESDAY_NOON);
    const at = await preview(ayse, { sourceAccountNumber: AYSE_TRY, target: toSahin, amount: '100000.00' });
    expect(at.body.data).toMatchObject({ transferType: 'FAST', fee: '4.50' });
    const above = await preview(ayse, { sourceAccountNumber: AYSE_TRY, target: toSahin, amount: '100000.01' });
    expect(above.body.data).toMatchObject({
      transferType: 'EFT',
      transferKind: 'EFT_TO_IBAN',
      fee: '8.75',
      scheduledFor: null,
    });
  });

  it('sends to another bank’s easy address and to a payment wallet over FAST, never above the FAST limit', async () => {
    clock.set(WEDNESDAY_NOON);
    const kolas = { mode: 'KOLAS', type: 'PhoneNumber', value: '0555 111 22 33' };
    const { reply } = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: kolas, amount: '20.00' });
    expect(reply.body.data).toMatchObject({ transferKind: 'KOLAS', transferType: 'FAST', status: 'Pending' });
    expect(reply.body.data.receiver.easyAddress).toEqual({ type: 'PhoneNumber', maskedValue: '+90******2233' });
    const big = await preview(ayse, { sourceAccountNumber: AYSE_TRY, target: kolas, amount: '100000.01' });
    expect(big.body.messages[0]!.code).toBe('transfer.fastLimitExceeded');
    const wallet = { mode: 'Wallet', walletCode: 'PAPARA', walletNumber: '1234567890', receiverName: 'Burak Aksoy' };
    const paid = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: wallet, amount: '30.00' });
    expect(paid.reply.body.data).toMatchObject({ transferType: 'FAST', receiver: { walletName: 'Papara' } });
    const unknown = await preview(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { ...wallet, walletCode: 'NOPE' },
      amount: '1.00',
    });
    expect(unknown.body.messages[0]!.code).toBe('transfer.walletUnknown');
  });
});

describe('EFT', () => {
  it('sends above the FAST limit by EFT while the window is open, and settles it', async () => {
    clock.set(WEDNESDAY_NOON);
    const { reply } = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: toSahin, amount: '150000.00' });
    expect(reply.body).toMatchObject({
      actionCode: 402,
      data: { transferType: 'EFT', status: 'Pending', fee: '8.75' },
    });
    expect(await settleAt('2026-11-18T09:02:00Z')).toBeGreaterThanOrEqual(1);
    const one = await get(ayse, `/api/Transfer/GetTransfer/${reply.body.data.transferId}`);
    expect(one.body.data).toMatchObject({ status: 'Completed' });
  });

  it('outside EFT hours: Preview names the next window, Execute needs acceptNextWindow, then 403 Scheduled', async () => {
    clock.set(SATURDAY);
    const request = { sourceAccountNumber: AYSE_TRY, target: toSahin, amount: '120000.00' };
    const shown = await preview(ayse, request);
    expect(shown.body.data).toMatchObject({ transferType: 'EFT', scheduledFor: MONDAY_OPEN });
    const refused = await send(ayse, request);
    expect(refused.reply.body).toMatchObject({ status: 'error', messages: [{ code: 'transfer.eftClosed' }] });
    const { reply } = await send(ayse, { ...request, acceptNextWindow: true });
    expect(reply.body).toMatchObject({ actionCode: 403, data: { status: 'Scheduled', scheduledFor: MONDAY_OPEN } });
    const [row] = await server.db.select().from(transfers).where(eq(transfers.id, reply.body.data.transferId));
    expect(row!.scheduledFor?.toISOString()).toBe(MONDAY_OPEN);
    expect(await settleAt('2026-11-22T12:00:00Z')).toBe(0); // Sunday: closed
    await settleAt('2026-11-23T05:05:00Z');
    const one = await get(ayse, `/api/Transfer/GetTransfer/${reply.body.data.transferId}`);
    expect(one.body.data).toMatchObject({ status: 'Completed' });
  });

  it('FAST still runs on Saturday', async () => {
    clock.set(SATURDAY);
    const shown = await preview(ayse, { sourceAccountNumber: AYSE_TRY, target: toSahin, amount: '50.00' });
    expect(shown.body.data).toMatchObject({ transferType: 'FAST', scheduledFor: null });
  });

  it('EFT to an account number at another bank and to a credit card (Luhn, BIN)', async () => {
    clock.set(WEDNESDAY_NOON);
    const account = {
      mode: 'AccountEft',
      bankCode: '00064',
      branchCode: '1042',
      accountNumber: '331877',
      receiverName: 'Can Öztürk',
    };
    const byAccount = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: account, amount: '15.00' });
    expect(byAccount.reply.body.data).toMatchObject({
      transferKind: 'EFT_TO_ACCOUNT',
      transferType: 'EFT',
      status: 'Pending',
    });
    const card = { mode: 'Card', cardNumber: EXTERNAL_CARDS[0]!.cardNumber, receiverName: 'Zehra Arslan' };
    const byCard = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: card, amount: '16.00' });
    expect(byCard.reply.body.data).toMatchObject({ transferKind: 'EFT_TO_CARD', targetKind: 'CARD' });
    expect(byCard.reply.body.data.receiver).toMatchObject({
      bankName: 'Akbank',
      maskedCardNumber: '435508******' + card.cardNumber.slice(-4),
    });
    const badLuhn = card.cardNumber.slice(0, 15) + String((Number(card.cardNumber[15]) + 1) % 10);
    const refused = await preview(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { ...card, cardNumber: badLuhn },
      amount: '1.00',
    });
    expect(refused.body.messages[0]!.code).toBe('transfer.cardInvalid');
  });

  it('refuses foreign currency to another bank', async () => {
    const reply = await preview(ayse, { sourceAccountNumber: AYSE_USD, target: toSahin, amount: '10.00' });
    expect(reply.body.messages[0]!.code).toBe('transfer.currencyMismatch');
  });
});

describe('limits and the settlement loop', () => {
  it('GetLimits shows the settings, today’s use and the EFT window', async () => {
    clock.set(SATURDAY);
    const reply = await get<TransferLimits>(ayse, '/api/Transfer/GetLimits');
    expect(reply.body.data).toMatchObject({
      currency: 'TRY',
      fastPerTransactionLimit: '100000.00',
      dailyLimit: '10000000.00',
      eft: { isOpen: false, nextWindowAt: MONDAY_OPEN },
    });
  });

  it('the loop settles due FAST payments on its own and stops on request', async () => {
    clock.set(WEDNESDAY_NOON);
    const { reply } = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: toSahin, amount: '3.00' });
    const loopConfig = {
      ...DEFAULT_CONFIG,
      ...config,
      transfers: { ...config.transfers!, settlementIntervalSeconds: 0.2, fastSettlementDelaySeconds: 0 },
    };
    const silent = { info: () => undefined, warn: () => undefined } as never;
    const stop = startSettlementLoop(server.db, loopConfig as typeof DEFAULT_CONFIG, clock.now, silent);
    let status = '';
    for (let i = 0; i < 50 && status !== 'Completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await server.db.select().from(transfers).where(eq(transfers.id, reply.body.data.transferId)))[0]!
        .status;
    }
    await stop();
    expect(status).toBe('Completed');
  });
});
