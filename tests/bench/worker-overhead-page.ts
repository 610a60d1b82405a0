/**
 * Runs inside Chromium (bundled by worker-overhead.ts): the worker's own prepareRequest on
 * a signed 2 KB JSON call with mapped fields, and the decryption of a mapped answer.
 */
import { toBase64 } from '../../src/contract/base64url';
import { encryptField, type SensitiveDataMapping } from '../../src/contract/sensitive-data';
import { prepareRequest, type ProxyDeps } from '../../sw/api-proxy';
import { openResponse } from '../../sw/crypto-fields';
import { createClientTransport } from '../../sw/crypto-session';
import { createTokenStore, memoryKeyValue } from '../../sw/tokens';

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * p)]!;

const run = async (calls: number) => {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const field = (propertyName: string) => ({ propertyName, parentPropertyName: null });
  const mapping: SensitiveDataMapping = {
    keyId: 'bench',
    publicKey: toBase64(spki),
    mappings: [
      {
        methodPath: '/bench/transfer',
        requestSensitiveDataProperties: [field('receiverIban'), field('receiverName')],
        responseSensitiveDataProperties: [{ propertyName: 'iban', parentPropertyName: 'accounts' }],
      },
    ],
  };
  const tokens = createTokenStore(memoryKeyValue());
  await tokens.setTransactionToken('t'.repeat(43));
  const transport = createClientTransport(tokens, mapping);
  await transport.mapping(() => Promise.resolve(mapping));
  const keys = await transport.fresh();
  const deps: ProxyDeps = {
    tokens,
    transport,
    config: () => ({ language: 'tur', channel: 'Internet' }),
    device: async () => ({ os: 'Linux', brand: 'Chromium', model: 'Bench' }),
    fetch: () => Promise.reject(new Error('not used')),
    broadcast: async () => undefined,
  };
  const body = JSON.stringify({
    receiverIban: 'TR330006100519786457841326',
    receiverName: 'Ayşe Yılmaz',
    description: 'x'.repeat(1900),
    amount: '1250.00',
  });
  const url = 'http://localhost/api/Bench/Transfer';
  const prepare: number[] = [];
  for (let i = 0; i < calls + 50; i++) {
    const request = new Request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    const started = performance.now();
    await prepareRequest(request, deps);
    if (i >= 50) prepare.push(performance.now() - started); // the first 50 warm up
  }
  const ibans = await Promise.all(
    Array.from({ length: 10 }, () => encryptField(keys.field, '/bench/transfer', 'iban', 'TR330006100519786457841326')),
  );
  const answer = JSON.stringify({ status: 'success', data: { accounts: ibans.map((iban) => ({ iban })) } });
  const open: number[] = [];
  for (let i = 0; i < calls; i++) {
    const response = new Response(answer, { headers: { 'Content-Type': 'application/json' } });
    const started = performance.now();
    await openResponse(response, '/bench/transfer', mapping.mappings[0]!, keys.field);
    open.push(performance.now() - started);
  }
  const stats = (values: number[]) => ({ p50: percentile(values, 0.5), p95: percentile(values, 0.95) });
  return { bytes: body.length, prepare: stats(prepare), open: stats(open) };
};

(globalThis as unknown as { runBench: typeof run }).runBench = run;
