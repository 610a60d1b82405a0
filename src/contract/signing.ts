import { fromBase64Url, toBase64Url, utf8 } from './base64url';
import type { WebCryptoKey } from './sensitive-data';

/**
 * Request signing (contract.md, Signing). PATH?QUERY is the URL's path as sent, `/api`
 * included, case kept, plus `?query` when there is one (`/api/Deposit/GetAccounts/false`).
 */
export const SIGNATURE_WINDOW_MS = 60_000;

export interface SignedParts {
  method: string;
  /** `url.pathname + url.search`. */
  pathAndQuery: string;
  timestamp: string;
  traceId: string;
  /** base64url(SHA-256(body bytes)); an empty body hashes the empty string. */
  bodyHash: string;
}

export const canonicalString = (parts: SignedParts): string =>
  [parts.method.toUpperCase(), parts.pathAndQuery, parts.timestamp, parts.traceId, parts.bodyHash].join('\n');

export const hashBody = async (body: Uint8Array<ArrayBuffer>): Promise<string> =>
  toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', body)));

/** HKDF-SHA256(K, salt empty, info "sign") → a 256-bit HMAC-SHA256 key. */
export const deriveSigningKey = async (raw: Uint8Array<ArrayBuffer>): Promise<WebCryptoKey> => {
  const base = await crypto.subtle.importKey('raw', raw, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: utf8('sign') },
    base,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  );
};

export const signParts = async (key: WebCryptoKey, parts: SignedParts): Promise<string> =>
  toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(canonicalString(parts)))));

/** Constant-time check (WebCrypto's verify). */
export const verifyParts = async (key: WebCryptoKey, parts: SignedParts, signature: string): Promise<boolean> => {
  const bytes = fromBase64Url(signature);
  if (!bytes || bytes.length !== 32) return false;
  return crypto.subtle.verify('HMAC', key, bytes, utf8(canonicalString(parts)));
};
