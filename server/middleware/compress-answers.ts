/**
 * Compresses /api answers of a text type (JSON, the OpenAPI document) of 1 KB or more, with brotli or
 * gzip as the request accepts (http/content-coding.ts). Not hono/compress: it offers no brotli, and
 * without a Content-Length (Hono's c.json sets none) it compresses every answer, however small.
 * Answers here are whole in memory, so buffering one costs nothing; streams (text/event-stream),
 * binary types (a PNG, a PDF), answers already encoded (the API viewer's files), 204, 206, 304 and
 * HEAD go as they are, and so does an answer marked `Cache-Control: no-transform`.
 */
import { createMiddleware } from 'hono/factory';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { acceptedCodings, encode, MIN_COMPRESSED_BYTES } from '../http/content-coding';
import type { AppEnv } from '../http/context';

/** Quality 4: about as fast as gzip, and still smaller. */
const BROTLI_QUALITY = 4;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const UNCHANGED_STATUS = new Set([204, 206, 304]);

const compressible = (res: Response): boolean =>
  res.body !== null &&
  !UNCHANGED_STATUS.has(res.status) &&
  !res.headers.has('Content-Encoding') &&
  COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '') &&
  !NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '');

const addVary = (headers: Headers) => {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set('Vary', `${vary}, Accept-Encoding`);
};

export const compressAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === 'HEAD' || !compressible(c.res)) return;
  addVary(c.res.headers);
  const [coding] = acceptedCodings(c.req.header('Accept-Encoding'));
  if (!coding) return;
  const body = new Uint8Array(await c.res.arrayBuffer());
  const packed = body.byteLength < MIN_COMPRESSED_BYTES ? undefined : await encode(coding, body, BROTLI_QUALITY);
  c.res = new Response(packed ?? body, c.res);
  c.res.headers.set('Content-Length', String((packed ?? body).byteLength));
  if (!packed) return;
  c.res.headers.set('Content-Encoding', coding);
  const etag = c.res.headers.get('ETag');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
});
