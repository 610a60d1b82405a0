/**
 * The bank's RSA-OAEP (SHA-256, 3072-bit) key pair that wraps each client's session key K.
 * Made once and kept in the database, so a restart keeps the keyId clients already hold.
 * Unwrapped session keys are cached by their X-Client-Key value (bounded).
 */
import { asc } from 'drizzle-orm';
import { fromBase64, toBase64, toBase64Url } from '../../../src/contract/base64url';
import { parseClientKey, type WebCryptoKey } from '../../../src/contract/sensitive-data';
import { sessionKeyOf, type SessionKey } from './field-crypto';
import type { DbOrTx } from '../../db/client';
import { transportKeys } from '../../db/schema/security';

export interface Transport {
  /** `{ keyId, publicKey }` for the mapping answer. */
  publicInfo(): Promise<{ keyId: string; publicKey: string }>;
  /** K of an X-Client-Key value, or undefined when it names another key or does not unwrap. */
  sessionKey(clientKey: string): Promise<SessionKey | undefined>;
}

const RSA = { name: 'RSA-OAEP', modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };
const CACHE_MAX = 10_000;

const makeKeyPair = async (now: Date) => {
  const pair = await crypto.subtle.generateKey(RSA, true, ['encrypt', 'decrypt']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', spki));
  const keyId = `rsa3072-${toBase64Url(digest.slice(0, 9))}`;
  return { keyId, publicKey: toBase64(spki), privateKey: toBase64(pkcs8), createdAt: now };
};

const loadOrCreate = async (db: DbOrTx, now: Date) => {
  const oldest = () => db.select().from(transportKeys).orderBy(asc(transportKeys.createdAt)).limit(1);
  const [existing] = await oldest();
  if (existing) return existing;
  await db
    .insert(transportKeys)
    .values(await makeKeyPair(now))
    .onConflictDoNothing();
  const [row] = await oldest();
  return row!;
};

export const createTransport = (db: DbOrTx, now: () => Date): Transport => {
  let loaded: Promise<{ keyId: string; publicKey: string; privateKey: WebCryptoKey }> | undefined;
  const load = () =>
    (loaded ??= loadOrCreate(db, now()).then(async (row) => ({
      keyId: row.keyId,
      publicKey: row.publicKey,
      privateKey: await crypto.subtle.importKey('pkcs8', fromBase64(row.privateKey)!, RSA, false, ['decrypt']),
    }))).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  const cache = new Map<string, Promise<SessionKey | undefined>>();

  const unwrap = async (clientKey: string): Promise<SessionKey | undefined> => {
    const parsed = parseClientKey(clientKey);
    const keys = await load();
    if (!parsed || parsed.keyId !== keys.keyId) return undefined;
    try {
      const raw = new Uint8Array(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, parsed.wrapped));
      if (raw.length !== 32) return undefined;
      return sessionKeyOf(raw);
    } catch {
      return undefined;
    }
  };

  return {
    publicInfo: async () => {
      const { keyId, publicKey } = await load();
      return { keyId, publicKey };
    },
    sessionKey(clientKey) {
      const hit = cache.get(clientKey);
      if (hit) return hit;
      const pending = unwrap(clientKey);
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(clientKey, pending);
      pending.then(
        (key) => void (key ? undefined : cache.delete(clientKey)),
        () => cache.delete(clientKey),
      );
      return pending;
    },
  };
};
