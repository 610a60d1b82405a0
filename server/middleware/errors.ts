/** Every failure answers an envelope: planned ones with their status, a Redis outage 503, anything else 500 without details. */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { MessageCode } from '../../src/contract/message-codes';
import { describeError } from '../logger';
import type { AppEnv } from '../http/context';
import { messagesFor, serviceError } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { BusinessError, InvalidInput, dataExceptionCode } from '../domain/common/refusal';
import { SharedStateUnavailable } from '../domain/security/shared-state-unavailable';

const language = (c: Context<AppEnv>) => c.var.language ?? 'tur';

/**
 * A value the database refused (SQLSTATE class 22) means input got past validation: a 400, not a 500. Validation before the query is
 * the fix; this is the safety net. Logged as a warning with the code only, never the value.
 */
const dataException = (c: Context<AppEnv>, error: unknown) => {
  const code = dataExceptionCode(error);
  if (!code) return undefined;
  c.var.deps?.logger.warn({ traceId: c.var.traceId, path: c.req.path, pgCode: code }, 'input refused by the database');
  return c.json(serviceError([MessageCode.ValidationFailed], language(c)), 400);
};

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof RequestError) {
    const { envelope, retryAfterSeconds, closeConnection } = error.options;
    if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
    if (closeConnection) c.header('Connection', 'close');
    if (envelope === 'auth') {
      const messages = messagesFor(error.problems, language(c), 'Error');
      return c.json({ result: false, actionCode: error.actionCode, messages }, error.status);
    }
    return c.json(serviceError(error.problems, language(c), error.actionCode), error.status);
  }
  if (error instanceof InvalidInput)
    return c.json(serviceError([{ code: error.code, field: error.field }], language(c)), 400);
  if (error instanceof BusinessError) return c.json(serviceError(error.codes, language(c), error.actionCode), 200);
  // Redis is away (logged once as a warning when the connection dropped): a rate limit or a replay cannot be checked.
  if (error instanceof SharedStateUnavailable) return c.json(serviceError([MessageCode.Unexpected], language(c)), 503);
  const refused = dataException(c, error);
  if (refused) return refused;
  c.var.deps?.logger.error({ traceId: c.var.traceId, path: c.req.path, err: describeError(error) }, 'unexpected error');
  return c.json(serviceError([MessageCode.Unexpected], language(c)), 500);
};

export const apiNotFound = (c: Context<AppEnv>) => c.json(serviceError([MessageCode.NotFound], language(c)), 404);

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.req.path.startsWith('/api/') ? apiNotFound(c) : c.text('Not found', 404);
