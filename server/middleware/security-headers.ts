/** Security headers on every response: API, static files, 404s and errors. */
import type { ServerResponse } from 'node:http';
import { createMiddleware } from 'hono/factory';

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

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

const ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * Served by Node (@hono/node-server), the headers go on the Node response before the route runs, and
 * Node merges them into the head it writes: no answer's Headers object is built just to add them.
 * Routes never set these headers themselves (the images and static routes set only their type and
 * caching). Served otherwise (app.fetch in a test), they are set on the answer afterwards.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent) {
    for (const [name, value] of ENTRIES) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of ENTRIES) c.res.headers.set(name, value);
  c.res.headers.delete('X-Powered-By');
});
