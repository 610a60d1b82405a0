/**
 * Runs the server as its own Node process (`node --import tsx server/index.ts`, so a
 * signal reaches the server itself, not a wrapper) on a PGlite directory of the
 * caller's: for restart tests and the cold-start benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { Header, UNPROTECTED_TOKEN } from '../../src/contract/headers';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first answered /api/health. */
  startedInMs: number;
  /** Sends the signal and resolves with the exit code (null when killed by the signal). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export const unsignedHeaders = { [Header.UnprotectedToken]: UNPROTECTED_TOKEN, 'Content-Type': 'application/json' };

export interface ServerProcessOptions {
  timeoutMs?: number;
  /** Extra environment: DATABASE_URL for PostgreSQL (default: the PGlite directory), raised rate limits. */
  env?: Record<string, string>;
  /** Extra flags for node, e.g. `--cpu-prof` to profile the server under a benchmark. */
  nodeArgs?: string[];
}

export const startServerProcess = async (
  dataDir: string,
  { timeoutMs = 60_000, env = {}, nodeArgs = [] }: ServerProcessOptions = {},
): Promise<ServerProcess> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`, { headers: unsignedHeaders })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, child, startedInMs: performance.now() - started, stop };
    await new Promise((r) => setTimeout(r, 20));
  }
  await stop('SIGKILL');
  throw new Error(`server did not answer within ${timeoutMs} ms`);
};
