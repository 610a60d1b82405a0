/**
 * Reads a JSON body, a query or path parameters and validates them with a contract schema;
 * failures are 400 envelopes listing each issue key with the path of the field at fault.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { IssueKey, MessageCode } from '../../src/contract/message-codes';
import type { AppEnv } from './context';
import { RequestError, type Problem } from './errors';

/** Contract schemas use stable keys (`tckn.invalid`) as messages; valibot's own prose is not one. */
const ISSUE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/;

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
    throw new RequestError(400, [MessageCode.MalformedJson]);
  }
  return parseValue(schema, body);
};

/** The key and field of an issue: `target.iban` (dot path, array items by index), none at the root. */
const problemOf = (issue: v.BaseIssue<unknown>): Problem => {
  const code = ISSUE_KEY.test(issue.message)
    ? issue.message
    : issue.received === 'undefined'
      ? IssueKey.Required
      : MessageCode.ValidationFailed;
  const field = v.getDotPath(issue);
  return field ? { code, field } : { code };
};

/**
 * A value that fits no option of a union schema gets one issue without a path from valibot; the
 * issues of the option it came closest to (fewest issues, the first on a tie) name the fields.
 */
const closestIssues = (schema: v.GenericSchema, value: unknown, issues: readonly v.BaseIssue<unknown>[]) => {
  if (schema.type !== 'union' || issues.length !== 1 || issues[0]!.path) return issues;
  const options = (schema as unknown as { options: readonly v.GenericSchema[] }).options;
  return options
    .map((option) => v.safeParse(option, value).issues ?? [])
    .reduce((closest, tried) => (tried.length < closest.length ? tried : closest));
};

export const parseValue = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> => {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new RequestError(400, closestIssues(schema, value, result.issues).map(problemOf));
};

/** The query (`?take=10`) as the schema reads it; a repeated name counts once (its first value). */
export const parseQuery = <S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> =>
  parseValue(schema, c.req.query());

/**
 * The path parameters (`:id`), each checked with its contract schema (api-route.ts: IdParam,
 * AccountNumberParam, NameParam). A parameter that fails is `request.invalid` naming it: the
 * URL is wrong, not a value the caller typed into a field.
 */
export const parseParams = <P extends Readonly<Record<string, v.GenericSchema>>>(
  c: Context<AppEnv>,
  params: P,
): { [K in keyof P]: v.InferOutput<P[K]> } => {
  const values: Record<string, unknown> = {};
  const problems: Problem[] = [];
  for (const [name, schema] of Object.entries(params)) {
    const result = v.safeParse(schema, c.req.param(name) ?? '');
    if (result.success) values[name] = result.output;
    else problems.push({ code: MessageCode.ValidationFailed, field: name });
  }
  if (problems.length > 0) throw new RequestError(400, problems);
  return values as { [K in keyof P]: v.InferOutput<P[K]> };
};
