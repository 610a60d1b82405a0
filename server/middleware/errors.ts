/** Every failure answers an envelope: planned ones with their status, anything else 500 without details. */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { MessageCode } from '../../src/contract/message-codes';
import { describeError } from '../logger';
import type { AppEnv } from '../http/context';
import { messagesFor, serviceError } from '../http/envelopes';
import { BusinessError, RequestError } from '../http/errors';

const language = (c: Context<AppEnv>) => c.var.language ?? 'tur';

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof RequestError) {
    const { envelope, retryAfterSeconds } = error.options;
    if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
    if (envelope === 'auth') {
      const messages = messagesFor(error.codes, language(c), 'Error');
      return c.json({ result: false, actionCode: error.actionCode, messages }, error.status);
    }
    return c.json(serviceError(error.codes, language(c), error.actionCode), error.status);
  }
  if (error instanceof BusinessError) return c.json(serviceError(error.codes, language(c), error.actionCode), 200);
  c.var.deps?.logger.error({ traceId: c.var.traceId, path: c.req.path, err: describeError(error) }, 'unexpected error');
  return c.json(serviceError([MessageCode.Unexpected], language(c)), 500);
};

export const apiNotFound = (c: Context<AppEnv>) => c.json(serviceError([MessageCode.NotFound], language(c)), 404);

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.req.path.startsWith('/api/') ? apiNotFound(c) : c.text('Not found', 404);
