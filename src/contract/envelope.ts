import * as v from 'valibot';
import { ActionCode } from './action-codes';

/**
 * One message inside an envelope. `type` is set on auth envelopes; `field` on a 400 names the
 * request field at fault by its path (`target.iban`, `logs.0.log`; a query or path parameter or a
 * header by its name), and is absent when the request as a whole is at fault.
 */
export const MessageSchema = v.object({
  code: v.string(),
  text: v.string(),
  type: v.optional(v.picklist(['Warning', 'Error'])),
  field: v.optional(v.string()),
});
export type Message = v.InferOutput<typeof MessageSchema>;

/** Auth calls: `{ result, actionCode, messages, data? }`. */
export const authEnvelopeSchema = <T extends v.GenericSchema>(data: T) =>
  v.object({
    result: v.boolean(),
    actionCode: v.number(),
    messages: v.array(MessageSchema),
    data: v.optional(data),
  });
export interface AuthEnvelope<T> {
  result: boolean;
  actionCode: number;
  messages: Message[];
  data?: T;
}

/** Service calls: `{ status, data, messages, actionCode, isTransactionSigning }`. */
export const serviceEnvelopeSchema = <T extends v.GenericSchema>(data: T) =>
  v.object({
    status: v.picklist(['success', 'error']),
    data: v.nullable(data),
    messages: v.array(MessageSchema),
    actionCode: v.number(),
    isTransactionSigning: v.boolean(),
  });
export interface ServiceEnvelope<T> {
  status: 'success' | 'error';
  data: T | null;
  messages: Message[];
  actionCode: number;
  isTransactionSigning: boolean;
}

/** A service answer: success, no messages, no action, unless `patch` says otherwise. */
export const serviceEnvelope = <T>(data: T | null, patch: Partial<ServiceEnvelope<T>> = {}): ServiceEnvelope<T> => ({
  status: 'success',
  data,
  messages: [],
  actionCode: ActionCode.None,
  isTransactionSigning: false,
  ...patch,
});

export type AnyEnvelope = AuthEnvelope<unknown> | ServiceEnvelope<unknown>;

export const isSuccess = (envelope: AnyEnvelope): boolean =>
  'result' in envelope ? envelope.result : envelope.status === 'success';

/**
 * The spec's message-selection rule: the first Warning text, else the first Error
 * text, else (service envelopes carry no type) the first text, else undefined so
 * the caller shows the generic text.
 */
export const selectMessage = (messages: readonly Message[]): string | undefined =>
  messages.find((m) => m.type === 'Warning')?.text ??
  messages.find((m) => m.type === 'Error')?.text ??
  messages.find((m) => m.text.length > 0)?.text;
