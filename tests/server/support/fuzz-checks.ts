/**
 * What the fuzz (fuzz.test.ts) holds every answer to: never a 5xx; on /api, a non-2xx answer is an
 * envelope without a stack trace; a 400 names the field at fault in each message, unless the
 * request as a whole is (not JSON, not an object) or the code is one still to be given its field.
 */
import * as v from 'valibot';
import { authEnvelopeSchema, serviceEnvelopeSchema } from '../../../src/contract/envelope';
import { MessageCode } from '../../../src/contract/message-codes';
import type { FuzzCase } from './fuzz-cases';
import type { Reply } from './http-client';

const ENVELOPE = v.union([serviceEnvelopeSchema(v.unknown()), authEnvelopeSchema(v.unknown())]);

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body as the server read it: `{}` for none, undefined when it is not JSON. */
const sentBody = (fuzzCase: FuzzCase): unknown => {
  if (!fuzzCase.body) return {};
  if ('json' in fuzzCase.body) return fuzzCase.body.json;
  try {
    return fuzzCase.body.raw === '' ? {} : (JSON.parse(fuzzCase.body.raw) as unknown);
  } catch {
    return undefined;
  }
};

/** Only a body that is not JSON, or not an object, is at fault as a whole: every other 400 names its field. */
const mayNameNoField = (code: string, fuzzCase: FuzzCase): boolean =>
  code === MessageCode.MalformedJson || (code === MessageCode.ValidationFailed && !isObject(sentBody(fuzzCase)));

export const faultsOf = (route: string, fuzzCase: FuzzCase, reply: Reply): string[] => {
  const faults: string[] = [];
  if (reply.status >= 500) faults.push(`answered ${reply.status}`);
  if (!route.includes(' /api/') || reply.status < 300) return faults;
  if (!v.is(ENVELOPE, reply.body)) return [...faults, `${reply.status} is not an envelope`];
  if (/\bat \S+:\d+|Error:/.test(reply.text)) faults.push('the answer shows a stack trace');
  if (reply.status === 400)
    for (const message of reply.body.messages)
      if (!message.field && !mayNameNoField(message.code, fuzzCase)) faults.push(`400 ${message.code} names no field`);
  return faults;
};

/** A case for a failure message: long strings cut. */
export const describeCase = (fuzzCase: FuzzCase): string =>
  JSON.stringify(fuzzCase, (_, value: unknown) =>
    typeof value === 'string' && value.length > 80 ? `${value.slice(0, 40)}…(${value.length})` : value,
  );

/** `status:actionCode:first code`, to count what a route answered (FUZZ_REPORT=1 prints the counts). */
export const answerKind = (reply: Reply): string => {
  const body = reply.body as { actionCode?: number; messages?: { code: string }[] } | undefined;
  return `${reply.status}:${body?.actionCode ?? ''}:${body?.messages?.[0]?.code ?? ''}`;
};
