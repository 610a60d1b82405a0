/** A small HTTP client that keeps the session cookie and the transaction token like the service worker does. */
import { Header, SESSION_COOKIE, DEVICE_COOKIE } from '../../../src/contract/headers';
import type { DemoIdentity } from '../../../server/seed/demo-identities';
import {
  bindKeys,
  clientKeyHeader,
  keysForToken,
  mappingOf,
  newClientKeys,
  openJson,
  sealJson,
  serverNow,
  signatureHeaders,
} from './worker-transport';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Credentials {
  token?: string;
  cookie?: string;
  /** The device cookie the bank set at a sign-in (settings, issue 16). */
  device?: string;
}

export interface CallInit {
  method?: string;
  json?: unknown;
  raw?: string;
  credentials?: Credentials;
  headers?: Record<string, string>;
  /** Send as given: no field encryption, no X-Client-Key, no signature (tests of the guards). */
  plain?: boolean;
}

/** Calls the bank the way the service worker does (worker-transport.ts); `plain` skips that. */
export const call = async <T = Record<string, unknown>>(
  base: string,
  route: string,
  init: CallInit = {},
): Promise<Reply<T>> => {
  const headers: Record<string, string> = { ...init.headers };
  const hasBody = init.json !== undefined || init.raw !== undefined;
  const method = init.method ?? (hasBody ? 'POST' : 'GET');
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (init.credentials?.token) headers[Header.TransactionToken] = init.credentials.token;
  if (init.credentials?.cookie) headers.Cookie = `${SESSION_COOKIE}=${init.credentials.cookie}`;
  if (init.credentials?.device)
    headers.Cookie = [headers.Cookie, `${DEVICE_COOKIE}=${init.credentials.device}`].filter(Boolean).join('; ');
  const path = new URL(base + route).pathname.slice('/api'.length);
  const secure = !init.plain && !headers[Header.AgentToken] && path.toLowerCase() !== '/auth/getsensitivedatamapping';
  const mapping = secure ? await mappingOf(base, path) : undefined;
  const token = init.credentials?.token;
  const keys = !secure ? undefined : token ? keysForToken(token) : mapping ? await newClientKeys() : undefined;
  let body = init.raw ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  if (keys && init.json !== undefined && init.raw === undefined)
    body = JSON.stringify(await sealJson(init.json, path, mapping, keys.field));
  if (keys && !token) headers[Header.ClientKey] = await clientKeyHeader(base, keys);
  if (keys && token) {
    const traceId = headers[Header.TraceId] ?? crypto.randomUUID();
    Object.assign(
      headers,
      await signatureHeaders(keys, {
        method,
        url: base + route,
        body: body ?? '',
        traceId,
        timestamp: serverNow(base),
      }),
    );
  }
  const response = await fetch(base + route, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const newToken = response.headers.get(Header.TransactionToken);
  if (keys && newToken) bindKeys(newToken, keys);
  if (keys) parsed = await openJson(parsed, path, mapping, keys.field);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
};

/** The new credentials a reply hands out (token header, session cookie), over the old ones. */
export const credentialsFrom = (reply: Reply<unknown>, previous: Credentials = {}): Credentials => {
  const token = reply.headers.get(Header.TransactionToken) ?? previous.token;
  const setCookie = reply.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const cookie = setCookie ? setCookie.slice(SESSION_COOKIE.length + 1).split(';')[0] : previous.cookie;
  const deviceCookie = reply.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  const device = deviceCookie ? deviceCookie.slice(DEVICE_COOKIE.length + 1).split(';')[0] : previous.device;
  return { token, cookie, ...(device ? { device } : {}) };
};

interface OutboxItem {
  id: string;
  code: string | null;
  channel: string;
  text: string;
}

export const latestOutbox = async (base: string, identity: DemoIdentity): Promise<OutboxItem> => {
  const reply = await call<{ data: { items: OutboxItem[] } }>(
    base,
    `/api/Sandbox/Outbox?identificationNumber=${identity.identificationNumber}`,
  );
  const item = reply.body.data.items[0];
  if (!item) throw new Error('outbox is empty');
  return item;
};

export interface LoginStart {
  credentials: Credentials;
  referenceKey: string;
  reply: Reply;
}

export const startLogin = async (base: string, identity: DemoIdentity): Promise<LoginStart> => {
  const reply = await call(base, '/api/Auth/InitialLogin', {
    json: { identificationNumber: identity.identificationNumber, password: identity.password },
  });
  const data = reply.body.data as { otpReferenceKey?: string; authorizationId?: string } | undefined;
  return {
    credentials: credentialsFrom(reply),
    referenceKey: data?.otpReferenceKey ?? data?.authorizationId ?? '',
    reply,
  };
};

/** InitialLogin, the code from the sandbox outbox, sessionInitiate: the credentials of the next stage. */
export const signIn = async (
  base: string,
  identity: DemoIdentity,
): Promise<{ credentials: Credentials; reply: Reply }> => {
  const start = await startLogin(base, identity);
  const sms = await latestOutbox(base, identity);
  const reply = await call(base, '/api/auth/sessionInitiate', {
    json: { otpCode: sms.code, otpReferenceKey: start.referenceKey },
    credentials: start.credentials,
  });
  return { credentials: credentialsFrom(reply, start.credentials), reply };
};
