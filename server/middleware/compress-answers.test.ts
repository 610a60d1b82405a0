import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/context';
import { compressAnswers } from './compress-answers';

const LARGE = { status: 'success', data: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Hesap ${i}` })) };
const LARGE_TEXT = JSON.stringify(LARGE);
const BINARY = new Uint8Array(4096).fill(7);

const app = new Hono<AppEnv>();
app.use('*', compressAnswers);
app.get('/large', (c) => c.json(LARGE));
app.get('/small', (c) => c.json({ status: 'success', data: { ok: true } }));
app.get('/tagged', (c) => c.json(LARGE, 200, { ETag: '"v1"', Vary: 'Origin' }));
app.get('/pdf', (c) => c.body(BINARY, 200, { 'Content-Type': 'application/pdf' }));
app.get('/png', (c) => c.body(BINARY, 200, { 'Content-Type': 'image/png' }));
app.get('/events', (c) => c.body(LARGE_TEXT, 200, { 'Content-Type': 'text/event-stream' }));
app.get('/no-transform', (c) => c.json(LARGE, 200, { 'Cache-Control': 'no-store, no-transform' }));
app.get('/not-modified', (c) => c.body(null, 304, { ETag: '"v1"' }));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('compressAnswers', () => {
  it('sends a large JSON answer in brotli when accepted, the same JSON once decoded', async () => {
    const response = await get('/large', 'gzip, deflate, br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await bytes(response);
    expect(response.headers.get('Content-Length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(LARGE_TEXT.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(LARGE_TEXT);
  });

  it('sends gzip to a client without brotli, or with brotli at q=0', async () => {
    for (const header of ['gzip', 'br;q=0, gzip']) {
      const response = await get('/large', header);
      expect(response.headers.get('Content-Encoding'), header).toBe('gzip');
      expect(gunzipSync(await bytes(response)).toString(), header).toBe(LARGE_TEXT);
    }
  });

  it('sends it as it is to a client that accepts no coding of ours, still varying', async () => {
    for (const header of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await get('/large', header);
      expect(response.headers.get('Content-Encoding'), header).toBeNull();
      expect(response.headers.get('Vary'), header).toBe('Accept-Encoding');
      expect(await response.text(), header).toBe(LARGE_TEXT);
    }
  });

  it('leaves an answer under 1 KB alone', async () => {
    const response = await get('/small', 'br, gzip');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toEqual({ status: 'success', data: { ok: true } });
  });

  it('weakens a strong ETag and adds to an existing Vary', async () => {
    const response = await get('/tagged', 'br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('ETag')).toBe('W/"v1"');
    expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding');
  });

  it.each(['/pdf', '/png', '/events', '/no-transform'])('does not compress %s', async (path) => {
    const response = await get(path, 'br, gzip');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect((await bytes(response)).length).toBe(path === '/pdf' || path === '/png' ? BINARY.length : LARGE_TEXT.length);
  });

  it('leaves a 304 and a HEAD answer alone', async () => {
    const notModified = await get('/not-modified', 'br');
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('Content-Encoding')).toBeNull();
    const head = await get('/large', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Encoding')).toBeNull();
  });
});
