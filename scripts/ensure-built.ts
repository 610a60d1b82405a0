/**
 * Builds BranchWeb and CallCenter when their dist is missing or older than the
 * sources, so `npm start` works on a fresh clone and after a pull.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-preload-catalog.ts',
  'scripts/vite-static-chakra-css.ts',
  'package-lock.json',
];
const BUILDS = [
  { mode: 'production', out: 'dist/branch/index.html' },
  { mode: 'callcenter', out: 'dist/callcenter/index.html' },
] as const;

const newestMtime = (entry: string): number => {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
};

export const ensureBuilt = (): void => {
  const sourcesChanged = Math.max(...SOURCES.map(newestMtime));
  for (const { mode, out } of BUILDS) {
    const built = path.join(root, out);
    if (existsSync(built) && statSync(built).mtimeMs >= sourcesChanged) continue;
    console.log(`Building ${mode === 'callcenter' ? 'CallCenter' : 'BranchWeb'}…`);
    const vite = path.join(root, 'node_modules', '.bin', 'vite');
    const result = spawnSync(vite, ['build', '--mode', mode, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed`);
  }
};
