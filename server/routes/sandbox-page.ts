/** The sandbox outbox page at /sandbox: static HTML, CSS and a separate script (the CSP allows no inline script). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { fileResponder, fileTable } from '../http/fixed-files';

const DIR = fileURLToPath(new URL('../sandbox/', import.meta.url));
const page = fileResponder(join(DIR, 'outbox.html'));
const FILES = fileTable({
  'outbox.js': join(DIR, 'outbox.js'),
  'outbox.css': join(DIR, 'outbox.css'),
  'clock.js': join(DIR, 'clock.js'),
  'cards.js': join(DIR, 'cards.js'),
});

export const sandboxPageRoutes = new Hono<AppEnv>();

sandboxPageRoutes.get('/sandbox', page);
sandboxPageRoutes.get('/sandbox/', page);
for (const [name, respond] of FILES) sandboxPageRoutes.get(`/sandbox/${name}`, respond);
