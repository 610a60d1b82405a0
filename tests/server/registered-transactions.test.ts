/** Registered transactions: saved recipients (never the customer's own account) and between-accounts pairs. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTransfer } from '../support/ledger-fixtures';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import {
  RegisteredTransactionChangeSchema,
  RegisteredTransactionListSchema,
} from '../../src/contract/registered-transactions';
import { demoIdentity } from '../../server/seed/demo-identities';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { registeredTransactions } from '../../server/db/schema/registered-transactions';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
let retail: Credentials;
let corporate: Credentials;

beforeAll(async () => {
  server = await startTestServer('recorded', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  base = server.url;
  retail = (await signInActive(base, demoIdentity('retail'))).credentials;
  corporate = (await signInActive(base, demoIdentity('corporate'))).credentials;
});
afterAll(() => server?.stop());

const OTHER_IBAN = 'TR330006100519786457841326';
const post = (route: string, json: unknown, credentials = retail, key: string | null = crypto.randomUUID()) =>
  call(base, `/api${route}`, { json, credentials, headers: key ? { 'Idempotency-Key': key } : {} });
const remove = (id: string, credentials = retail, key: string | null = crypto.randomUUID()) =>
  call(base, `/api/DkAdc/DeleteRecordedTransaction/${id}`, {
    credentials,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
const list = async (credentials = retail) =>
  v.parse(
    serviceEnvelopeSchema(RegisteredTransactionListSchema),
    (await call(base, '/api/DkAdc/GetRecordedTransactions', { credentials })).body,
  ).data!.recordedTransactions;
const saved = (body: unknown) =>
  v.parse(serviceEnvelopeSchema(RegisteredTransactionChangeSchema), body).data!.recordedTransaction;
const refusal = (code: string) => ({ status: 'error', messages: [{ code }] });
const rowCount = async () => (await server.db.select().from(registeredTransactions)).length;

describe('SaveRecordedTransaction', () => {
  it('saves an IBAN recipient with defaults (IBAN normalised) and lists it for its owner only', async () => {
    const reply = await post('/DkAdc/SaveRecordedTransaction', {
      name: 'Ev sahibi',
      target: { mode: 'IBAN', iban: 'tr33 0006 1005 1978 6457 8413 26', receiverName: 'Hasan Kaya' },
      sourceAccountNumber: '1000146-1',
      amount: '15000.00',
      description: 'Kira',
    });
    expect(reply.body.actionCode).toBe(410);
    const item = saved(reply.body);
    expect(item).toMatchObject({
      name: 'Ev sahibi',
      target: { mode: 'IBAN', iban: OTHER_IBAN, receiverName: 'Hasan Kaya' },
      sourceAccountNumber: '1000146-1',
      amount: '15000.00',
      description: 'Kira',
    });
    expect(await list()).toEqual([item]);
    expect(await list(corporate)).toEqual([]);
  });

  it('saves a between-accounts pair of two own accounts, an easy address, a card and a wallet', async () => {
    const targets = [
      {
        name: 'Birikime',
        target: { mode: 'AccountsBetween', accountNumber: '1000146-2' },
        sourceAccountNumber: '1000146-1',
      },
      { name: 'Mehmet KOLAS', target: { mode: 'KOLAS', type: 'PhoneNumber', value: '0533 171 60 60' } },
      { name: 'Kart borcu', target: { mode: 'Card', cardNumber: '4111111111111111', receiverName: 'Ali Veli' } },
      {
        name: 'Cüzdan',
        target: { mode: 'Wallet', walletCode: 'PAPARA', walletNumber: '1234567890', receiverName: 'Can Ak' },
      },
    ];
    for (const body of targets)
      expect((await post('/DkAdc/SaveRecordedTransaction', body)).body.status).toBe('success');
    const kolas = (await list()).find((r) => r.name === 'Mehmet KOLAS');
    expect(kolas?.target).toEqual({ mode: 'KOLAS', type: 'PhoneNumber', value: '+905331716060' });
  });

  it.each([
    ['an own IBAN', { target: { mode: 'IBAN', iban: '', receiverName: 'Ben' } }, 'recorded.notSavable'],
    [
      'an own account number',
      { target: { mode: 'Account', accountNumber: '1000146-3', receiverName: 'Ben' } },
      'recorded.notSavable',
    ],
    [
      'a secure payment',
      {
        target: {
          mode: 'SecurePayment',
          iban: OTHER_IBAN,
          receiverName: 'S',
          sellerIdentityNumber: '17291716060',
          subject: 'Araba',
        },
      },
      'recorded.notSavable',
    ],
    [
      'an IBAN failing mod 97',
      { target: { mode: 'IBAN', iban: 'TR330006100519786457841327', receiverName: 'X' } },
      'transfer.ibanInvalid',
    ],
    [
      'a card failing Luhn',
      { target: { mode: 'Card', cardNumber: '4111111111111112', receiverName: 'X' } },
      'transfer.cardInvalid',
    ],
    [
      'a bad easy address',
      { target: { mode: 'KOLAS', type: 'IdentityNumber', value: '12345678901' } },
      'easyAddress.invalid',
    ],
    [
      'a pair with someone else’s account',
      { target: { mode: 'AccountsBetween', accountNumber: '1729171-1' }, sourceAccountNumber: '1000146-1' },
      'transfer.ownAccountExpected',
    ],
    [
      'a pair without a source',
      { target: { mode: 'AccountsBetween', accountNumber: '1000146-2' } },
      'transfer.ownAccountExpected',
    ],
    [
      'a pair of one account',
      { target: { mode: 'AccountsBetween', accountNumber: '1000146-1' }, sourceAccountNumber: '1000146-1' },
      'transfer.sameAccount',
    ],
    [
      'someone else’s source',
      { target: { mode: 'IBAN', iban: OTHER_IBAN, receiverName: 'X' }, sourceAccountNumber: '1729171-1' },
      'account.notFound',
    ],
    [
      'a zero default amount',
      { target: { mode: 'IBAN', iban: OTHER_IBAN, receiverName: 'X' }, amount: '0' },
      'transfer.amountInvalid',
    ],
    [
      'a name already used',
      { name: 'Ev sahibi', target: { mode: 'IBAN', iban: OTHER_IBAN, receiverName: 'X' } },
      'recorded.nameTaken',
    ],
  ])('refuses %s and writes nothing', async (_, patch, code) => {
    const [own] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, '1000146-1'));
    const body = JSON.parse(JSON.stringify({ name: 'Yeni', ...patch }).replace('"iban":""', `"iban":"${own!.iban}"`));
    const before = await rowCount();
    const reply = await post('/DkAdc/SaveRecordedTransaction', body);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject(refusal(code));
    expect(await rowCount()).toBe(before);
  });

  it('saves a completed transfer of the customer by id; not one of another customer', async () => {
    const [ayse] = await server.db.select().from(customers).where(eq(customers.customerNumber, '1000146'));
    const transfer = await insertTransfer(server.db, {
      kind: 'EFT_TO_IBAN',
      customerId: ayse!.id,
      transferType: 'EFT',
      details: {
        targetMode: 'IBAN',
        source: { accountNumber: '1000146-1' },
        receiver: { maskedName: 'Si*** Yö*****', iban: OTHER_IBAN },
        target: { mode: 'IBAN', iban: OTHER_IBAN, receiverName: 'Site Yönetimi' },
        amount: '750.00',
        description: 'Aidat',
      },
    });
    const reply = await post('/DkAdc/SaveRecordedTransaction', { name: 'Site aidatı', fromTransferId: transfer!.id });
    expect(saved(reply.body)).toMatchObject({
      target: { mode: 'IBAN', iban: OTHER_IBAN, receiverName: 'Site Yönetimi' },
      sourceAccountNumber: '1000146-1',
      amount: '750.00',
      description: 'Aidat',
    });
    const theirs = await post('/DkAdc/SaveRecordedTransaction', { name: 'X', fromTransferId: transfer!.id }, corporate);
    expect(theirs.body).toMatchObject(refusal('transfer.notFound'));
    const held = await insertTransfer(server.db, {
      kind: 'EFT_TO_IBAN',
      customerId: ayse!.id,
      status: 'Held',
      details: { targetMode: 'SecurePayment', receiver: { maskedName: 'X', iban: OTHER_IBAN } },
    });
    const secure = await post('/DkAdc/SaveRecordedTransaction', { name: 'Araba', fromTransferId: held.id });
    expect(secure.body).toMatchObject(refusal('recorded.notSavable'));
  });

  it('answers 400 for malformed and oversize input and a missing key', async () => {
    const before = await rowCount();
    const good = { name: 'Z', target: { mode: 'IBAN', iban: OTHER_IBAN, receiverName: 'X' } };
    expect((await post('/DkAdc/SaveRecordedTransaction', { ...good, name: 'x'.repeat(41) })).status).toBe(400);
    expect((await post('/DkAdc/SaveRecordedTransaction', { ...good, name: '   ' })).status).toBe(400);
    expect((await post('/DkAdc/SaveRecordedTransaction', { ...good, target: { mode: 'Fax' } })).status).toBe(400);
    expect((await post('/DkAdc/SaveRecordedTransaction', { name: 'Z', fromTransferId: 'x' })).status).toBe(400);
    expect((await post('/DkAdc/SaveRecordedTransaction', good, retail, null)).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });
});

describe('UpdateRecordedTransaction and DeleteRecordedTransaction', () => {
  it('updates an own one, replays under the same key, 409 for another body', async () => {
    const [first] = (await list()).filter((r) => r.name === 'Ev sahibi');
    const key = crypto.randomUUID();
    const body = {
      id: first!.id,
      name: 'Ev sahibi (yeni)',
      target: { mode: 'IBAN', iban: OTHER_IBAN, receiverName: 'Hasan Kaya' },
      amount: '16000.00',
    };
    const reply = await post('/DkAdc/UpdateRecordedTransaction', body, retail, key);
    expect(reply.body.actionCode).toBe(411);
    expect(saved(reply.body)).toMatchObject({
      name: 'Ev sahibi (yeni)',
      amount: '16000.00',
      sourceAccountNumber: null,
    });
    expect((await post('/DkAdc/UpdateRecordedTransaction', body, retail, key)).body).toEqual(reply.body);
    expect((await post('/DkAdc/UpdateRecordedTransaction', { ...body, amount: '1.00' }, retail, key)).status).toBe(409);
    const theirs = await post('/DkAdc/UpdateRecordedTransaction', body, corporate);
    expect(theirs.body).toMatchObject(refusal('recorded.notFound'));
    const clash = await post('/DkAdc/UpdateRecordedTransaction', { ...body, name: 'Birikime' });
    expect(clash.body).toMatchObject(refusal('recorded.nameTaken'));
  });

  it('deletes an own one with a key; not another customer’s; 400 for a malformed id', async () => {
    const [item] = await list();
    expect((await remove(item!.id, corporate)).body).toMatchObject(refusal('recorded.notFound'));
    expect((await remove(item!.id, retail, null)).status).toBe(400);
    const deleted = await remove(item!.id);
    expect(deleted.body).toMatchObject({ status: 'success', actionCode: 412, data: { id: item!.id } });
    expect((await list()).map((r) => r.id)).not.toContain(item!.id);
    expect((await remove(item!.id)).body).toMatchObject(refusal('recorded.notFound'));
    expect((await remove('1234')).status).toBe(400);
  });
});
