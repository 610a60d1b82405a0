/**
 * The API's description: the OpenAPI document at /api/openapi.json and Swagger UI at /api/docs, its
 * files served from node_modules (swagger-ui-dist) and started by a file of ours (the CSP allows no
 * inline script).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { RequestError } from '../http/errors';
import { buildOpenApiDocument } from '../http/openapi-document';
import { MessageCode } from '../../src/contract/message-codes';

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const OWN_DIR = fileURLToPath(new URL('../api-docs/', import.meta.url));

/** The files the viewer page loads, by the name in its URL. */
export const VIEWER_FILES: Readonly<Record<string, { path: string; type: string }>> = {
  'swagger-ui.css': { path: join(SWAGGER_DIR, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { path: join(SWAGGER_DIR, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'docs.js': { path: join(OWN_DIR, 'docs.js'), type: 'text/javascript; charset=utf-8' },
  'docs.css': { path: join(OWN_DIR, 'docs.css'), type: 'text/css; charset=utf-8' },
};

let document: string | undefined;

export const apiDocsRoutes = new Hono<AppEnv>();

apiDocsRoutes.get('/openapi.json', (c) => {
  document ??= JSON.stringify(buildOpenApiDocument());
  return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
});

apiDocsRoutes.get('/docs', async (c) =>
  c.body(await readFile(join(OWN_DIR, 'index.html')), 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
  }),
);

apiDocsRoutes.get('/docs/:file', async (c) => {
  const name = c.req.param('file');
  const file = Object.hasOwn(VIEWER_FILES, name) ? VIEWER_FILES[name] : undefined;
  if (!file) throw new RequestError(404, [MessageCode.NotFound]);
  return c.body(await readFile(file.path), 200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' });
});
