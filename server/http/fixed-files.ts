/**
 * The server's own static files (the API viewer, the sandbox page), served by name: each is read at
 * its first request and kept, and answered with an ETag, so a browser's revalidation (`no-cache`)
 * costs a 304 instead of the body (Swagger UI's bundle is 1.7 MB). Its brotli and gzip forms are made
 * at the first request that accepts them and kept too, each with its own ETag.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { acceptedCodings, encode, MIN_COMPRESSED_BYTES, type Coding } from './content-coding';
import { contentTypeOf } from './content-types';
import type { AppEnv } from './context';

export type FileResponder = (c: Context<AppEnv>) => Promise<Response>;

/** Quality 9 packs Swagger UI's bundle to 392 KB in about 130 ms, once; 11 would take seconds. */
const BROTLI_QUALITY = 9;

interface Loaded {
  body: Uint8Array<ArrayBuffer>;
  /** The unencoded body's tag; a coded form's is this with the coding added. */
  hash: string;
  /** Each coding's form, or undefined when it is not smaller (or the file is too small to bother). */
  coded: Map<Coding, Promise<Uint8Array<ArrayBuffer> | undefined>>;
}

/** Whether If-None-Match names the tag (a list, `*`, or a weak `W/` tag). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, ''))) ?? false;

/** The best accepted coding that makes the file smaller, with its bytes; none for the plain file. */
const pick = async (file: Loaded, accepted: readonly Coding[]) => {
  if (file.body.byteLength < MIN_COMPRESSED_BYTES) return undefined;
  for (const coding of accepted) {
    let coded = file.coded.get(coding);
    if (!coded) file.coded.set(coding, (coded = encode(coding, file.body, BROTLI_QUALITY).catch(() => undefined)));
    const body = await coded;
    if (body) return { coding, body };
  }
  return undefined;
};

/**
 * Answers one file (text: every fixed file is worth compressing; its type goes by its extension): read
 * once (again after a failed read), then its bytes (coded if accepted) or a 304.
 */
export const fileResponder = (file: string): FileResponder => {
  const type = contentTypeOf(file);
  let loaded: Promise<Loaded> | undefined;
  const load = () =>
    (loaded ??= readFile(file).then(
      (body) => ({ body, hash: createHash('sha256').update(body).digest('base64url'), coded: new Map() }),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    ));
  return async (c) => {
    const current = await load();
    const coded = await pick(current, acceptedCodings(c.req.header('Accept-Encoding')));
    const etag = coded ? `"${current.hash}-${coded.coding}"` : `"${current.hash}"`;
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    if (!coded) return c.body(current.body, 200, headers);
    return c.body(coded.body, 200, { ...headers, 'Content-Encoding': coded.coding });
  };
};

/** The responders of a table of files, by the name in their URL (a Map: `__proto__` is no name in it). */
export const fileTable = (files: Readonly<Record<string, string>>): ReadonlyMap<string, FileResponder> =>
  new Map(Object.entries(files).map(([name, file]) => [name, fileResponder(file)]));
