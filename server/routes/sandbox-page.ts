/** The sandbox outbox page at /sandbox: static HTML, CSS and a separate script (the CSP allows no inline script). */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

const FILES: Record<string, [string, string]> = {
  '/sandbox': ['outbox.html', 'text/html; charset=utf-8'],
  '/sandbox/': ['outbox.html', 'text/html; charset=utf-8'],
  '/sandbox/outbox.js': ['outbox.js', 'text/javascript; charset=utf-8'],
  '/sandbox/outbox.css': ['outbox.css', 'text/css; charset=utf-8'],
};

export const sandboxPageRoutes = new Hono<AppEnv>();

for (const [route, [file, type]] of Object.entries(FILES)) {
  sandboxPageRoutes.get(route, async (c) => {
    const body = await readFile(fileURLToPath(new URL(`../sandbox/${file}`, import.meta.url)));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  });
}
