/**
 * Field encryption and request signing (contract.md, Sensitive data and Signing), after
 * authenticate. Customer calls only: an agent's calls carry no K and are not signed.
 * - signed calls (a session): X-Signature over the canonical string, X-Timestamp within
 *   60 s, a trace id not seen before; K is the one bound to the session at InitialLogin.
 * - pre-login calls of a mapped path: K from X-Client-Key; InitialLogin binds it to the session.
 * - mapped request fields must be ENC1 values and are decrypted before validation;
 *   mapped response fields (in the envelope's `data`) are encrypted.
 */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { Header } from '../../src/contract/headers';
import { MessageCode } from '../../src/contract/message-codes';
import {
  decryptField,
  encryptField,
  isEnc1,
  mappingFor,
  transformMapped,
  type SensitiveMapping,
} from '../../src/contract/sensitive-data';
import { SIGNATURE_WINDOW_MS, hashBody, verifyParts } from '../../src/contract/signing';
import { sessions } from '../db/schema';
import { SENSITIVE_DATA_MAPPINGS } from '../domain/sensitive-data-mapping';
import { sha256 } from '../domain/tokens';
import type { SessionKey } from '../domain/transport-keys';
import type { AppEnv, SessionRow } from '../http/context';
import { RequestError } from '../http/errors';

const INITIAL_LOGIN = '/auth/initiallogin';

const verifySignature = async (
  c: Context<AppEnv>,
  session: SessionRow,
  key: SessionKey | undefined,
  body: Uint8Array<ArrayBuffer>,
) => {
  const signature = c.req.header(Header.Signature);
  const timestamp = c.req.header(Header.Timestamp);
  const traceId = c.req.header(Header.TraceId);
  if (!signature || !timestamp || !traceId) throw new RequestError(401, [MessageCode.SignatureMissing]);
  const now = c.var.deps.now().getTime();
  if (!/^\d{1,15}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS)
    throw new RequestError(401, [MessageCode.SignatureExpired]);
  const url = new URL(c.req.url);
  const parts = { method: c.req.method, pathAndQuery: url.pathname + url.search, timestamp, traceId };
  const valid = key && (await verifyParts(key.sign, { ...parts, bodyHash: await hashBody(body) }, signature));
  if (!valid) throw new RequestError(401, [MessageCode.SignatureInvalid]);
  if (!c.var.deps.replay.firstUse(session.id, traceId, now))
    throw new RequestError(401, [MessageCode.SignatureReplayed]);
};

/** Decrypts the mapped fields of a JSON body; a plain or foreign value is a 400. */
const openBody = async (path: string, body: Uint8Array, mapping: SensitiveMapping, key: SessionKey | undefined) => {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined; // parseJsonBody answers malformed JSON
  }
  await transformMapped(json, mapping.requestSensitiveDataProperties, async (value, name) => {
    if (!isEnc1(value)) throw new RequestError(400, [MessageCode.SensitiveFieldPlain]);
    if (!key) throw new RequestError(400, [MessageCode.ClientKeyInvalid]);
    const plain = await decryptField(key.field, path, name, value);
    if (plain === undefined) throw new RequestError(400, [MessageCode.SensitiveFieldUndecryptable]);
    return plain;
  });
  return json;
};

const sealResponse = async (c: Context<AppEnv>, path: string, mapping: SensitiveMapping, key: SessionKey) => {
  if (!c.res.headers.get('Content-Type')?.includes('application/json')) return;
  const envelope = (await c.res.clone().json()) as { data?: unknown };
  if (typeof envelope !== 'object' || envelope === null) return;
  await transformMapped(envelope.data, mapping.responseSensitiveDataProperties, (value, name) =>
    typeof value === 'string' ? encryptField(key.field, path, name, value) : Promise.resolve(value),
  );
  const headers = new Headers(c.res.headers);
  headers.delete('Content-Length');
  c.res = new Response(JSON.stringify(envelope), { status: c.res.status, headers });
};

export const secureTransport = createMiddleware<AppEnv>(async (c, next) => {
  const { session, agent, deps } = c.var;
  if (agent) return next();
  const path = c.req.path.slice('/api'.length).toLowerCase();
  const mapping = mappingFor(SENSITIVE_DATA_MAPPINGS, path);
  if (!session && !mapping) return next();

  const clientKey = session ? session.clientKey : c.req.header(Header.ClientKey);
  const key = clientKey ? await deps.transport.sessionKey(clientKey) : undefined;
  if (!session && !key) throw new RequestError(400, [MessageCode.ClientKeyInvalid]);
  const body = new Uint8Array(await c.req.arrayBuffer());
  if (session) await verifySignature(c, session, key, body);
  if (mapping?.requestSensitiveDataProperties.length && body.length > 0)
    c.set('jsonBody', await openBody(path, body, mapping, key));

  await next();

  const token = c.res.headers.get(Header.TransactionToken);
  if (!session && path === INITIAL_LOGIN && token && clientKey)
    await deps.db
      .update(sessions)
      .set({ clientKey })
      .where(eq(sessions.tokenHash, sha256(token)));
  if (key && mapping?.responseSensitiveDataProperties.length) await sealResponse(c, path, mapping, key);
});
