import type { Message, ServiceEnvelope } from '../contract/envelope';
import { selectMessage } from '../contract/envelope';
import { ActionCode } from '../contract/action-codes';
import { ApiError } from './api-error';

/**
 * The page action flow's rules (spec section 4), free of React: which fields are missing, and what
 * an answer means. The hook (use-action-flow.ts) and its dialogs act on these outcomes.
 */

/** Spec section 5: undefined, empty string, null or an empty array count as missing. */
export const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A required field, with an optional message of its own. */
export type RequiredField<T> = keyof T | { name: keyof T; message: string };

/** The missing fields with their message (the custom one or `general`). */
export const findMissing = <T extends object>(
  values: T,
  required: readonly RequiredField<T>[],
  general: string,
): Partial<Record<keyof T, string>> => {
  const missing: Partial<Record<keyof T, string>> = {};
  for (const entry of required) {
    const [name, message]: [keyof T, string] =
      typeof entry === 'object' ? [entry.name, entry.message] : [entry, general];
    if (isMissing(values[name])) missing[name] = message;
  }
  return missing;
};

/** Messages shown inside the code dialog instead of closing it. */
export const OTP_INLINE_CODES: readonly string[] = ['100002', '17030', '17031'];
/** A service error the page ignores. */
export const SILENT_CODE = '90001';

export type CallOutcome =
  | { kind: 'signing' }
  | { kind: 'otp'; channel: 'sms' | 'email' | 'push' }
  | { kind: 'success' }
  | { kind: 'silent' }
  | { kind: 'error'; text: string | undefined; messages: readonly Message[] };

const failure = (messages: readonly Message[], actionCode?: number): CallOutcome =>
  messages.some((m) => m.code === SILENT_CODE) || actionCode === Number(SILENT_CODE)
    ? { kind: 'silent' }
    : { kind: 'error', text: selectMessage(messages), messages };

/** What an answer (or a thrown ApiError) of the page's call means. */
export const classifyAnswer = (answer: ServiceEnvelope<unknown> | unknown): CallOutcome => {
  if (answer instanceof ApiError) return failure(answer.messages, answer.actionCode);
  const envelope = answer as Partial<ServiceEnvelope<unknown>> | undefined;
  if (!envelope || envelope.status !== 'success') return failure(envelope?.messages ?? [], envelope?.actionCode);
  if (envelope.isTransactionSigning) return { kind: 'signing' };
  if (envelope.actionCode === ActionCode.TransactionOtp) return { kind: 'otp', channel: 'sms' };
  if (envelope.actionCode === ActionCode.TransactionEmail) return { kind: 'otp', channel: 'email' };
  if (envelope.actionCode === ActionCode.TransactionPush) return { kind: 'otp', channel: 'push' };
  return { kind: 'success' };
};

/**
 * Whether the bank answered the decision with a refusal (HTTP 200, status "error"): the answer under
 * its Idempotency-Key is final, so another attempt is a new decision with a new key. A network
 * failure or another status is not: a retry must reuse the key.
 */
export const isRefusal = (answer: unknown): boolean =>
  answer instanceof ApiError
    ? answer.status === 200
    : (answer as Partial<ServiceEnvelope<unknown>> | undefined)?.status === 'error';

/** Inside the code dialog: stay open with the messages, or close and show the error popup. */
export const keepsDialogOpen = (messages: readonly Message[]): boolean =>
  messages.some((m) => OTP_INLINE_CODES.includes(m.code));

/** While a 202 push waits for the phone, a re-post answers 202 again or this message code. */
export const PUSH_PENDING_CODE = 'push.pending';

/** The approver info a 201/202/203 answer carries (spec section 3). */
export const approverInfo = (data: unknown): { otpReferenceKey: string; otpTimeout?: number; target?: string } => {
  const info = (data ?? {}) as { otpReferenceKey?: unknown; otpTimeout?: unknown; approverTargetInfo?: unknown };
  return {
    otpReferenceKey: typeof info.otpReferenceKey === 'string' ? info.otpReferenceKey : '',
    otpTimeout: typeof info.otpTimeout === 'number' ? info.otpTimeout : undefined,
    target: typeof info.approverTargetInfo === 'string' ? info.approverTargetInfo : undefined,
  };
};
