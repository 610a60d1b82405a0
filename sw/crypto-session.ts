import { fromBase64Url, toBase64Url } from '../src/contract/base64url';
import {
  formatClientKey,
  importFieldKey,
  importWrappingKey,
  wrapRawKey,
  type SensitiveDataMapping,
  type WebCryptoKey,
} from '../src/contract/sensitive-data';
import { deriveSigningKey } from '../src/contract/signing';
import type { TokenStore } from './tokens';

/** K ready for use: the field key, the signing key and the X-Client-Key value. */
export interface SessionKeys {
  field: WebCryptoKey;
  sign: WebCryptoKey;
  raw: Uint8Array<ArrayBuffer>;
}

/**
 * The customer's transport secrets in the worker: the bank's mapping and public key
 * (loaded once, before login) and the session key K (one per login, kept in the token
 * store). CallCenter mode never uses it.
 */
export const createClientTransport = (tokens: TokenStore, preloaded?: SensitiveDataMapping) => {
  let mapping: Promise<{ data: SensitiveDataMapping; publicKey: WebCryptoKey }> | undefined;
  const derived = new Map<string, Promise<SessionKeys>>();

  const keysOf = (encoded: string): Promise<SessionKeys> => {
    let hit = derived.get(encoded);
    if (!hit) {
      const raw = fromBase64Url(encoded)!;
      hit = Promise.all([importFieldKey(raw), deriveSigningKey(raw)]).then(([field, sign]) => ({ field, sign, raw }));
      derived.clear(); // one session at a time
      derived.set(encoded, hit);
    }
    return hit;
  };

  const loadWith = (load: () => Promise<SensitiveDataMapping>) =>
    (mapping ??= (preloaded ? Promise.resolve(preloaded) : load())
      .then(async (data) => ({ data, publicKey: await importWrappingKey(data.publicKey) }))
      .catch((error: unknown) => {
        mapping = undefined; // try again on the next call
        throw error;
      }));

  return {
    mapping: loadWith,
    /** K of the current session, if any. */
    async current(): Promise<SessionKeys | undefined> {
      const encoded = await tokens.sessionKey();
      return encoded ? keysOf(encoded) : undefined;
    },
    /** A fresh random K, stored with the tokens. */
    async fresh(): Promise<SessionKeys> {
      const encoded = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
      await tokens.setSessionKey(encoded);
      return keysOf(encoded);
    },
    /** `<keyId>.<base64url(RSA-OAEP(K))>`; needs the mapping loaded. */
    async clientKey(keys: SessionKeys): Promise<string> {
      const { data, publicKey } = await mapping!;
      return formatClientKey(data.keyId, await wrapRawKey(publicKey, keys.raw));
    },
  };
};

export type ClientTransport = ReturnType<typeof createClientTransport>;
