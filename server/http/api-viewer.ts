/**
 * The API viewer's files: Swagger UI from node_modules (swagger-ui-dist) and the page and starter
 * script of ours beside it (server/api-docs; the CSP allows no inline script).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileResponder, fileTable } from './fixed-files';

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const OWN_DIR = fileURLToPath(new URL('../api-docs/', import.meta.url));

/** The page at /api/docs. */
export const VIEWER_PAGE = fileResponder(join(OWN_DIR, 'index.html'));

/** The files the page loads, by the name in their URL (/api/docs/<name>). */
export const VIEWER_FILES = fileTable({
  'swagger-ui.css': join(SWAGGER_DIR, 'swagger-ui.css'),
  'swagger-ui-bundle.js': join(SWAGGER_DIR, 'swagger-ui-bundle.js'),
  'docs.js': join(OWN_DIR, 'docs.js'),
  'docs.css': join(OWN_DIR, 'docs.css'),
});
