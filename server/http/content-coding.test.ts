import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedCodings, encode } from './content-coding';

describe('acceptedCodings', () => {
  it.each([
    ['br, gzip', ['br', 'gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['deflate', []],
    ['', []],
    [undefined, []],
    ['identity', []],
    ['br;q=0, gzip', ['gzip']],
    ['BR; Q=0 , gzip ; q=0.5', ['gzip']],
    ['gzip;q=0, br;q=0', []],
    ['gzip;q=1, br;q=0.5', ['gzip', 'br']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, br;q=0', ['gzip']],
    ['gzip;q=nonsense', []],
  ])('%j accepts %j', (header, codings) => {
    expect(acceptedCodings(header)).toEqual(codings);
  });
});

describe('encode', () => {
  const text = new TextEncoder().encode(
    '{"accounts":[' + '{"iban":"TR330006100519786457841326"},'.repeat(200) + '{}]}',
  );

  it('compresses with brotli and gzip, both decoding to the same bytes', async () => {
    const br = await encode('br', text, 4);
    const gz = await encode('gzip', text, 4);
    expect(br!.byteLength).toBeLessThan(text.byteLength);
    expect(brotliDecompressSync(br!)).toEqual(Buffer.from(text));
    expect(gunzipSync(gz!)).toEqual(Buffer.from(text));
  });

  it('answers undefined when the coded form is not smaller', async () => {
    expect(await encode('gzip', new Uint8Array([1, 2, 3]), 4)).toBeUndefined();
  });
});
