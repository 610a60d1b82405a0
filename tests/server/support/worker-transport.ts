/**
 * What the service worker does to a call, for the server tests: the mapped fields encrypted
 * with K, X-Client-Key before login, X-Timestamp and X-Signature on signed calls, and the
 * mapped response fields decrypted. K follows the transaction tokens it was bound to.
 */
import { fromBase64Url, toBase64Url, utf8 } from '../../../src/contract/base64url';
import { Header } from '../../../src/contract/headers';
import {
  decryptField,
  encryptField,
  formatClientKey,
  importFieldKey,
  importWrappingKey,
  mappingFor,
  transformMapped,
  wrapRawKey,
  type SensitiveDataMapping,
  type SensitiveMapping,
  type WebCryptoKey,
} from '../../../src/contract/sensitive-data';
import { deriveSigningKey, hashBody, signParts } from '../../../src/contract/signing';

export interface ClientKeys {
  raw: Uint8Array<ArrayBuffer>;
  field: WebCryptoKey;
  sign: WebCryptoKey;
}

interface Bank {
  mapping: SensitiveDataMapping;
  publicKey: WebCryptoKey;
}

const banks = new Map<string, Promise<Bank>>();
const clocks = new Map<string, () => Date>();
const keysByToken = new Map<string, ClientKeys>();

/** The server's clock, so signatures are dated as the server sees time (tests move it). */
export const useServerClock = (base: string, now: () => Date) => void clocks.set(base, now);
export const serverNow = (base: string): number => (clocks.get(base) ?? (() => new Date()))().getTime();

export const bankOf = (base: string): Promise<Bank> => {
  let bank = banks.get(base);
  if (!bank) {
    bank = fetch(`${base}/api/Auth/GetSensitiveDataMapping`)
      .then((r) => r.json() as Promise<{ data: SensitiveDataMapping }>)
      .then(async ({ data }) => ({ mapping: data, publicKey: await importWrappingKey(data.publicKey) }));
    banks.set(base, bank);
  }
  return bank;
};

export const newClientKeys = async (raw = crypto.getRandomValues(new Uint8Array(32))): Promise<ClientKeys> => ({
  raw,
  field: await importFieldKey(raw),
  sign: await deriveSigningKey(raw),
});

export const keysForToken = (token: string | undefined) => (token ? keysByToken.get(token) : undefined);
export const bindKeys = (token: string, keys: ClientKeys) => void keysByToken.set(token, keys);

export const clientKeyHeader = async (base: string, keys: ClientKeys) => {
  const bank = await bankOf(base);
  return formatClientKey(bank.mapping.keyId, await wrapRawKey(bank.publicKey, keys.raw));
};

export const mappingOf = async (base: string, path: string): Promise<SensitiveMapping | undefined> =>
  mappingFor((await bankOf(base)).mapping.mappings, path);

export const sealJson = async (
  json: unknown,
  path: string,
  mapping: SensitiveMapping | undefined,
  key: WebCryptoKey,
) => {
  const copy = structuredClone(json);
  if (mapping)
    await transformMapped(copy, mapping.requestSensitiveDataProperties, (value, name) =>
      typeof value === 'string' ? encryptField(key, path, name, value) : Promise.resolve(value),
    );
  return copy;
};

export const openJson = async (
  body: unknown,
  path: string,
  mapping: SensitiveMapping | undefined,
  key: WebCryptoKey,
) => {
  if (!mapping || typeof body !== 'object' || body === null) return body;
  await transformMapped(
    (body as { data?: unknown }).data,
    mapping.responseSensitiveDataProperties,
    async (value, name) => (await decryptField(key, path, name, value)) ?? value,
  );
  return body;
};

export const signatureHeaders = async (
  keys: ClientKeys,
  request: { method: string; url: string; body: string; traceId: string; timestamp: number },
) => {
  const url = new URL(request.url);
  const timestamp = String(request.timestamp);
  const signature = await signParts(keys.sign, {
    method: request.method,
    pathAndQuery: url.pathname + url.search,
    timestamp,
    traceId: request.traceId,
    bodyHash: await hashBody(utf8(request.body)),
  });
  return { [Header.Timestamp]: timestamp, [Header.Signature]: signature, [Header.TraceId]: request.traceId };
};

export { fromBase64Url, toBase64Url };
