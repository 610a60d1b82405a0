import * as v from 'valibot';
import { Header } from '../contract/headers';
import { authEnvelopeSchema, MessageSchema, serviceEnvelopeSchema, type ServiceEnvelope } from '../contract/envelope';
import { ApiError } from '../lib/api-error';
import { raiseLogout } from '../lib/logout-event';
import { whenControlled } from '../lib/sw-bridge';

/**
 * The one fetch wrapper. It knows no token and no contract header: the service
 * worker adds them. It waits until the worker controls the page, validates the
 * answer with the contract's envelope schema, and turns a 401 into the global
 * logout event. Business errors (200 with result false) are returned, not thrown.
 */
export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** One per user decision (contract: Idempotency); the worker passes it through. */
  idempotencyKey?: string;
}

const AnyEnvelopeSchema = v.looseObject({
  actionCode: v.optional(v.number()),
  messages: v.optional(v.array(MessageSchema)),
});

const send = async (path: string, { method = 'GET', body, idempotencyKey }: RequestOptions): Promise<unknown> => {
  await whenControlled();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (idempotencyKey) headers[Header.IdempotencyKey] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return json;
  const envelope = v.safeParse(AnyEnvelopeSchema, json);
  const messages = envelope.success ? (envelope.output.messages ?? []) : [];
  if (response.status === 401) raiseLogout('unauthorized');
  throw new ApiError(response.status, messages, envelope.success ? envelope.output.actionCode : undefined);
};

const parse = <T extends v.GenericSchema>(schema: T, json: unknown): v.InferOutput<T> => {
  const result = v.safeParse(schema, json);
  if (!result.success) throw new ApiError(-1);
  return result.output;
};

/** Auth calls: `{ result, actionCode, messages, data? }`. */
export const authRequest = async <T extends v.GenericSchema>(path: string, data: T, options: RequestOptions = {}) =>
  parse(authEnvelopeSchema(data), await send(path, options));

/** Service calls: returns `data` of a success envelope; an error envelope throws with its messages. */
export const serviceRequest = async <T extends v.GenericSchema>(
  path: string,
  data: T,
  options: RequestOptions = {},
): Promise<v.InferOutput<T>> => {
  const envelope = parse(serviceEnvelopeSchema(data), await send(path, options)) as ServiceEnvelope<v.InferOutput<T>>;
  if (envelope.status !== 'success' || envelope.data === null) {
    throw new ApiError(200, envelope.messages, envelope.actionCode);
  }
  return envelope.data;
};

/** Service calls whose success may carry `data: null` (e.g. no special day today). */
export const serviceRequestNullable = async <T extends v.GenericSchema>(
  path: string,
  data: T,
  options: RequestOptions = {},
): Promise<v.InferOutput<T> | null> => {
  const envelope = parse(serviceEnvelopeSchema(data), await send(path, options)) as ServiceEnvelope<v.InferOutput<T>>;
  if (envelope.status !== 'success') throw new ApiError(200, envelope.messages, envelope.actionCode);
  return envelope.data;
};

/**
 * Service calls for the page action flow: the whole envelope (success or business error), so the
 * flow can read `isTransactionSigning` and the 201/202/203 action codes. Transport errors throw.
 */
export const serviceEnvelopeRequest = async <T extends v.GenericSchema>(
  path: string,
  data: T,
  options: RequestOptions = {},
): Promise<ServiceEnvelope<v.InferOutput<T>>> => {
  const envelope = parse(serviceEnvelopeSchema(v.unknown()), await send(path, options));
  const ok = envelope.status === 'success' && envelope.data !== null && envelope.data !== undefined;
  return { ...envelope, data: ok ? parse(data, envelope.data) : null } as ServiceEnvelope<v.InferOutput<T>>;
};
