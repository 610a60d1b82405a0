/**
 * The request body limit: 413 with an envelope, keeping the client's keep-alive connection. The
 * rest of an oversized body is read and dropped (up to DRAIN_MAX_BYTES more), so the connection is
 * at the start of the next request when the answer goes out; hono's bodyLimit answers without
 * reading it, and Node then closes the connection under the client. A body larger still, or
 * announced larger by its Content-Length, is not read: that answer says `Connection: close`.
 * A few calls (a document's upload) have a larger limit of their own, by path.
 */
import { createMiddleware } from 'hono/factory';
import { MessageCode } from '../../src/contract/message-codes';
import type { AppEnv } from './context';
import { RequestError } from './errors';

/** How much of an oversized body is read and dropped to keep the connection. */
export const DRAIN_MAX_BYTES = 1024 * 1024;

const tooLarge = (keepAlive: boolean) =>
  new RequestError(413, [MessageCode.TooLarge], undefined, keepAlive ? {} : { closeConnection: true });

/** Reads the body; what is past `maxBytes` is counted, not kept. */
const readCapped = async (body: ReadableStream<Uint8Array>, maxBytes: number) => {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { size, chunks, ended: true };
    size += value.byteLength;
    if (size <= maxBytes) chunks.push(value);
    else if (size > maxBytes + DRAIN_MAX_BYTES) return { size, chunks, ended: false };
  }
};

export const bodyLimit = (defaultMaxBytes: number, larger: Readonly<Record<string, number>> = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const maxBytes = larger[c.req.path.toLowerCase()] ?? defaultMaxBytes;
    // Decided from the headers where it can be, without building the web Request the body hangs on.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('Content-Length');
    const chunked = c.req.header('Transfer-Encoding') !== undefined;
    if (!chunked) {
      if (length === undefined) return next(); // no body
      // Node's parser holds the body to its Content-Length: within the limit, nothing to count.
      const declared = Number(length);
      if (declared <= maxBytes) return next();
      if (declared > maxBytes + DRAIN_MAX_BYTES) throw tooLarge(false);
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const { size, chunks, ended } = await readCapped(body, maxBytes);
    if (size > maxBytes) throw tooLarge(ended);
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  });
