/**
 * Keys the bank derives from its transport private key (kept in the database) for secrets it must be
 * able to recompute but never store: a virtual card's CVV, an open-banking authorisation code. Each is
 * SHA-256 over a label and the bank's oldest transport private key (the one it uses); a process keeps
 * the result until that key changes.
 */
import { createHash, createHmac } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transportKeys } from '../../db/schema/security';

export type DerivedKeyLabel = 'emanet-virtual-card-cvv' | 'emanet-open-banking-code';

const cache = new Map<DerivedKeyLabel, { privateKey: string; key: Buffer }>();

export const derivedKey = async (db: DbOrTx, label: DerivedKeyLabel): Promise<Buffer> => {
  const [row] = await db
    .select({ privateKey: transportKeys.privateKey })
    .from(transportKeys)
    .orderBy(asc(transportKeys.createdAt))
    .limit(1);
  if (!row) throw new Error('the transport key is made at start');
  const cached = cache.get(label);
  if (cached?.privateKey === row.privateKey) return cached.key;
  const key = createHash('sha256').update(`${label}\u0000`).update(row.privateKey).digest();
  cache.set(label, { privateKey: row.privateKey, key });
  return key;
};

/** HMAC-SHA256 of a text under a derived key. */
export const macOf = (key: Buffer, text: string): Buffer => createHmac('sha256', key).update(text).digest();
