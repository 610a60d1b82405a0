import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { fileResponder } from './fixed-files';

const dir = mkdtempSync(path.join(tmpdir(), 'emanet-fixed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SCRIPT = `window.bundle = [${Array.from({ length: 400 }, (_, i) => `"part ${i}"`).join(',')}];\n`;
writeFileSync(path.join(dir, 'bundle.js'), SCRIPT);
writeFileSync(path.join(dir, 'small.css'), 'body { margin: 0 }\n');

const app = new Hono<AppEnv>();
const JS = 'text/javascript; charset=utf-8';
app.get('/bundle.js', fileResponder(path.join(dir, 'bundle.js')));
app.get('/small.css', fileResponder(path.join(dir, 'small.css')));

const get = (route: string, headers: Record<string, string> = {}) => app.request(route, { headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('fixed files', () => {
  it('sends brotli, gzip or the file as accepted, each with its own ETag, all varying', async () => {
    const br = await get('/bundle.js', { 'Accept-Encoding': 'gzip, br' });
    const gzip = await get('/bundle.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    const plain = await get('/bundle.js');
    expect([br, gzip, plain].map((r) => r.headers.get('Content-Encoding'))).toEqual(['br', 'gzip', null]);
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(SCRIPT);
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(SCRIPT);
    expect(await plain.text()).toBe(SCRIPT);
    const tags = [br, gzip, plain].map((r) => r.headers.get('ETag'));
    expect(new Set(tags).size).toBe(3);
    for (const response of [br, gzip, plain]) {
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Type')).toBe(JS);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('answers 304 to the ETag of the form it would send, and the body to another', async () => {
    const first = await get('/bundle.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag')!;
    const again = await get('/bundle.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Vary')).toBe('Accept-Encoding');
    expect(again.headers.get('Content-Encoding')).toBeNull();
    expect(await again.text()).toBe('');
    expect((await get('/bundle.js', { 'Accept-Encoding': 'br', 'If-None-Match': `W/${etag}` })).status).toBe(304);
    const plain = await get('/bundle.js', { 'If-None-Match': etag });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('sends a small file as it is', async () => {
    const response = await get('/small.css', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe('body { margin: 0 }\n');
  });
});
