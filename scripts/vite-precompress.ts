/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every built text file,
 * for server/static.ts to send to browsers that accept them. It runs last in closeBundle, after
 * vite-plugin-pwa has built sw.js and injected its precache list (whose globPatterns match no .br or .gz),
 * so the worker is compressed too and the copies are never precached. Node's zlib, no dependency.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a file fits in one packet anyway and the headers outweigh the saving. */
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

const encoders: ReadonlyArray<readonly [string, (body: Buffer) => Promise<Buffer>]> = [
  [
    '.br',
    (body) =>
      toBrotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  ],
  ['.gz', (body) => toGzip(body, { level: constants.Z_BEST_COMPRESSION })],
];

/** Writes the compressed copies of one file that are smaller than it; answers how many it wrote. */
const compressFile = async (file: string): Promise<number> => {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return 0;
  const written = await Promise.all(
    encoders.map(async ([suffix, encode]) => {
      const packed = await encode(body);
      if (packed.length >= body.length) return 0;
      await writeFile(file + suffix, packed);
      return 1;
    }),
  );
  return written.reduce<number>((sum, n) => sum + n, 0);
};

/** Compresses every text file under dir; answers how many copies it wrote. */
export const precompressDir = async (dir: string): Promise<number> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const counts = await Promise.all(files.map(compressFile));
  return counts.reduce((sum, n) => sum + n, 0);
};

export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'emanet:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDir(outDir);
        this.info(`${count} brotli and gzip copies in ${path.relative(process.cwd(), outDir)}`);
      },
    },
  };
};
