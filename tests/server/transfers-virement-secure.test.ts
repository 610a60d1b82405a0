/** Virement between own accounts (across currencies at a quote) and secure payments (hold, release, cancel). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { transfers } from '../../server/db/schema/transfers';
import { externalIban } from '../../server/domain/directory/directory-data';
import { parseAmount } from '../../src/contract/money';
import type { ExchangeQuote, TransferLimits, TransferReceipt } from '../../src/contract/transfers';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, AYSE_USD, AYSE_EUR, ALI_TRY, startTransferServer } from './support/transfer-server';
import {
  balancesOf,
  entriesOf,
  get,
  ledgerIsConsistent,
  post,
  preview,
  send,
  settableClock,
  type Party,
} from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');

let server: TestServer;
let ayse: Party;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('transfers_virement', clock));
});
afterAll(() => server?.stop());

describe('virement', () => {
  it('moves money between own accounts of one currency without a fee or the daily limit', async () => {
    const reply = await preview(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { mode: 'AccountsBetween', accountNumber: '1000146-2' },
      amount: '10.00',
    });
    expect(reply.body.data).toMatchObject({
      transferType: 'Virement',
      transferKind: 'VIREMENT',
      fee: '0.00',
      exchange: null,
    });
  });

  it('crosses currencies at the quote Preview made: each currency nets to zero through the FX position accounts', async () => {
    const request = {
      sourceAccountNumber: AYSE_TRY,
      target: { mode: 'AccountsBetween', accountNumber: AYSE_USD },
      amount: '100.00',
      amountCurrency: 'USD',
    };
    const shown = await preview(ayse, request);
    const quote = shown.body.data.exchange!;
    expect(quote).toMatchObject({
      sourceCurrency: 'TRY',
      targetCurrency: 'USD',
      targetAmount: '100.00',
      spreadPercent: '0.50',
    });
    // 100 USD at 41.25 TRY plus 0.5 %: 4145.625 → the customer pays 4145.63
    expect(quote.sourceAmount).toBe('4145.63');
    expect(shown.body.data.total).toBe('4145.63');

    const missing = await send(ayse, request);
    expect(missing.reply.body.messages[0]!.code).toBe('transfer.quoteRequired');

    const before = await balancesOf(server.db, [AYSE_TRY, AYSE_USD, 'GL-FX-TRY', 'GL-FX-USD']);
    const { reply } = await send(ayse, { ...request, quoteId: quote.quoteId });
    expect(reply.body).toMatchObject({
      actionCode: 401,
      data: { status: 'Completed', exchange: { quoteId: quote.quoteId } },
    });
    const after = await balancesOf(server.db, [AYSE_TRY, AYSE_USD, 'GL-FX-TRY', 'GL-FX-USD']);
    expect(after[AYSE_TRY]).toBe(before[AYSE_TRY]! - 414_563n);
    expect(after[AYSE_USD]).toBe(before[AYSE_USD]! + 10_000n);
    expect(after['GL-FX-TRY']).toBe(before['GL-FX-TRY']! + 414_563n);
    expect(after['GL-FX-USD']).toBe(before['GL-FX-USD']! - 10_000n);
    const entries = await entriesOf(server.db, reply.body.data.transferId);
    for (const currency of ['TRY', 'USD'])
      expect(entries.filter((e) => e.currency === currency).reduce((s, e) => s + e.amount, 0n)).toBe(0n);
    const [row] = await server.db.select().from(transfers).where(eq(transfers.id, reply.body.data.transferId));
    expect(row!.limitAmountTry).toBe(0n);

    // A quote is used once.
    const reused = await send(ayse, { ...request, quoteId: quote.quoteId });
    expect(reused.reply.body.messages[0]!.code).toBe('transfer.quoteExpired');
  });

  it('refuses an expired quote', async () => {
    const quote = await post<ExchangeQuote>(ayse, '/api/Transfer/GetExchangeQuote', {
      sourceAccountNumber: AYSE_EUR,
      targetAccountNumber: AYSE_TRY,
      amount: '1.00',
    });
    expect(quote.body.data).toMatchObject({ sourceCurrency: 'EUR', targetCurrency: 'TRY', sourceAmount: '1.00' });
    clock.advance(121);
    const { reply } = await send(ayse, {
      sourceAccountNumber: AYSE_EUR,
      target: { mode: 'AccountsBetween', accountNumber: AYSE_TRY },
      amount: '1.00',
      quoteId: quote.body.data.quoteId,
    });
    expect(reply.body).toMatchObject({ status: 'error', messages: [{ code: 'transfer.quoteExpired' }] });
  });

  it('accepts only the customer’s own accounts as the target', async () => {
    const reply = await preview(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { mode: 'AccountsBetween', accountNumber: ALI_TRY },
      amount: '1.00',
    });
    expect(reply.body.messages[0]!.code).toBe('transfer.ownAccountExpected');
  });
});

describe('secure payment', () => {
  const seller = {
    mode: 'SecurePayment',
    iban: externalIban('00067', '680', '44556677'),
    receiverName: 'Deniz Aydın',
    sellerIdentityNumber: '17291716060',
    subject: 'İkinci el bisiklet',
  };
  const escrow = ['GL-ESCROW-TRY', 'GL-FAST-TRY', AYSE_TRY];

  it('holds the money in escrow (404) and releases it to a seller at another bank over FAST (420)', async () => {
    const before = await balancesOf(server.db, escrow);
    const { reply } = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: seller, amount: '2500.00' });
    expect(reply.body).toMatchObject({ actionCode: 404, data: { status: 'Held', targetMode: 'SecurePayment' } });
    const held = await balancesOf(server.db, escrow);
    expect(held['GL-ESCROW-TRY']).toBe(before['GL-ESCROW-TRY']! + 250_000n);
    expect(held[AYSE_TRY]).toBe(before[AYSE_TRY]! - 250_000n);

    const transferId = reply.body.data.transferId;
    const key = crypto.randomUUID();
    const released = await post<TransferReceipt>(ayse, '/api/Transfer/ReleaseSecurePayment', { transferId }, key);
    expect(released.body).toMatchObject({ actionCode: 420, data: { status: 'Pending', transferType: 'FAST' } });
    const after = await balancesOf(server.db, escrow);
    expect(after['GL-ESCROW-TRY']).toBe(before['GL-ESCROW-TRY']);
    expect(after['GL-FAST-TRY']).toBe(before['GL-FAST-TRY']! + 250_000n);
    const replay = await post<TransferReceipt>(ayse, '/api/Transfer/ReleaseSecurePayment', { transferId }, key);
    expect(replay.body).toEqual(released.body);
    const twice = await post(ayse, '/api/Transfer/ReleaseSecurePayment', { transferId }, crypto.randomUUID());
    expect(twice.body).toMatchObject({ status: 'error', messages: [{ code: 'securePayment.notHeld' }] });
    expect(await balancesOf(server.db, escrow)).toEqual(after);
  });

  it('releases to a seller who banks here at once, and cancels back to the buyer (421)', async () => {
    const [ali] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, ALI_TRY));
    const toAli = { ...seller, iban: ali!.iban!, receiverName: 'Ali Çelik' };
    const first = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: toAli, amount: '40.00' });
    const before = await balancesOf(server.db, [ALI_TRY]);
    const released = await post<TransferReceipt>(
      ayse,
      '/api/Transfer/ReleaseSecurePayment',
      { transferId: first.reply.body.data.transferId },
      crypto.randomUUID(),
    );
    expect(released.body.data).toMatchObject({ status: 'Completed', transferType: 'Remittance' });
    expect((await balancesOf(server.db, [ALI_TRY]))[ALI_TRY]).toBe(before[ALI_TRY]! + 4_000n);

    const usedToday = async () =>
      parseAmount((await get<TransferLimits>(ayse, '/api/Transfer/GetLimits')).body.data.usedToday, 'TRY');
    const used = await usedToday();
    const second = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: toAli, amount: '60.00' });
    expect(await usedToday()).toBe(used! + 6_000n);
    const buyer = await balancesOf(server.db, [AYSE_TRY]);
    const cancelled = await post<TransferReceipt>(
      ayse,
      '/api/Transfer/CancelSecurePayment',
      { transferId: second.reply.body.data.transferId },
      crypto.randomUUID(),
    );
    expect(cancelled.body).toMatchObject({ actionCode: 421, data: { status: 'Cancelled' } });
    expect((await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]).toBe(buyer[AYSE_TRY]! + 6_000n);
    expect(await usedToday()).toBe(used); // the cancelled hold gives its share of the daily limit back
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });

  it('refuses a seller identity number that fails its check', async () => {
    const reply = await preview(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { ...seller, sellerIdentityNumber: '17291716050' },
      amount: '1.00',
    });
    expect(reply.body.messages[0]!.code).toBe('transfer.sellerIdentityInvalid');
  });
});
