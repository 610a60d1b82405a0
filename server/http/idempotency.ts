/**
 * Idempotency (contract.md): every call that moves money or changes a product carries an
 * `Idempotency-Key` (UUID). The record — (customer, key, request digest, response) — is
 * claimed first and written in the same database transaction as the change, so:
 * - the same key with the same body returns the first response again and moves nothing;
 * - the same key with another body answers 409;
 * - two concurrent requests with one key: the second waits on the claim, then replays;
 * - a crash before commit leaves neither the change nor the record; after commit, both.
 * The verification fields (`otpReferenceKey`, `otpCode`) are not part of the digest: the
 * code dialog re-posts the same decision under the same key. A response that is not final
 * (a 201/202/203 challenge) is not stored, and a thrown refusal rolls the claim back, so a
 * retry of those runs again (nothing moved).
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { MessageCode } from '../../src/contract/message-codes';
import { VERIFICATION_FIELDS } from '../../src/contract/transfers';
import type { Db, Tx } from '../db/client';
import { idempotencyRecords } from '../db/schema';
import type { AppEnv } from './context';
import { RequestError } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Records are kept at least this long (contract: 24 hours); older ones are purged. */
export const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const CHALLENGE_CODES: ReadonlySet<number> = new Set([
  ActionCode.TransactionOtp,
  ActionCode.TransactionPush,
  ActionCode.TransactionEmail,
]);

export interface StoredResponse {
  status: 200;
  body: { actionCode: number } & Record<string, unknown>;
}

/** Canonical JSON: object keys sorted, so the digest does not depend on key order. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/** SHA-256 over method, path and the body without the verification fields. */
export const requestDigest = (method: string, path: string, body: unknown): string => {
  const decision =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(
          Object.entries(body as Record<string, unknown>).filter(
            ([k]) => !(VERIFICATION_FIELDS as readonly string[]).includes(k),
          ),
        )
      : body;
  return createHash('sha256')
    .update(`${method}\n${path}\n${canonical(decision)}`)
    .digest('hex');
};

/** The request's key; 400 when missing or not a UUID. */
export const idempotencyKeyOf = (c: Context<AppEnv>): string => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (!key || !UUID.test(key)) throw new RequestError(400, [MessageCode.IdempotencyKeyMissing]);
  return key.toLowerCase();
};

class ClaimTaken extends Error {}

const findRecord = (db: Db, customerId: string, key: string) =>
  db
    .select()
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.customerId, customerId), eq(idempotencyRecords.key, key)))
    .then((rows) => rows[0]);

const replay = (record: typeof idempotencyRecords.$inferSelect, digest: string): StoredResponse => {
  if (record.requestDigest !== digest) throw new RequestError(409, [MessageCode.IdempotencyConflict]);
  return { status: 200, body: record.responseBody as StoredResponse['body'] };
};

/**
 * Runs `work` once per (customer, key): in one database transaction with the record's claim.
 * `body` is the decrypted request body (what the digest covers).
 */
export const runIdempotent = async (
  c: Context<AppEnv>,
  body: unknown,
  work: (tx: Tx) => Promise<StoredResponse['body']>,
  options: {
    /**
     * The request can only answer a challenge (201/202/203: Execute without a verification
     * answer): a finished decision is still replayed, but nothing is claimed, since nothing
     * would be stored and nothing moves.
     */
    challengeOnly?: boolean;
  } = {},
): Promise<StoredResponse> => {
  const { db } = c.var.deps;
  const customerId = c.var.session!.customerId;
  const key = idempotencyKeyOf(c);
  const method = c.req.method;
  const path = c.req.path.toLowerCase();
  const digest = requestDigest(method, path, body);

  const existing = await findRecord(db, customerId, key);
  if (existing) return replay(existing, digest);
  if (options.challengeOnly) {
    const challenge = await db.transaction(work);
    if (!CHALLENGE_CODES.has(challenge.actionCode))
      throw new Error('a challenge-only request answered a final response');
    return { status: 200, body: challenge };
  }

  try {
    const responseBody = await db.transaction(async (tx) => {
      // The claim: a concurrent request with the same key waits here until this one commits or rolls back.
      const claimed = await tx
        .insert(idempotencyRecords)
        .values({
          customerId,
          key,
          method,
          path,
          requestDigest: digest,
          responseStatus: 200,
          responseBody: {},
          createdAt: c.var.deps.now(),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyRecords.key });
      if (claimed.length === 0) throw new ClaimTaken();
      const result = await work(tx);
      const where = and(eq(idempotencyRecords.customerId, customerId), eq(idempotencyRecords.key, key));
      if (CHALLENGE_CODES.has(result.actionCode)) await tx.delete(idempotencyRecords).where(where);
      else await tx.update(idempotencyRecords).set({ responseBody: result }).where(where);
      return result;
    });
    return { status: 200, body: responseBody };
  } catch (error) {
    if (!(error instanceof ClaimTaken)) throw error;
    const winner = await findRecord(db, customerId, key);
    if (!winner) throw new RequestError(409, [MessageCode.IdempotencyConflict]);
    return replay(winner, digest);
  }
};

/** Drops records past the retention (run now and then by the server). */
export const purgeIdempotencyRecords = (db: Db, now: Date) =>
  db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
