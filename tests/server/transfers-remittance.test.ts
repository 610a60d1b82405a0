/** Send money inside the bank: remittance by account number, by IBAN and by easy address; the money arrives for real. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { banks as banks_ } from '../../server/db/schema/directory';
import { transfers } from '../../server/db/schema/transfers';
import { ensureTransferDirectory } from '../../server/domain/directory/directory-seed';
import type { SensitiveMapping } from '../../src/contract/sensitive-data';
import type { TransferReceipt } from '../../src/contract/transfers';
import { call } from './support/http-client';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, ALI_TRY, startTransferServer } from './support/transfer-server';
import {
  balancesOf,
  entriesOf,
  get,
  ledgerIsConsistent,
  outboxText,
  post,
  preview,
  send,
  settableClock,
  type Party,
} from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z'); // Wednesday 12:00 in Istanbul

let server: TestServer;
let ayse: Party;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('transfers_remittance', clock));
});
afterAll(() => server?.stop());

const toAli = { mode: 'Account', accountNumber: ALI_TRY, receiverName: 'ALI CELIK' };

describe('remittance by account number', () => {
  it('previews the summary (400, signing) and changes nothing', async () => {
    const before = await balancesOf(server.db, [AYSE_TRY, ALI_TRY]);
    const reply = await preview(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: toAli,
      amount: '1250.00',
      description: 'Kira',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 400, isTransactionSigning: true });
    expect(reply.body.data).toMatchObject({
      transferType: 'Remittance',
      transferKind: 'REMITTANCE_TO_ACCOUNT',
      transferCode: 214,
      amount: '1250.00',
      fee: '0.00',
      total: '1250.00',
      receiver: { maskedName: 'Al*** Çel***', bankCode: '00899', accountNumber: ALI_TRY },
    });
    expect(await balancesOf(server.db, [AYSE_TRY, ALI_TRY])).toEqual(before);
  });

  it('challenges by SMS naming amount and payee, then posts once: the money arrives in Ali’s account', async () => {
    const before = await balancesOf(server.db, [AYSE_TRY, ALI_TRY]);
    const request = { sourceAccountNumber: AYSE_TRY, target: toAli, amount: '1250.00', description: 'Kira' };
    const { challenge, reply, key } = await send(ayse, request);
    expect(challenge.body.actionCode).toBe(201);
    expect(challenge.body.data).toMatchObject({ otpTimeout: 120 });
    const text = await outboxText(ayse, challenge.body.data.otpReferenceKey);
    expect(text).toContain('1.250,00 TL');
    expect(text).toContain('Al*** Çel***');
    expect(text).toContain('havale');
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 401 });
    const receipt = reply.body.data;
    expect(receipt).toMatchObject({ status: 'Completed', transferType: 'Remittance', description: 'Kira' });
    expect(receipt.reference).toMatch(/^EMN\d{16}$/);
    const after = await balancesOf(server.db, [AYSE_TRY, ALI_TRY]);
    expect(after[AYSE_TRY]).toBe(before[AYSE_TRY]! - 125_000n);
    expect(after[ALI_TRY]).toBe(before[ALI_TRY]! + 125_000n);
    const entries = await entriesOf(server.db, receipt.transferId);
    expect(entries.map((e) => [e.account, e.amount]).sort()).toEqual([
      [AYSE_TRY, -125_000n],
      [ALI_TRY, 125_000n],
    ]);
    const [row] = await server.db.select().from(transfers).where(eq(transfers.id, receipt.transferId));
    expect(row).toMatchObject({ status: 'Completed', transferType: 'Remittance', amount: 125_000n, currency: 'TRY' });
    expect(row!.limitAmountTry).toBe(125_000n);
    expect((row!.details as TransferReceipt).reference).toBe(receipt.reference);

    // The same key and body again: the same receipt, nothing moves.
    const again = await post<TransferReceipt>(ayse, '/api/Transfer/Execute', request, key);
    expect(again.body.data.reference).toBe(receipt.reference);
    expect(await balancesOf(server.db, [AYSE_TRY, ALI_TRY])).toEqual(after);
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });

  it('reads the transfer back, lists it and renders the receipt PDF', async () => {
    const { reply } = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: toAli, amount: '10.00' });
    const id = reply.body.data.transferId;
    const one = await get<TransferReceipt>(ayse, `/api/Transfer/GetTransfer/${id}`);
    expect(one.body.data).toMatchObject({ transferId: id, status: 'Completed' });
    const list = await get<{ transfers: TransferReceipt[] }>(ayse, '/api/Transfer/GetTransfers?take=5');
    expect(list.body.data.transfers[0]!.transferId).toBe(id);
    const pdf = await get<{ fileName: string; content: string }>(ayse, `/api/Transfer/GetReceiptPdf/${id}`);
    expect(pdf.body.data.fileName).toMatch(/^dekont-EMN\d+\.pdf$/);
    expect(Buffer.from(pdf.body.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('saves a transfer as a registered transaction with the name as typed, which the receipt never shows', async () => {
    const typed = { mode: 'Account', accountNumber: ALI_TRY, receiverName: 'Ali Çelik' };
    const { reply } = await send(ayse, { sourceAccountNumber: AYSE_TRY, target: typed, amount: '5.00' });
    const id = reply.body.data.transferId;
    expect(reply.body.data).not.toHaveProperty('target');
    expect((await get<TransferReceipt>(ayse, `/api/Transfer/GetTransfer/${id}`)).body.data).not.toHaveProperty(
      'target',
    );
    const saved = await post<{ recordedTransaction: unknown }>(
      ayse,
      '/api/DkAdc/SaveRecordedTransaction',
      { name: 'Ali (havale)', fromTransferId: id },
      crypto.randomUUID(),
    );
    expect(saved.body).toMatchObject({ status: 'success', data: { recordedTransaction: { target: typed } } });
    // Saved as typed, it goes through the bank's name check again.
    const again = await preview(ayse, { sourceAccountNumber: AYSE_TRY, target: typed, amount: '1.00' });
    expect(again.body.status).toBe('success');
  });
});

describe('remittance by IBAN and by easy address', () => {
  it('sends to Ali’s IBAN (REMITTANCE_TO_IBAN) with the name typed in any case', async () => {
    const [row] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, ALI_TRY));
    const { reply } = await send(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { mode: 'IBAN', iban: row!.iban!.replace(/(.{4})/g, '$1 '), receiverName: 'ali çelik' },
      amount: '5.00',
    });
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 401 });
    expect(reply.body.data).toMatchObject({ transferKind: 'REMITTANCE_TO_IBAN', receiver: { iban: row!.iban } });
  });

  it('sends to Ali’s phone easy address (KOLAS, ours → remittance) and resolves it masked', async () => {
    const resolved = await post(ayse, '/api/Kolas/Resolve', { type: 'PhoneNumber', value: '0535 111 11 10' });
    expect(resolved.body.data).toMatchObject({ maskedName: 'Al*** Çel***', bankCode: '00899', isOwnBank: true });
    const before = await balancesOf(server.db, [ALI_TRY]);
    const { reply } = await send(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { mode: 'KOLAS', type: 'PhoneNumber', value: '+905351111110' },
      amount: '7.50',
    });
    expect(reply.body.data).toMatchObject({ transferKind: 'KOLAS', transferType: 'Remittance', status: 'Completed' });
    expect((await balancesOf(server.db, [ALI_TRY]))[ALI_TRY]).toBe(before[ALI_TRY]! + 750n);
  });

  it('refuses a name that is not the holder’s and an unknown account', async () => {
    const wrong = await preview(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { ...toAli, receiverName: 'Veli Çelik' },
      amount: '1.00',
    });
    expect(wrong.body).toMatchObject({ status: 'error', messages: [{ code: 'transfer.receiverNameMismatch' }] });
    const unknown = await preview(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { ...toAli, accountNumber: '9999999-1' },
      amount: '1.00',
    });
    expect(unknown.body.messages[0]!.code).toBe('transfer.receiverNotFound');
  });
});

describe('field encryption', () => {
  it('maps the target’s identifying fields and the receiver’s IBAN of the transfer calls', async () => {
    const reply = await call<{ data: { mappings: SensitiveMapping[] } }>(
      server.url,
      '/api/Auth/GetSensitiveDataMapping',
    );
    const execute = reply.body.data.mappings.find((m) => m.methodPath === '/transfer/execute')!;
    expect(execute.requestSensitiveDataProperties).toEqual(
      expect.arrayContaining([
        { propertyName: 'iban', parentPropertyName: 'target' },
        { propertyName: 'cardNumber', parentPropertyName: 'target' },
        { propertyName: 'value', parentPropertyName: 'target' },
      ]),
    );
    expect(execute.responseSensitiveDataProperties).toEqual([{ propertyName: 'iban', parentPropertyName: 'receiver' }]);
    // A plain IBAN where the mapping wants ENC1 is refused before anything runs.
    const plain = await call(server.url, '/api/Transfer/Preview', {
      credentials: ayse.credentials,
      raw: JSON.stringify({
        sourceAccountNumber: AYSE_TRY,
        target: { mode: 'IBAN', iban: 'TR330006200040100006299145', receiverName: 'X' },
        amount: '1.00',
      }),
    });
    expect(plain.status).toBe(400);
    expect((plain.body as { messages: { code: string }[] }).messages[0]!.code).toBe('transport.sensitiveFieldPlain');
  });
});

describe('the sandbox directory', () => {
  it('lists banks (not this one) and wallets, and is made once however often the server starts', async () => {
    const banks = await get<{ banks: { code: string; name: string }[] }>(ayse, '/api/Transfer/GetBanks');
    expect(banks.body.data.banks).toEqual(
      expect.arrayContaining([{ code: '00205', name: 'Kuveyt Türk Katılım Bankası' }]),
    );
    expect(banks.body.data.banks.some((b) => b.code === '00899')).toBe(false);
    const wallets = await get<{ wallets: { code: string }[] }>(ayse, '/api/Transfer/GetPaymentWallets');
    expect(wallets.body.data.wallets.map((w) => w.code)).toContain('PAPARA');
    const count = async () => (await server.db.select({ code: banks_.code }).from(banks_)).length;
    const before = await count();
    await ensureTransferDirectory(server.db, { now: clock.now() });
    expect(await count()).toBe(before);
  });
});

describe('Kolas/Resolve', () => {
  it('answers 429 past the per-customer limit, so the alias directory cannot be walked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await post(ayse, '/api/Kolas/Resolve', { type: 'TaxNumber', value: '4540536920' })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    clock.advance(61);
    const again = await post(ayse, '/api/Kolas/Resolve', { type: 'TaxNumber', value: '4540536920' });
    expect(again.body.data).toMatchObject({
      maskedName: 'Ka*** Otom*** Lt*** Şt***',
      bankCode: '00015',
      isOwnBank: false,
    });
  });
});
