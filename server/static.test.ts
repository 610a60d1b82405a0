/** Static files with the build's brotli and gzip copies (scripts/vite-precompress.ts writes them here too). */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/vite-precompress';
import { staticRoutes } from './static';

const SCRIPT = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const SHELL = `<!doctype html><html lang="tr"><head>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head></html>`;
const FILES: Record<string, string | Uint8Array> = {
  'branch/index.html': SHELL,
  'branch/assets/index-abc123.js': SCRIPT,
  'branch/assets/tiny-abc123.js': 'export {};\n',
  'branch/icons/icon.png': new Uint8Array(4096).fill(1),
  'callcenter/index.html': SHELL.replace('tr', 'en'),
};

let dist: string;
let routes: ReturnType<typeof staticRoutes>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'emanet-static-'));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  await precompressDir(dist);
  routes = staticRoutes(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (route: string, acceptEncoding?: string) =>
  routes.request(route, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the build copies', () => {
  it('are written beside text files of 1 KB or more, not beside small or binary ones', () => {
    const at = (file: string) => existsSync(path.join(dist, file));
    expect(at('branch/assets/index-abc123.js.br') && at('branch/assets/index-abc123.js.gz')).toBe(true);
    expect(at('branch/index.html.br')).toBe(true);
    expect(at('branch/assets/tiny-abc123.js.br') || at('branch/assets/tiny-abc123.js.gz')).toBe(false);
    expect(at('branch/icons/icon.png.br') || at('branch/icons/icon.png.gz')).toBe(false);
  });
});

describe('static files', () => {
  it('sends the brotli copy to a browser that accepts it, decoding to the file', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(response);
    expect(body).toEqual(readFileSync(path.join(dist, 'branch/assets/index-abc123.js.br')));
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted or refused with q=0', async () => {
    for (const header of ['gzip', 'br;q=0, gzip', 'gzip;q=0.8, br;q=0']) {
      const response = await get('/assets/index-abc123.js', header);
      expect(response.headers.get('Content-Encoding'), header).toBe('gzip');
      expect(gunzipSync(await bytes(response)).toString(), header).toBe(SCRIPT);
    }
  });

  it('sends the file itself when no coding of ours is accepted, still varying', async () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/index-abc123.js', header);
      expect(response.headers.get('Content-Encoding'), header).toBeNull();
      expect(response.headers.get('Vary'), header).toBe('Accept-Encoding');
      expect(response.headers.get('Cache-Control'), header).toBe('public, max-age=31536000, immutable');
      expect(await response.text(), header).toBe(SCRIPT);
    }
  });

  it('sends a small file as it is', async () => {
    const response = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe('export {};\n');
  });

  it('compresses the shell, the SPA fallback too, each app its own', async () => {
    for (const [route, lang] of [
      ['/', 'tr'],
      ['/dashboard/my-accounts', 'tr'],
      ['/callcenter/verify', 'en'],
    ] as const) {
      const response = await get(route, 'br, gzip');
      expect(response.headers.get('Content-Encoding'), route).toBe('br');
      expect(response.headers.get('Content-Type'), route).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Vary'), route).toBe('Accept-Encoding');
      expect(response.headers.get('Cache-Control'), route).toBe('no-cache');
      expect(brotliDecompressSync(await bytes(response)).toString(), route).toContain(`lang="${lang}"`);
    }
  });

  it('does not compress a PNG', async () => {
    const response = await get('/icons/icon.png', 'br, gzip');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBeNull();
    expect((await bytes(response)).length).toBe(4096);
  });

  it('serves no copy by its own name', async () => {
    for (const route of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz', '/index.html.br'])
      expect((await get(route, 'br, gzip')).status, route).toBe(404);
  });
});
