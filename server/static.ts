/**
 * The built apps: <distDir>/branch at `/`, <distDir>/callcenter at `/callcenter/`.
 * SPA fallback to index.html for extension-less paths, long caching for hashed assets,
 * no-cache for the shell and the service worker, nothing outside the dist folder. A text file goes as
 * the brotli or gzip copy the build wrote beside it (scripts/vite-precompress.ts) when the browser
 * accepts that coding; the copies are no resources of their own (`/assets/x.js.br` is a 404).
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { acceptedCodings, CODING_SUFFIX, PRECOMPRESSED_EXTENSIONS } from './http/content-coding';
import { contentTypeOf } from './http/content-types';
import type { AppEnv } from './http/context';

const COPY = /\.(?:br|gz)$/i;

const NO_CACHE = /^(index\.html|sw\.js|manifest\.webmanifest|registerSW\.js|workbox-[\w-]+\.js)$/;

export const cacheControlFor = (relativePath: string): string => {
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.test(relativePath) || relativePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
};

const NOT_BUILT = 'Emanet is not built yet. Run `npm run build` (`npm start` builds first), then reload.\n';

/** The file a request path names inside root, or undefined when it would leave root. */
const resolveInside = (root: string, requestPath: string): string | undefined => {
  if (requestPath.includes('\0')) return undefined;
  const target = path.resolve(root, `.${path.posix.normalize(`/${requestPath}`)}`);
  return target === root || target.startsWith(root + path.sep) ? target : undefined;
};

const isFile = async (file: string): Promise<boolean> => (await stat(file).catch(() => undefined))?.isFile() ?? false;

/**
 * The file, or its copy in the best coding the request accepts that the build wrote (a small file has
 * none). Every answer of a compressible type varies by Accept-Encoding, the unencoded one too.
 */
const sendFile = async (c: Context<AppEnv>, root: string, file: string) => {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const extension = path.extname(file).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControlFor(relative),
  };
  if (!PRECOMPRESSED_EXTENSIONS.has(extension)) return c.body(await readFile(file), 200, headers);
  headers.Vary = 'Accept-Encoding';
  for (const coding of acceptedCodings(c.req.header('Accept-Encoding'))) {
    const copy = await readFile(file + CODING_SUFFIX[coding]).catch(() => undefined);
    if (copy) return c.body(copy, 200, { ...headers, 'Content-Encoding': coding });
  }
  return c.body(await readFile(file), 200, headers);
};

const serveFrom = (root: string, prefix: string) => async (c: Context<AppEnv>) => {
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });
  const requestPath = c.req.path.slice(prefix.length);
  const file = resolveInside(
    root,
    requestPath.endsWith('/') || requestPath === '' ? `${requestPath}/index.html` : requestPath,
  );
  if (!file || COPY.test(file)) return c.text('Not found', 404);
  if (await isFile(file)) return sendFile(c, root, file);
  const lastSegment = requestPath.split('/').pop() ?? '';
  if (!lastSegment.includes('.')) return sendFile(c, root, index);
  return c.text('Not found', 404);
};

export const staticRoutes = (distDir: string): Hono<AppEnv> => {
  const dist = path.resolve(distDir);
  const routes = new Hono<AppEnv>();
  routes.get('/callcenter', (c) => c.redirect('/callcenter/', 301));
  routes.get('/callcenter/*', serveFrom(path.join(dist, 'callcenter'), '/callcenter'));
  routes.get('*', serveFrom(path.join(dist, 'branch'), ''));
  return routes;
};
