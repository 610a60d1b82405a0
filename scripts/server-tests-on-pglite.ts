/**
 * `npm test` runs the server tests on whatever DATABASE_URL names. When that is
 * PostgreSQL (as in CI), this runs them once more on PGlite, the default of
 * `npm start`, so both drivers are proven in one run. Without DATABASE_URL the
 * first run already used PGlite and this does nothing.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

if (process.env.DATABASE_URL) {
  const root = path.resolve(import.meta.dirname, '..');
  const env = { ...process.env };
  delete env.DATABASE_URL;
  console.log('Server tests again, on PGlite:');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'server'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
