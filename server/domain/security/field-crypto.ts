/**
 * The server's side of field encryption and request signing (contract.md), with Node's crypto:
 * the same formats as the service worker's WebCrypto (src/contract/sensitive-data.ts, signing.ts),
 * done synchronously, without a promise or a thread-pool job per field. The server tests talk to
 * it through the worker's own code, so the two stay one format.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import {
  ENC1_PREFIX,
  fieldAad,
  isEnc1,
  mappedHolders,
  type SensitiveProperty,
} from '../../../src/contract/sensitive-data';
import { SIGNATURE_WINDOW_MS, canonicalString, type SignedParts } from '../../../src/contract/signing';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** K of a session: the AES-256-GCM key of its fields, and the HMAC key of its signatures. */
export interface SessionKey {
  field: Buffer;
  /** HKDF-SHA256(K, salt empty, info "sign"), 32 bytes. */
  sign: Buffer;
}

export const sessionKeyOf = (raw: Uint8Array): SessionKey => ({
  field: Buffer.from(raw),
  sign: Buffer.from(hkdfSync('sha256', raw, new Uint8Array(0), 'sign', 32)),
});

const decode = (text: string): Buffer | undefined =>
  BASE64URL.test(text) && text.length % 4 !== 1 ? Buffer.from(text, 'base64url') : undefined;

/** base64url(SHA-256(body)); the empty body hashes the empty string. */
export const bodyHash = (body: Uint8Array): string => createHash('sha256').update(body).digest('base64url');

/** `X-Timestamp`: Unix time in milliseconds, decimal. */
export const TIMESTAMP_PATTERN = /^\d{1,15}$/;

/** Whether an `X-Timestamp` is one, within the signature window of the server's clock. */
export const timestampInWindow = (timestamp: string, nowMs: number): boolean =>
  TIMESTAMP_PATTERN.test(timestamp) && Math.abs(nowMs - Number(timestamp)) <= SIGNATURE_WINDOW_MS;

/** Whether `signature` is the HMAC of the parts (compared in constant time). */
export const signatureValid = (key: SessionKey, parts: SignedParts, signature: string): boolean => {
  const given = decode(signature);
  if (!given || given.length !== 32) return false;
  return timingSafeEqual(given, createHmac('sha256', key.sign).update(canonicalString(parts)).digest());
};

/** `ENC1.<base64url(iv || ciphertext || tag)>`, a fresh iv each time, the path and property as AAD. */
export const sealField = (key: SessionKey, path: string, propertyName: string, plain: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.field, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(fieldAad(path, propertyName));
  const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return ENC1_PREFIX + sealed.toString('base64url');
};

/** The plain text of an `ENC1.` value, or undefined when it is not one or does not authenticate. */
export const openField = (key: SessionKey, path: string, propertyName: string, value: unknown): string | undefined => {
  if (!isEnc1(value)) return undefined;
  const bytes = decode(value.slice(ENC1_PREFIX.length));
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.field, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(fieldAad(path, propertyName));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
};

/**
 * Replaces, in place, every present value the rules name (contract's `mappedHolders` walk):
 * `change` answers the new value (it is told the rule's parent too, to name a field it refuses).
 * Requests: the JSON body; responses: the envelope's `data`.
 */
export const mapFields = (
  root: unknown,
  properties: readonly SensitiveProperty[],
  change: (value: unknown, propertyName: string, parentPropertyName: string | null) => unknown,
): void => {
  for (const { propertyName, parentPropertyName } of properties)
    for (const holder of mappedHolders(root, parentPropertyName)) {
      const value = holder[propertyName];
      if (value !== undefined && value !== null) holder[propertyName] = change(value, propertyName, parentPropertyName);
    }
};
