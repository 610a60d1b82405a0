/**
 * Compression through Node (issue 12): the app served by @hono/node-server, asked with node:http (no
 * transparent decoding), sends the build's brotli copies and compresses large API answers, with the
 * security headers still on, ETag revalidation still answering 304, and small answers left alone.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress';
import { createApp } from '../../server/app';
import { DEFAULT_CONFIG } from '../../server/config';
import type { Db } from '../../server/db/client';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../server/middleware/security-headers';
import { makeDist } from './support/test-server';

const SCRIPT = `console.log(${JSON.stringify('branch '.repeat(400))});\n`;

let dist: string;
let server: ServerType;
let port: number;

beforeAll(async () => {
  dist = makeDist();
  writeFileSync(path.join(dist, 'branch/assets/index-big123.js'), SCRIPT);
  await precompressDir(dist);
  // No route asked here touches the database.
  const app = createApp({
    db: {} as Db,
    config: DEFAULT_CONFIG,
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    distDir: dist,
  });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const raw = (route: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: route, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

const expectSecurityHeaders = (headers: IncomingHttpHeaders) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers['content-security-policy']).toContain(`${CONTENT_SECURITY_POLICY}; frame-src http://`);
};

describe('compression through Node', () => {
  it('sends a built script as brotli, gzip or itself, under the security headers', async () => {
    const route = '/assets/index-big123.js';
    const br = await raw(route, { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expectSecurityHeaders(br.headers);
    const gzip = await raw(route, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await raw(route);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the headers of the coded copy and no body', async () => {
    const head = await raw('/assets/index-big123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('compresses a large API answer and leaves a small one', async () => {
    const large = await raw('/api/openapi.json', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toBe('Accept-Encoding');
    expect(large.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(brotliDecompressSync(large.body).toString())).toMatchObject({ openapi: '3.1.0' });
    expectSecurityHeaders(large.headers);
    const small = await raw('/api/sandbox/nope', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: 'error' });
    expect(small.headers['cache-control']).toBe('no-store');
  });

  it("keeps the API viewer's ETag revalidation, per coding", async () => {
    const route = '/api/docs/swagger-ui-bundle.js';
    const first = await raw(route, { 'Accept-Encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.body.length).toBeLessThan(500_000); // 1.7 MB unencoded
    const etag = String(first.headers.etag);
    const again = await raw(route, { 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.vary).toBe('Accept-Encoding');
    const gzip = await raw(route, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(brotliDecompressSync(first.body).toString());
  });
});
