import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url, utf8 } from '../src/contract/base64url';
import {
  decryptField,
  encryptField,
  importFieldKey,
  parseClientKey,
  transformMapped,
  type SensitiveMapping,
} from '../src/contract/sensitive-data';
import { canonicalString, deriveSigningKey, hashBody, signParts, verifyParts } from '../src/contract/signing';
import { openResponse, sealBody } from './crypto-fields';
import { createClientTransport } from './crypto-session';
import { signRequest } from './signing';
import { testBank } from './test-transport';
import { createTokenStore, memoryKeyValue } from './tokens';

const key = () => importFieldKey(crypto.getRandomValues(new Uint8Array(32)));
const LOGIN: SensitiveMapping = {
  methodPath: '/auth/initiallogin',
  requestSensitiveDataProperties: [
    { propertyName: 'identificationNumber', parentPropertyName: null },
    { propertyName: 'password', parentPropertyName: null },
  ],
  responseSensitiveDataProperties: [{ propertyName: 'phoneNumber', parentPropertyName: null }],
};
const ACCOUNTS: SensitiveMapping = {
  methodPath: '/deposit/getaccounts/',
  requestSensitiveDataProperties: [],
  responseSensitiveDataProperties: [{ propertyName: 'iban', parentPropertyName: 'accounts' }],
};

describe('ENC1 fields', () => {
  it('round-trips worker → server: the worker seals, the server side of the contract opens', async () => {
    const k = await key();
    const sealed = await sealBody(
      utf8('{"identificationNumber":"10000000146","password":"Demo1234","x":1}'),
      '/Auth/InitialLogin',
      LOGIN,
      k,
    );
    const body = JSON.parse(new TextDecoder().decode(sealed)) as Record<string, string>;
    expect(body.identificationNumber).toMatch(/^ENC1\.[A-Za-z0-9_-]+$/);
    expect(body.x).toBe(1);
    expect(await decryptField(k, '/auth/initiallogin', 'password', body.password)).toBe('Demo1234');
  });

  it('round-trips server → worker, each element of an array parent', async () => {
    const k = await key();
    const path = '/Deposit/GetAccounts/false';
    const data = { accounts: [{ iban: 'TR1' }, { iban: 'TR2' }] };
    await transformMapped(data, ACCOUNTS.responseSensitiveDataProperties, (v, name) =>
      encryptField(k, path, name, v as string),
    );
    expect(data.accounts.every((a) => a.iban.startsWith('ENC1.'))).toBe(true);
    // As the server sends it compressed: the browser decoded the body, the headers still say br.
    const response = new Response(JSON.stringify({ status: 'success', data }), {
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br', 'Server-Timing': 'app;dur=4.0' },
    });
    const opened = await openResponse(response, path, ACCOUNTS, k);
    expect(await opened!.json()).toEqual({ status: 'success', data: { accounts: [{ iban: 'TR1' }, { iban: 'TR2' }] } });
    // The rebuilt answer is plain JSON: no coding or length of the network's; other headers stay.
    expect(opened!.headers.get('Content-Encoding')).toBeNull();
    expect(opened!.headers.get('Server-Timing')).toBe('app;dur=4.0');
  });

  it('opens fields under a dotted parent for the page (each element of the arrays on the way)', async () => {
    const k = await key();
    const path = '/DkAdc/GetRecordedTransactions';
    const mapping: SensitiveMapping = {
      methodPath: '/dkadc/getrecordedtransactions',
      requestSensitiveDataProperties: [],
      responseSensitiveDataProperties: [
        { propertyName: 'iban', parentPropertyName: 'recordedTransactions.target' },
        { propertyName: 'cardNumber', parentPropertyName: 'recordedTransactions.target' },
      ],
    };
    const plain = { recordedTransactions: [{ target: { iban: 'TR1' } }, { target: { cardNumber: '4111' } }] };
    const data = structuredClone(plain);
    await transformMapped(data, mapping.responseSensitiveDataProperties, (v, name) =>
      encryptField(k, path, name, v as string),
    );
    expect(JSON.stringify(data)).not.toContain('TR1');
    const response = new Response(JSON.stringify({ status: 'success', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await (await openResponse(response, path, mapping, k))!.json()).toEqual({ status: 'success', data: plain });
  });

  it('fails on another path, another property, another key, or a flipped bit', async () => {
    const k = await key();
    const value = await encryptField(k, '/auth/initiallogin', 'password', 'secret');
    expect(await decryptField(k, '/auth/initiallogin', 'password', value)).toBe('secret');
    expect(await decryptField(k, '/auth/forgotpassword', 'password', value)).toBeUndefined();
    expect(await decryptField(k, '/auth/initiallogin', 'identificationNumber', value)).toBeUndefined();
    expect(await decryptField(await key(), '/auth/initiallogin', 'password', value)).toBeUndefined();
    const bytes = fromBase64Url(value.slice(5))!;
    bytes[20]! ^= 1;
    expect(await decryptField(k, '/auth/initiallogin', 'password', `ENC1.${toBase64Url(bytes)}`)).toBeUndefined();
    expect(await decryptField(k, '/auth/initiallogin', 'password', 'secret')).toBeUndefined();
  });

  it('wraps K so the bank key opens it (X-Client-Key)', async () => {
    const bank = await testBank();
    const transport = createClientTransport(createTokenStore(memoryKeyValue()), bank.mapping);
    await transport.mapping(() => Promise.reject(new Error('preloaded')));
    const keys = await transport.fresh();
    const parsed = parseClientKey(await transport.clientKey(keys))!;
    expect(parsed.keyId).toBe('test-key');
    const raw = new Uint8Array(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, bank.privateKey, parsed.wrapped));
    expect(raw).toEqual(keys.raw);
  });
});

describe('signing', () => {
  it('builds the canonical string: METHOD, PATH?QUERY, timestamp, trace id, body hash, by line feeds', async () => {
    expect(await hashBody(new Uint8Array(0))).toBe('47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU');
    expect(
      canonicalString({
        method: 'get',
        pathAndQuery: '/api/Deposit/GetAccounts/false?x=1',
        timestamp: '1700000000000',
        traceId: 't',
        bodyHash: 'h',
      }),
    ).toBe('GET\n/api/Deposit/GetAccounts/false?x=1\n1700000000000\nt\nh');
  });

  it('signs as the server verifies, over the body as sent', async () => {
    const raw = crypto.getRandomValues(new Uint8Array(32));
    const sign = await deriveSigningKey(raw);
    const headers = new Headers({ 'X-Trace-Id': 'trace-1' });
    const url = new URL('https://bank.example/api/auth/refreshSession');
    await signRequest(headers, { method: 'POST', url, body: utf8('{}') }, sign, 1_700_000_000_000);
    const parts = {
      method: 'POST',
      pathAndQuery: '/api/auth/refreshSession',
      timestamp: '1700000000000',
      traceId: 'trace-1',
      bodyHash: await hashBody(utf8('{}')),
    };
    expect(headers.get('X-Timestamp')).toBe('1700000000000');
    expect(headers.get('X-Signature')).toBe(await signParts(await deriveSigningKey(raw), parts));
    expect(await verifyParts(sign, parts, headers.get('X-Signature')!)).toBe(true);
    expect(
      await verifyParts(sign, { ...parts, bodyHash: await hashBody(utf8('{"a":1}')) }, headers.get('X-Signature')!),
    ).toBe(false);
  });
});
