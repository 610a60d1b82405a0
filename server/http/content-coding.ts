/**
 * Content codings (RFC 9110 §12.5.3): which of brotli and gzip a request's Accept-Encoding accepts, and
 * compressing a body with one. The build writes `.br` and `.gz` copies of the apps' files
 * (scripts/vite-precompress.ts); the server's own files and the API answers are compressed here.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Coding = 'br' | 'gzip';

/** Brotli first: smaller than gzip at the same speed. */
export const CODINGS: readonly Coding[] = ['br', 'gzip'];

/** The file suffix of a coding's copy written at build time. */
export const CODING_SUFFIX: Readonly<Record<Coding, string>> = { br: '.br', gzip: '.gz' };

/** Below this an answer fits in one packet anyway; compressing it saves nothing worth the work. */
export const MIN_COMPRESSED_BYTES = 1024;

/** The built files' types that get compressed copies at build time (and are looked for by static.ts). */
export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
]);

const weightOf = (param: string | undefined): number => {
  if (param === undefined) return 1;
  const q = Number(param.slice('q='.length));
  return Number.isFinite(q) ? q : 0;
};

/**
 * The codings the header accepts (q > 0, named or by `*`), best first, brotli first at equal weight;
 * none without the header: then the answer goes unencoded.
 */
export const acceptedCodings = (header: string | undefined): Coding[] => {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((text) => text.replace(/\s+/g, '').toLowerCase());
    weights.set(name, weightOf(params.find((param) => param.startsWith('q='))));
  }
  const weight = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  return CODINGS.filter((coding) => weight(coding) > 0).sort((a, b) => weight(b) - weight(a));
};

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * The text body compressed with the coding (off the main thread), or undefined when that makes it no
 * smaller. `brotliQuality` trades time for size: 4 costs about as much as gzip; 11 (and gzip level 9)
 * is for build time only.
 */
export const encode = async (
  coding: Coding,
  body: Uint8Array,
  brotliQuality: number,
  gzipLevel: number = constants.Z_DEFAULT_COMPRESSION,
): Promise<Buffer<ArrayBuffer> | undefined> => {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  };
  const packed = coding === 'br' ? await toBrotli(body, { params }) : await toGzip(body, { level: gzipLevel });
  // zlib answers a buffer of its own, never shared memory, though its types allow that.
  return packed.byteLength < body.byteLength ? (packed as Buffer<ArrayBuffer>) : undefined;
};
