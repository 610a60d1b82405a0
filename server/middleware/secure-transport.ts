/**
 * Field encryption and request signing (contract.md, Sensitive data and Signing), after
 * authenticate. Customer calls only: an agent's calls carry no K and are not signed.
 * - signed calls (a session): X-Signature over the canonical string, X-Timestamp within
 *   60 s, a trace id not seen before; K is the one bound to the session at InitialLogin.
 * - pre-login calls of a mapped path: K from X-Client-Key; InitialLogin binds it to the session.
 * - mapped request fields must be ENC1 values and are decrypted before validation;
 *   mapped response fields (in the envelope's `data`) are encrypted.
 */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { Header } from '../../src/contract/headers';
import { MessageCode } from '../../src/contract/message-codes';
import { isEnc1, mappingFor, type SensitiveMapping } from '../../src/contract/sensitive-data';
import { bindClientKey } from '../domain/auth/customer-profile';
import {
  bodyHash,
  mapFields,
  openField,
  sealField,
  signatureValid,
  timestampInWindow,
  type SessionKey,
} from '../domain/security/field-crypto';
import { SENSITIVE_DATA_MAPPINGS } from '../domain/security/sensitive-data-mapping';
import type { Session } from '../domain/auth/sessions';
import type { AppEnv } from '../http/context';
import { RequestError, invalidField } from '../http/errors';

const INITIAL_LOGIN = '/auth/initiallogin';

const verifySignature = async (
  c: Context<AppEnv>,
  session: Session,
  key: SessionKey | undefined,
  body: Uint8Array<ArrayBuffer>,
) => {
  const signature = c.req.header(Header.Signature);
  const timestamp = c.req.header(Header.Timestamp);
  const traceId = c.req.header(Header.TraceId);
  if (!signature || !timestamp || !traceId) throw new RequestError(401, [MessageCode.SignatureMissing]);
  // Signatures carry the client's clock: compared with the base clock, not the sandbox's moved one.
  const now = (c.var.deps.clock?.base ?? c.var.deps.now)().getTime();
  if (!timestampInWindow(timestamp, now)) throw new RequestError(401, [MessageCode.SignatureExpired]);
  const url = new URL(c.req.url);
  const parts = { method: c.req.method, pathAndQuery: url.pathname + url.search, timestamp, traceId };
  const valid = key && signatureValid(key, { ...parts, bodyHash: bodyHash(body) }, signature);
  if (!valid) throw new RequestError(401, [MessageCode.SignatureInvalid]);
  const fresh = c.var.freshTrace ?? (await c.var.deps.replay.firstUse(session.id, traceId, now));
  if (!fresh) throw new RequestError(401, [MessageCode.SignatureReplayed]);
};

/** Parses a JSON body and decrypts its mapped fields; a plain or foreign value is a 400. */
const openBody = (
  path: string,
  body: Uint8Array,
  properties: SensitiveMapping['requestSensitiveDataProperties'],
  key: SessionKey | undefined,
) => {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined; // parseJsonBody answers malformed JSON
  }
  mapFields(json, properties, (value, name, parent) => {
    const field = parent ? `${parent}.${name}` : name;
    if (!isEnc1(value)) throw invalidField(field, MessageCode.SensitiveFieldPlain);
    if (!key) throw invalidField(Header.ClientKey, MessageCode.ClientKeyInvalid);
    const plain = openField(key, path, name, value);
    if (plain === undefined) throw invalidField(field, MessageCode.SensitiveFieldUndecryptable);
    return plain;
  });
  return json;
};

/**
 * Seals the mapped fields of every JSON answer as it is rendered: `c.json` encrypts the envelope's
 * `data` before serialising it, so no answer is parsed and written a second time.
 */
const sealAnswers = (c: Context<AppEnv>, path: string, mapping: SensitiveMapping, key: SessionKey) => {
  const render = c.json.bind(c) as (...args: unknown[]) => Response;
  c.json = ((object: unknown, ...rest: unknown[]) => {
    if (typeof object === 'object' && object !== null && 'data' in object)
      mapFields(object.data, mapping.responseSensitiveDataProperties, (value, name) =>
        typeof value === 'string' ? sealField(key, path, name, value) : value,
      );
    return render(object, ...rest);
  }) as typeof c.json;
};

export const secureTransport = createMiddleware<AppEnv>(async (c, next) => {
  const { session, agent, deps } = c.var;
  if (agent) return next();
  const path = c.req.path.slice('/api'.length).toLowerCase();
  const mapping = mappingFor(SENSITIVE_DATA_MAPPINGS, path);
  if (!session && !mapping) return next();

  const clientKey = session ? session.clientKey : c.req.header(Header.ClientKey);
  const key = clientKey ? await deps.transport.sessionKey(clientKey) : undefined;
  if (!session && !key) throw invalidField(Header.ClientKey, MessageCode.ClientKeyInvalid);
  const body = new Uint8Array(await c.req.arrayBuffer());
  if (session) await verifySignature(c, session, key, body);
  // The body is read and parsed once here (its mapped fields decrypted); parseJsonBody validates it.
  if (body.length > 0) c.set('jsonBody', openBody(path, body, mapping?.requestSensitiveDataProperties ?? [], key));
  if (key && mapping?.responseSensitiveDataProperties.length) sealAnswers(c, path, mapping, key);

  await next();

  const token = c.res.headers.get(Header.TransactionToken);
  if (!session && path === INITIAL_LOGIN && token && clientKey) await bindClientKey(deps.db, token, clientKey);
});
