import {
  apiVersionFor,
  Channel,
  Header,
  isUnsignedPath,
  UNPROTECTED_TOKEN,
  type Language,
} from '../src/contract/headers';
import { cut, type DeviceInfo } from './device';

/** What the worker knows when it builds a request's headers. */
export interface HeaderContext {
  /** The `/api` path without `/api`, e.g. `/Deposit/GetAccounts/false`. */
  path: string;
  language: Language;
  channel: Channel;
  device: DeviceInfo;
  transactionToken?: string;
  agentToken?: string;
  /** Headers the page set; only Content-Type, Accept and Idempotency-Key pass. */
  pageHeaders?: Headers;
  traceId?: string;
}

const PASS_THROUGH = ['Content-Type', 'Accept', Header.IdempotencyKey];

/** The credential a path needs, or undefined when the worker holds none (it then answers 401 itself). */
export type Credential =
  { kind: 'unprotected' } | { kind: 'transaction'; token: string } | { kind: 'agent'; token: string };

export const credentialFor = (
  context: Pick<HeaderContext, 'path' | 'channel' | 'transactionToken' | 'agentToken'>,
): Credential | undefined => {
  if (isUnsignedPath(context.path)) return { kind: 'unprotected' };
  if (context.channel === Channel.CallCenter)
    return context.agentToken ? { kind: 'agent', token: context.agentToken } : undefined;
  return context.transactionToken ? { kind: 'transaction', token: context.transactionToken } : undefined;
};

/** The contract's headers (contract.md, Headers). Signing (X-Signature, X-Timestamp) is a later issue. */
export const buildHeaders = (context: HeaderContext, credential: Credential): Headers => {
  const headers = new Headers();
  for (const name of PASS_THROUGH) {
    const value = context.pageHeaders?.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(Header.TraceId, context.traceId ?? crypto.randomUUID());
  headers.set(Header.Language, context.language);
  headers.set(Header.Channel, context.channel);
  headers.set(Header.Os, cut(context.device.os));
  headers.set(Header.DeviceBrand, cut(context.device.brand));
  headers.set(Header.DeviceModel, cut(context.device.model));
  headers.set(Header.ApiVersion, apiVersionFor(context.path));
  if (credential.kind === 'unprotected') headers.set(Header.UnprotectedToken, UNPROTECTED_TOKEN);
  if (credential.kind === 'transaction') {
    headers.set(Header.TransactionToken, credential.token);
    headers.set(Header.Signed, 'true');
  }
  if (credential.kind === 'agent') headers.set(Header.AgentToken, credential.token);
  return headers;
};
