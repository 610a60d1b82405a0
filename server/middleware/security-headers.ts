/**
 * Security headers on every response: API, static files, 404s and errors. Nothing frames the app
 * (frame-ancestors 'none'), and the app frames only the sandbox's gold payment page: frame-src names
 * that path on the request's own origin; that page alone may be framed, by the app ('self').
 */
import type { ServerResponse } from 'node:http';
import { createMiddleware } from 'hono/factory';
import { GOLD_PAYMENT_PAGE_PATH } from '../../src/contract/physical-gold';

/** Every response's policy but the frame-src, which names the request's origin (contentSecurityPolicy). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Chakra/Emotion inject <style> tags; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/** The policy of a response to `origin`: the app may frame the gold payment page of its own origin only. */
export const contentSecurityPolicy = (origin: string): string =>
  `${CONTENT_SECURITY_POLICY}; frame-src ${ORIGIN.test(origin) ? `${origin}${GOLD_PAYMENT_PAGE_PATH}` : "'none'"}`;

/** The payment page's own policy: framed by the app's pages only. */
export const PAYMENT_PAGE_POLICY = CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** The headers every response carries as they are (the Content-Security-Policy is per origin and page). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

const ENTRIES = Object.entries(SECURITY_HEADERS);
const FRAMED = ENTRIES.map(([name, value]): [string, string] => [
  name,
  name === 'X-Frame-Options' ? 'SAMEORIGIN' : value,
]);

const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/** The headers of one request: its policy, and the framed page's own. */
const headersFor = (url: string, path: string): [string, string][] =>
  path.startsWith(GOLD_PAYMENT_PAGE_PATH)
    ? [...FRAMED, ['Content-Security-Policy', PAYMENT_PAGE_POLICY]]
    : [...ENTRIES, ['Content-Security-Policy', contentSecurityPolicy(originOf(url))]];

/**
 * Served by Node (@hono/node-server), the headers go on the Node response before the route runs, and
 * Node merges them into the head it writes: no answer's Headers object is built just to add them.
 * Routes never set these headers themselves (the images and static routes set only their type and
 * caching). Served otherwise (app.fetch in a test), they are set on the answer afterwards.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const headers = headersFor(c.req.url, c.req.path);
  if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of headers) c.res.headers.set(name, value);
  c.res.headers.delete('X-Powered-By');
});
