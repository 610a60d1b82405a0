/**
 * Idempotency (contract.md): every call that moves money or changes a product carries an
 * `Idempotency-Key` (UUID), and the request's digest binds the key to one body. The decision
 * flow (server/domain/decisions) keeps (customer, key, digest, outcome) and replays the first
 * final answer. The verification fields (`otpReferenceKey`, `otpCode`) are not part of the
 * digest: the code dialog re-posts the same decision under the same key.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { Header } from '../../src/contract/headers';
import { UUID_PATTERN } from '../../src/contract/id-patterns';
import { MessageCode } from '../../src/contract/message-codes';
import { VERIFICATION_FIELDS } from '../../src/contract/transfers';
import type { AppEnv } from './context';
import { RequestError } from './errors';

/** The header's key when it is a UUID (lower case), else undefined. */
export const idempotencyKeyHeader = (c: Context<AppEnv>): string | undefined => {
  const key = c.req.header(Header.IdempotencyKey);
  return key && UUID_PATTERN.test(key) ? key.toLowerCase() : undefined;
};

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
  const key = idempotencyKeyHeader(c);
  if (!key) throw new RequestError(400, [{ code: MessageCode.IdempotencyKeyMissing, field: Header.IdempotencyKey }]);
  return key;
};
