import * as v from 'valibot';
import { fromBase64, fromBase64Url, toBase64Url, utf8 } from './base64url';

/**
 * Field encryption (contract.md, Sensitive data): the mapping's shape, the `ENC1.` format,
 * its additional authenticated data and the walk over mapped fields. One implementation
 * for the service worker and the server; WebCrypto is a global in both.
 */
export type WebCryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export const SensitivePropertySchema = v.object({
  propertyName: v.string(),
  /** Null at the top; a name or a dotted path from the root (`recordedTransactions.target`). */
  parentPropertyName: v.nullable(v.string()),
});
export type SensitiveProperty = v.InferOutput<typeof SensitivePropertySchema>;

export const SensitiveMappingSchema = v.object({
  /** Lower-cased `/api`-less path; an entry ending in `/` is a prefix (`/deposit/getaccounts/`). */
  methodPath: v.string(),
  requestSensitiveDataProperties: v.array(SensitivePropertySchema),
  responseSensitiveDataProperties: v.array(SensitivePropertySchema),
});
export type SensitiveMapping = v.InferOutput<typeof SensitiveMappingSchema>;

/** `data` of `GET /Auth/GetSensitiveDataMapping`. */
export const SensitiveDataMappingSchema = v.object({
  keyId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  publicKey: v.string(),
  mappings: v.array(SensitiveMappingSchema),
});
export type SensitiveDataMapping = v.InferOutput<typeof SensitiveDataMappingSchema>;

/** The mapping entry of a path (`/api`-less, any case, no query), if any. */
export const mappingFor = (mappings: readonly SensitiveMapping[], path: string): SensitiveMapping | undefined => {
  const p = path.toLowerCase();
  return mappings.find((m) => (m.methodPath.endsWith('/') ? p.startsWith(m.methodPath) : p === m.methodPath));
};

export const ENC1_PREFIX = 'ENC1.';
export const isEnc1 = (value: unknown): value is string => typeof value === 'string' && value.startsWith(ENC1_PREFIX);
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AAD: UTF-8 of the lower-cased `/api`-less path (no query), a line feed, and the property name. */
export const fieldAad = (path: string, propertyName: string): Uint8Array<ArrayBuffer> =>
  utf8(`${path.toLowerCase()}\n${propertyName}`);

/** K as an AES-256-GCM key (32 raw bytes). */
export const importFieldKey = (raw: Uint8Array<ArrayBuffer>): Promise<WebCryptoKey> =>
  crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);

/** `ENC1.<base64url(iv || ciphertext || tag)>`, a fresh 12-byte iv each time. */
export const encryptField = async (key: WebCryptoKey, path: string, propertyName: string, plain: string) => {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: fieldAad(path, propertyName), tagLength: TAG_BYTES * 8 },
    key,
    utf8(plain),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return ENC1_PREFIX + toBase64Url(out);
};

/** The plain text of an `ENC1.` value, or undefined when it is not one or does not authenticate. */
export const decryptField = async (
  key: WebCryptoKey,
  path: string,
  propertyName: string,
  value: unknown,
): Promise<string | undefined> => {
  if (!isEnc1(value)) return undefined;
  const bytes = fromBase64Url(value.slice(ENC1_PREFIX.length));
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: fieldAad(path, propertyName), tagLength: 128 },
      key,
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return undefined;
  }
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The objects a `parentPropertyName` names under `root`: `root` itself for null, else the
 * dotted path of property names walked from `root` (`transfers.receiver`), each array on
 * the way standing for its object elements. A plain name is the one-level case.
 */
export const mappedHolders = (root: unknown, parentPropertyName: string | null): Json[] => {
  let level: unknown[] = [root];
  for (const name of parentPropertyName === null ? [] : parentPropertyName.split('.'))
    level = level.flatMap((holder) => {
      const next = isObject(holder) ? holder[name] : undefined;
      return Array.isArray(next) ? next : [next];
    });
  return level.filter(isObject);
};

/**
 * Replaces, in place, every present (not null/undefined) value the rules name: `propertyName`
 * of each object `mappedHolders` finds. The AAD stays `<path>\n<propertyName>` (the parent is
 * not part of it). Requests: `root` is the JSON body; responses: the envelope's `data`.
 */
export const transformMapped = async (
  root: unknown,
  properties: readonly SensitiveProperty[],
  change: (value: unknown, propertyName: string) => Promise<unknown>,
): Promise<void> => {
  const jobs: Promise<void>[] = [];
  for (const { propertyName, parentPropertyName } of properties)
    for (const holder of mappedHolders(root, parentPropertyName)) {
      const value = holder[propertyName];
      if (value === undefined || value === null) continue;
      jobs.push(change(value, propertyName).then((next) => void (holder[propertyName] = next)));
    }
  await Promise.all(jobs);
};

/** `X-Client-Key: <keyId>.<base64url(RSA-OAEP-SHA256(K))>`. */
export const formatClientKey = (keyId: string, wrapped: Uint8Array) => `${keyId}.${toBase64Url(wrapped)}`;
export const parseClientKey = (header: string): { keyId: string; wrapped: Uint8Array<ArrayBuffer> } | undefined => {
  const dot = header.indexOf('.');
  const wrapped = dot > 0 ? fromBase64Url(header.slice(dot + 1)) : undefined;
  return wrapped && wrapped.length > 0 ? { keyId: header.slice(0, dot), wrapped } : undefined;
};

/** The bank's public key (SPKI, base64) for wrapping K. */
export const importWrappingKey = (spkiBase64: string): Promise<WebCryptoKey> => {
  const spki = fromBase64(spkiBase64);
  if (!spki) throw new Error('publicKey is not base64');
  return crypto.subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
};

/** RSA-OAEP (SHA-256, no label) of the 32 raw bytes of K. */
export const wrapRawKey = async (publicKey: WebCryptoKey, raw: Uint8Array<ArrayBuffer>): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, raw));
