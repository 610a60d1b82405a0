import { Header, type Channel, type Language } from '../src/contract/headers';
import { AUTHORIZATION_MISSING_TEXT, MessageCode } from '../src/contract/message-codes';
import { ActionCode } from '../src/contract/action-codes';
import type { ServiceEnvelope } from '../src/contract/envelope';
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
}

const API_PREFIX = '/api';

const json = (body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The worker's own answer when a call needs a token it does not hold (contract.md, Headers). */
export const authorizationMissing = (): Response =>
  json(
    {
      status: 'error',
      data: null,
      messages: [{ code: MessageCode.AuthorizationMissing, text: AUTHORIZATION_MISSING_TEXT }],
      actionCode: ActionCode.Login,
      isTransactionSigning: false,
    } satisfies ServiceEnvelope<null>,
    401,
  );

/**
 * Turns the page's plain request into the one the server expects. The seam the
 * signing and field-encryption issue extends; today it attaches the contract headers.
 */
export const prepareRequest = async (request: Request, deps: ProxyDeps): Promise<Request | Response> => {
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
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    credentials: 'include',
    cache: 'no-store',
    redirect: 'error',
  });
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
  const response = await deps.fetch(prepared);
  if (response.status === 401) {
    await deps.tokens.clear();
    await deps.broadcast({ type: 'unauthorized' });
    const headers = new Headers(response.headers);
    headers.delete(Header.TransactionToken);
    return new Response(response.body, { status: 401, statusText: response.statusText, headers });
  }
  const answer = await takeToken(response, deps);
  if (isLogout(request) && answer.ok) await deps.tokens.clear();
  return answer;
};
