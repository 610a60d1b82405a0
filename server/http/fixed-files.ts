/**
 * The server's own static files (the API viewer, the sandbox page), served by name: each is read at
 * its first request and kept, and answered with an ETag, so a browser's revalidation (`no-cache`)
 * costs a 304 instead of the body (Swagger UI's bundle is 1.7 MB).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import type { AppEnv } from './context';

export interface FixedFile {
  readonly path: string;
  /** Its Content-Type. */
  readonly type: string;
}

export type FileResponder = (c: Context<AppEnv>) => Promise<Response>;

/** Whether If-None-Match names the tag (a list, `*`, or a weak `W/` tag). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, ''))) ?? false;

/** Answers one file: read once (again after a failed read), then its bytes or a 304. */
export const fileResponder = (file: FixedFile): FileResponder => {
  let loaded: Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }> | undefined;
  const load = () =>
    (loaded ??= readFile(file.path).then(
      (body) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    ));
  return async (c) => {
    const { body, etag } = await load();
    const headers = { 'Content-Type': file.type, 'Cache-Control': 'no-cache', ETag: etag };
    return matches(c.req.header('If-None-Match'), etag) ? c.body(null, 304, headers) : c.body(body, 200, headers);
  };
};

/** The responders of a table of files, by the name in their URL (a Map: `__proto__` is no name in it). */
export const fileTable = (files: Readonly<Record<string, FixedFile>>): ReadonlyMap<string, FileResponder> =>
  new Map(Object.entries(files).map(([name, file]) => [name, fileResponder(file)]));
