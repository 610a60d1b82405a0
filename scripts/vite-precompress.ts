/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every built text file,
 * for server/static.ts to send to browsers that accept them. It runs last in closeBundle, after
 * vite-plugin-pwa has built sw.js and injected its precache list (whose globPatterns match no .br or .gz),
 * so the worker is compressed too and the copies are never precached. The codings, sizes and types are
 * the server's (server/http/content-coding.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import {
  CODING_SUFFIX,
  CODINGS,
  encode,
  MIN_COMPRESSED_BYTES,
  PRECOMPRESSED_EXTENSIONS,
} from '../server/http/content-coding.ts';

/** Writes the compressed copies of one file that are smaller than it; answers how many it wrote. */
const compressFile = async (file: string): Promise<number> => {
  const body = await readFile(file);
  if (body.length < MIN_COMPRESSED_BYTES) return 0;
  const written = await Promise.all(
    CODINGS.map(async (coding) => {
      const packed = await encode(coding, body, constants.BROTLI_MAX_QUALITY, constants.Z_BEST_COMPRESSION);
      if (!packed) return 0;
      await writeFile(file + CODING_SUFFIX[coding], packed);
      return 1;
    }),
  );
  return written.reduce<number>((sum, n) => sum + n, 0);
};

/** Compresses every text file under dir; answers how many copies it wrote. */
export const precompressDir = async (dir: string): Promise<number> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.has(path.extname(entry.name)))
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
