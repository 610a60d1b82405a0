/** Reads a JSON body and validates it with a contract schema; failures are 400 envelopes listing issue keys. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { IssueKey, MessageCode } from '../../src/contract/message-codes';

/** Contract schemas use stable keys (`tckn.invalid`) as messages; valibot's own prose is not one. */
const ISSUE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/;
import type { AppEnv } from './context';
import { RequestError } from './errors';

export const parseJsonBody = async <S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): Promise<v.InferOutput<S>> => {
  if (c.var.jsonBody !== undefined) return parseValue(schema, c.var.jsonBody);
  const raw = await c.req.text();
  let body: unknown;
  try {
    body = raw.length === 0 ? {} : JSON.parse(raw);
  } catch {
    throw new RequestError(400, ['request.malformedJson']);
  }
  return parseValue(schema, body);
};

export const parseValue = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> => {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const keys = result.issues.map((issue) => {
    if (ISSUE_KEY.test(issue.message)) return issue.message;
    return issue.received === 'undefined' ? IssueKey.Required : MessageCode.ValidationFailed;
  });
  throw new RequestError(400, keys);
};
