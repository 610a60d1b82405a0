/**
 * Puts the dependencies, language and trace id on the context, and logs each request (path only, no
 * query) at debug level: `npm start` keeps its banner in view; LOG_LEVEL=debug shows the requests.
 * Every /api answer carries `Server-Timing: app;dur=<ms>`, the server's own handling time, so a
 * client (the worker benchmark) can tell it from the time spent on the way.
 */
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_LANGUAGE, Header, isLanguage } from '../../src/contract/headers';
import type { AppDeps, AppEnv } from '../http/context';
import { UUID_PATTERN } from '../../src/contract/id-patterns';

const isApiPath = (path: string) => /^\/api(\/|$)/i.test(path);

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
    const ms = performance.now() - started;
    if (isApiPath(c.req.path)) c.res.headers.set('Server-Timing', `app;dur=${ms.toFixed(1)}`);
    if (!deps.logger.isLevelEnabled('debug')) return;
    deps.logger.debug(
      {
        traceId: c.var.traceId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(ms),
      },
      'request',
    );
  });
