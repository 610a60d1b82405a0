/**
 * Puts the dependencies, language and trace id on the context, and logs each request (path only, no
 * query) at debug level: `npm start` keeps its banner in view; LOG_LEVEL=debug shows the requests.
 */
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_LANGUAGE, Header, isLanguage } from '../../src/contract/headers';
import type { AppDeps, AppEnv } from '../http/context';
import { UUID_PATTERN } from '../../src/contract/id-patterns';

export const requestContext = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const language = c.req.header(Header.Language);
    const traceId = c.req.header(Header.TraceId);
    c.set('deps', deps);
    c.set('language', isLanguage(language) ? language : DEFAULT_LANGUAGE);
    c.set('traceId', traceId && UUID_PATTERN.test(traceId) ? traceId : randomUUID());
    c.set('session', undefined);
    c.set('agent', undefined);
    c.set('decider', undefined);
    c.set('decision', undefined);
    c.set('freshTrace', undefined);
    c.set('jsonBody', undefined);
    await next();
    if (!deps.logger.isLevelEnabled('debug')) return;
    deps.logger.debug(
      {
        traceId: c.var.traceId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
