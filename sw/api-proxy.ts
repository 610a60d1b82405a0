import * as v from 'valibot';
import { Channel, Header, type Language } from '../src/contract/headers';
import { AUTHORIZATION_MISSING_TEXT, MessageCode } from '../src/contract/message-codes';
import { ActionCode } from '../src/contract/action-codes';
import { serviceEnvelope, serviceEnvelopeSchema } from '../src/contract/envelope';
import {
  mappingFor,
  SensitiveDataMappingSchema,
  type SensitiveDataMapping,
  type SensitiveMapping,
  type WebCryptoKey,
} from '../src/contract/sensitive-data';
import { openResponse, sealBody } from './crypto-fields';
import type { ClientTransport } from './crypto-session';
import { signRequest } from './signing';
import type { WorkerToPage } from '../src/contract/sw-messages';
import type { DeviceInfo } from './device';
import { buildHeaders, credentialFor } from './headers';
import type { TokenStore } from './tokens';

/** What handleApi needs from the worker; tests pass their own. */
export interface ProxyDeps {
  tokens: TokenStore;
  config: () => { language: Language; channel: Channel };
  device: () => Promise<DeviceInfo>;
  fetch: (request: Request) => Promise<Response>;
  broadcast: (message: WorkerToPage) => Promise<void>;
  /** The bank's mapping and key, and K (customer mode). */
  transport: ClientTransport;
}

const API_PREFIX = '/api';

const json = (body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The worker's own answer when a call needs a token it does not hold (contract.md, Headers). */
export const authorizationMissing = (): Response =>
  json(
    serviceEnvelope(null, {
      status: 'error',
      messages: [{ code: MessageCode.AuthorizationMissing, text: AUTHORIZATION_MISSING_TEXT }],
      actionCode: ActionCode.Login,
    }),
    401,
  );

/** What the response side needs to know about a prepared call. */
export interface Prepared {
  request: Request;
  /** Set when mapped response fields are to be decrypted. */
  open?: { path: string; mapping: SensitiveMapping; key: WebCryptoKey };
}

const MAPPING_PATH = '/auth/getsensitivedatamapping';
const INITIAL_LOGIN = '/auth/initiallogin';

const loadMapping = (deps: ProxyDeps, origin: string) => async (): Promise<SensitiveDataMapping> => {
  const { language, channel } = deps.config();
  const headers = buildHeaders(
    { path: MAPPING_PATH, language, channel, device: await deps.device() },
    { kind: 'unprotected' },
  );
  const response = await deps.fetch(new Request(`${origin}${API_PREFIX}/Auth/GetSensitiveDataMapping`, { headers }));
  const envelope = v.parse(serviceEnvelopeSchema(SensitiveDataMappingSchema), await response.json());
  if (!envelope.data) throw new Error('no sensitive data mapping');
  return envelope.data;
};

/** The worker's answer when the bank's mapping or key cannot be had or a field does not decrypt. */
const transportError = (code: string, status = 500): Response =>
  json(serviceEnvelope(null, { status: 'error', messages: [{ code, text: '' }] }), status);

/**
 * Turns the page's plain request into the one the server expects: the contract headers,
 * and in customer mode the sensitive fields encrypted with K, X-Client-Key before login
 * and the signature on signed calls. CallCenter calls carry the agent token only.
 */
export const prepareRequest = async (request: Request, deps: ProxyDeps): Promise<Prepared | Response> => {
  const url = new URL(request.url);
  const path = url.pathname.slice(API_PREFIX.length);
  const { language, channel } = deps.config();
  const credential = credentialFor({
    path,
    channel,
    transactionToken: await deps.tokens.transactionToken(),
    agentToken: await deps.tokens.agentToken(),
  });
  if (!credential) return authorizationMissing();
  const headers = buildHeaders(
    { path, language, channel, device: await deps.device(), pageHeaders: request.headers },
    credential,
  );
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let body = new Uint8Array(hasBody ? await request.arrayBuffer() : new ArrayBuffer(0));
  let open: Prepared['open'];
  if (channel === Channel.Internet && path.toLowerCase() !== MAPPING_PATH) {
    let mapping: SensitiveMapping | undefined;
    try {
      mapping = mappingFor((await deps.transport.mapping(loadMapping(deps, url.origin))).data.mappings, path);
    } catch {
      // Without the mapping a body could carry a sensitive field in clear: send none.
      if (hasBody) return transportError(MessageCode.TransportUnavailable, 503);
    }
    const signed = credential.kind === 'transaction';
    const keys = signed
      ? await deps.transport.current()
      : mapping && (path.toLowerCase() === INITIAL_LOGIN || !(await deps.transport.current()))
        ? await deps.transport.fresh()
        : mapping && (await deps.transport.current());
    if (keys && mapping) {
      body = await sealBody(body, path, mapping, keys.field);
      open = { path, mapping, key: keys.field };
      if (!signed) headers.set(Header.ClientKey, await deps.transport.clientKey(keys));
    }
    if (signed && keys) await signRequest(headers, { method: request.method, url, body }, keys.sign);
  }
  const prepared = new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? body : undefined,
    credentials: 'include',
    cache: 'no-store',
    redirect: 'error',
  });
  return { request: prepared, open };
};

/** Stores a rotated transaction token and hands the page a response without it. */
const takeToken = async (response: Response, deps: ProxyDeps): Promise<Response> => {
  const token = response.headers.get(Header.TransactionToken);
  if (token === null) return response;
  if (token) await deps.tokens.setTransactionToken(token);
  const headers = new Headers(response.headers);
  headers.delete(Header.TransactionToken);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

const isLogout = (request: Request) => new URL(request.url).pathname.toLowerCase() === `${API_PREFIX}/auth/logout`;

/** Every same-origin `/api/` request of a controlled page comes through here. */
export const handleApi = async (request: Request, deps: ProxyDeps): Promise<Response> => {
  const prepared = await prepareRequest(request, deps);
  if (prepared instanceof Response) return prepared;
  const response = await deps.fetch(prepared.request);
  if (response.status === 401) {
    await deps.tokens.clear();
    await deps.broadcast({ type: 'unauthorized' });
    const headers = new Headers(response.headers);
    headers.delete(Header.TransactionToken);
    return new Response(response.body, { status: 401, statusText: response.statusText, headers });
  }
  const taken = await takeToken(response, deps);
  const { open } = prepared;
  const answer = open ? await openResponse(taken, open.path, open.mapping, open.key) : taken;
  if (!answer) return transportError(MessageCode.SensitiveFieldUndecryptable);
  if (isLogout(request) && answer.ok) await deps.tokens.clear();
  return answer;
};
