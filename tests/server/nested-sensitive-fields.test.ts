/**
 * Mapped fields below the first level (a dotted `parentPropertyName`, docs/api.md): the saved
 * targets of registered transactions and the receiver of listed transfers travel as ENC1 values,
 * the client that talks like the worker sees them plain, and a plain one in a request is refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTransfer } from '../support/ledger-fixtures';
import { demoIdentity } from '../../server/seed/demo-identities';
import { customers } from '../../server/db/schema/auth';
import { registeredTransactions } from '../../server/db/schema/registered-transactions';
import { SENSITIVE_DATA_MAPPINGS } from '../../server/domain/security/sensitive-data-mapping';
import { encryptField } from '../../src/contract/sensitive-data';
import { call, type Credentials, type Reply } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { keysForToken } from './support/worker-transport';

let server: TestServer;
let base: string;
let retail: Credentials;

beforeAll(async () => {
  server = await startTestServer('nestedfields', { config: { rateLimitPerIp: 10_000, rateLimitPerIdentity: 10_000 } });
  base = server.url;
  retail = (await signInActive(base, demoIdentity('retail'))).credentials;
});
afterAll(() => server?.stop());

const OTHER_IBAN = 'TR330006100519786457841326';
const CARD = '4111111111111111';
const PHONE = '+905331716060';
type Target = Record<string, string>;
interface Saved {
  data: { recordedTransaction: { id: string; target: Target } };
}

const post = <T>(route: string, json: unknown) =>
  call<T>(base, `/api${route}`, { json, credentials: retail, headers: { 'Idempotency-Key': crypto.randomUUID() } });
/** Signed as the worker signs, but the body as given: no field encryption. */
const postRaw = (route: string, json: unknown) =>
  call(base, `/api${route}`, {
    raw: JSON.stringify(json),
    credentials: retail,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
/** The answer as it crossed the network, before the client opened it. */
const wire = <T>(reply: Reply<unknown>) => JSON.parse(reply.text) as T;
const ENC1 = /^ENC1\.[A-Za-z0-9_-]+$/;
const codeOf = (reply: Reply) => (reply.body as { messages: { code: string }[] }).messages[0]?.code;

describe('the mapping', () => {
  it('never names one property under two parents in one direction of a call (the AAD leaves the parent out)', () => {
    for (const m of SENSITIVE_DATA_MAPPINGS)
      for (const side of [m.requestSensitiveDataProperties, m.responseSensitiveDataProperties]) {
        const names = side.map((p) => p.propertyName);
        expect(new Set(names).size, m.methodPath).toBe(names.length);
      }
  });
});

describe('registered transactions: target.* two levels down', () => {
  const targets = [
    { field: 'iban', plain: OTHER_IBAN, target: { mode: 'IBAN', iban: OTHER_IBAN, receiverName: 'Hasan Kaya' } },
    { field: 'cardNumber', plain: CARD, target: { mode: 'Card', cardNumber: CARD, receiverName: 'Ali Veli' } },
    { field: 'value', plain: PHONE, target: { mode: 'KOLAS', type: 'PhoneNumber', value: '0533 171 60 60' } },
    {
      field: 'walletNumber',
      plain: '1234567890',
      target: { mode: 'Wallet', walletCode: 'PAPARA', walletNumber: '1234567890', receiverName: 'Can Ak' },
    },
  ];

  it('Save, Update and GetRecordedTransactions answer ENC1 on the wire and plain values to the client', async () => {
    const ids: string[] = [];
    for (const [i, { field, plain, target }] of targets.entries()) {
      const reply = await post<Saved>('/DkAdc/SaveRecordedTransaction', { name: `Kayıt ${i}`, target });
      expect(reply.status).toBe(200);
      expect(wire<Saved>(reply).data.recordedTransaction.target[field]).toMatch(ENC1);
      expect(reply.body.data.recordedTransaction.target[field]).toBe(plain);
      expect(reply.text).not.toContain(plain);
      ids.push(reply.body.data.recordedTransaction.id);
    }
    const wallet = { ...targets[3]!.target, walletNumber: '9876543210' };
    const updated = await post<Saved>('/DkAdc/UpdateRecordedTransaction', {
      id: ids[3],
      name: 'Cüzdan',
      target: wallet,
    });
    expect(updated.status).toBe(200);
    expect(wire<Saved>(updated).data.recordedTransaction.target.walletNumber).toMatch(ENC1);
    expect(updated.body.data.recordedTransaction.target.walletNumber).toBe('9876543210');

    type List = { data: { recordedTransactions: { id: string; target: Target }[] } };
    const list = await call<List>(base, '/api/DkAdc/GetRecordedTransactions', { credentials: retail });
    const byId = (body: List, id: string) => body.data.recordedTransactions.find((r) => r.id === id)!.target;
    const plains = [OTHER_IBAN, CARD, PHONE, '9876543210'];
    for (const [i, { field }] of targets.entries()) {
      expect(byId(wire<List>(list), ids[i]!)[field]).toMatch(ENC1);
      expect(byId(list.body, ids[i]!)[field]).toBe(plains[i]);
      expect(list.text).not.toContain(plains[i]);
    }
  });

  it('refuses a plain value, or one sealed for another field, in a nested request field', async () => {
    const before = (await server.db.select().from(registeredTransactions)).length;
    const plain = await postRaw('/DkAdc/SaveRecordedTransaction', { name: 'Düz', target: targets[0]!.target });
    expect(plain.status).toBe(400);
    expect(codeOf(plain)).toBe('transport.sensitiveFieldPlain');
    const wallet = await postRaw('/DkAdc/SaveRecordedTransaction', { name: 'Düz', target: targets[3]!.target });
    expect(codeOf(wallet)).toBe('transport.sensitiveFieldPlain');
    const key = keysForToken(retail.token)!.field;
    const moved = await postRaw('/DkAdc/SaveRecordedTransaction', {
      name: 'Taşınmış',
      target: {
        ...targets[0]!.target,
        iban: await encryptField(key, '/dkadc/saverecordedtransaction', 'cardNumber', OTHER_IBAN),
      },
    });
    expect(codeOf(moved)).toBe('transport.sensitiveFieldUndecryptable');
    expect((await server.db.select().from(registeredTransactions)).length).toBe(before);
  });
});

describe('transfers: receiver.iban', () => {
  it('GetTransfers (each element) and GetTransfer answer the receiver’s IBAN as ENC1, plain to the client', async () => {
    const [ayse] = await server.db.select().from(customers).where(eq(customers.customerNumber, '1000146'));
    const row = await insertTransfer(server.db, {
      kind: 'EFT_TO_IBAN',
      customerId: ayse!.id,
      transferType: 'EFT',
      details: {
        targetMode: 'IBAN',
        // Every stored receipt names its source account (the list names it again in the caller's language).
        source: { accountNumber: '1000146-1', name: 'Özel Cari Hesap', currency: 'TRY', availableBalance: '0.00' },
        receiver: { maskedName: 'Si*** Yö*****', iban: OTHER_IBAN },
      },
    });
    type List = { data: { transfers: { transferId?: string; receiver: { iban?: string } }[] } };
    const list = await call<List>(base, '/api/Transfer/GetTransfers?take=10', { credentials: retail });
    expect(list.status).toBe(200);
    // The seeded remittance by account number names no IBAN: every receiver that has one travels sealed.
    const onWire = wire<List>(list)
      .data.transfers.map((t) => t.receiver.iban)
      .filter((iban) => iban !== undefined);
    expect(onWire.length).toBeGreaterThan(0);
    for (const iban of onWire) expect(iban).toMatch(ENC1);
    expect(list.body.data.transfers.map((t) => t.receiver.iban)).toContain(OTHER_IBAN);
    expect(list.text).not.toContain(OTHER_IBAN);

    type One = { data: { receiver: { iban: string } } };
    const one = await call<One>(base, `/api/Transfer/GetTransfer/${row!.id}`, { credentials: retail });
    expect(wire<One>(one).data.receiver.iban).toMatch(ENC1);
    expect(one.body.data.receiver.iban).toBe(OTHER_IBAN);
  });
});
