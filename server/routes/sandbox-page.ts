/** The sandbox outbox page at /sandbox: static HTML, CSS and a separate script (the CSP allows no inline script). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { fileResponder, fileTable } from '../http/fixed-files';

const DIR = fileURLToPath(new URL('../sandbox/', import.meta.url));
const page = fileResponder({ path: join(DIR, 'outbox.html'), type: 'text/html; charset=utf-8' });
const FILES = fileTable({
  'outbox.js': { path: join(DIR, 'outbox.js'), type: 'text/javascript; charset=utf-8' },
  'outbox.css': { path: join(DIR, 'outbox.css'), type: 'text/css; charset=utf-8' },
});

export const sandboxPageRoutes = new Hono<AppEnv>();

sandboxPageRoutes.get('/sandbox', page);
sandboxPageRoutes.get('/sandbox/', page);
for (const [name, respond] of FILES) sandboxPageRoutes.get(`/sandbox/${name}`, respond);
