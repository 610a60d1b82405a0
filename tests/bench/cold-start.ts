/**
 * Server cold start: from spawning `node --import tsx server/index.ts` to the first answered
 * `/api/health`, on a fresh PGlite directory (initdb + migrations + seed) and on a
 * reopened one (restart). The figure a person waits for after `npm start`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../support/server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const timeStart = async (dataDir: string): Promise<number> => {
  const server = await startServerProcess(dataDir);
  await server.stop('SIGTERM');
  return server.startedInMs;
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const coldStart = async (): Promise<void> => {
  const fresh: number[] = [];
  const reopen: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'emanet-bench-'));
    try {
      fresh.push(await timeStart(dir));
      reopen.push(await timeStart(dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const row = (label: string, values: number[]) =>
    `| ${label} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`;
  console.log(`| PGlite data dir (${RUNS} runs) | median ms | min ms | max ms |`);
  console.log('|---|---|---|---|');
  console.log(row('fresh: initdb, migrations, seed', fresh));
  console.log(row('reopened: restart', reopen));
};
