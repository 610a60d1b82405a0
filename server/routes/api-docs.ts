/** The API's description: the OpenAPI document at /api/openapi.json and Swagger UI at /api/docs (http/api-viewer.ts). */
import { Hono } from 'hono';
import { MessageCode } from '../../src/contract/message-codes';
import { VIEWER_FILES, VIEWER_PAGE } from '../http/api-viewer';
import type { AppEnv } from '../http/context';
import { RequestError } from '../http/errors';
import { buildOpenApiDocument } from '../http/openapi-document';

let document: string | undefined;

export const apiDocsRoutes = new Hono<AppEnv>();

apiDocsRoutes.get('/openapi.json', (c) => {
  document ??= JSON.stringify(buildOpenApiDocument());
  return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
});

apiDocsRoutes.get('/docs', VIEWER_PAGE);

apiDocsRoutes.get('/docs/:file', (c) => {
  const respond = VIEWER_FILES.get(c.req.param('file'));
  if (!respond) throw new RequestError(404, [MessageCode.NotFound]);
  return respond(c);
});
