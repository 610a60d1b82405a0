/** Envelope builders (src/contract/envelope.ts), with texts in the caller's language. */
import type { Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { serviceEnvelope, type AuthEnvelope, type Message, type ServiceEnvelope } from '../../src/contract/envelope';
import type { Language } from '../../src/contract/headers';
import { textFor } from '../domain/common/texts';
import type { AppEnv } from './context';
import type { Problem } from './errors';

/** The messages of codes (or problems naming their field), each once, with texts in `language`. */
export const messagesFor = (
  problems: readonly (string | Problem)[],
  language: Language,
  type?: Message['type'],
): Message[] => {
  const seen = new Set<string>();
  const messages: Message[] = [];
  for (const problem of problems) {
    const { code, field } = typeof problem === 'string' ? { code: problem, field: undefined } : problem;
    const key = JSON.stringify([code, field]);
    if (seen.has(key)) continue;
    seen.add(key);
    messages.push({ code, text: textFor(code, language), ...(type ? { type } : {}), ...(field ? { field } : {}) });
  }
  return messages;
};

export const serviceSuccess = <T>(data: T, actionCode: number = ActionCode.None): ServiceEnvelope<T> =>
  serviceEnvelope(data, { actionCode });

export const serviceError = (
  codes: readonly (string | Problem)[],
  language: Language,
  actionCode: number = ActionCode.None,
): ServiceEnvelope<null> =>
  serviceEnvelope<null>(null, { status: 'error', messages: messagesFor(codes, language), actionCode });

export const authSuccess = <T>(actionCode: number, data?: T): AuthEnvelope<T> => ({
  result: true,
  actionCode,
  messages: [],
  ...(data === undefined ? {} : { data }),
});

/** A business refusal: HTTP 200, result false, the message typed Error. */
export const authFailure = (c: Context<AppEnv>, code: string, actionCode: number): AuthEnvelope<never> => ({
  result: false,
  actionCode,
  messages: messagesFor([code], c.var.language, 'Error'),
});
