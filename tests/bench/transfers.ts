/**
 * Transfers through the HTTP API, signed and encrypted as the app does it, on PostgreSQL,
 * at 1, 8 and 64 concurrent clients: each client is its own signed-in customer sending
 * remittances (havale) to the next one, every transfer the whole decision (Execute → 201 →
 * the SMS code from the sandbox outbox → Execute with the code). Printed beside pgbench's
 * tpcb-like rate on the same database in the same run. Target: at 8 clients at least 40%
 * of pgbench's rate, and p99 of the posting call under 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client';
import { freshDatabase } from '../support/fresh-database';
import { addLoadCustomers } from '../support/load-customers';
import { startServerProcess } from '../support/server-process';
import { openTeller, remittance, transfer, type Teller } from '../support/transfer-driver';
import { pgbenchInit, pgbenchTps } from './pgbench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,8,64').split(',').map(Number);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Level {
  clients: number;
  transfersPerSecond: number;
  postingP50: number;
  postingP99: number;
  flowP50: number;
  flowP99: number;
  refused: number;
}

const runLevel = async (tellers: Teller[], targets: { accountNumber: string; name: string }[]): Promise<Level> => {
  const posting: number[] = [];
  const flow: number[] = [];
  let refused = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    tellers.map(async (teller, i) => {
      // Client i sends from customer i to customer i + clients: no two transfers touch the same
      // account, so what is measured is the engine, not a row lock the benchmark made up.
      const source = targets[i]!.accountNumber;
      const to = targets[i + tellers.length]!;
      while (performance.now() < deadline) {
        const started = performance.now();
        const outcome = await transfer(teller, remittance(source, to, '1.00'), crypto.randomUUID());
        if (!outcome.receipt) {
          refused++;
          if (process.env.BENCH_DEBUG)
            console.log(outcome.reply.status, JSON.stringify(outcome.reply.body).slice(0, 300));
          continue;
        }
        flow.push(performance.now() - started);
        posting.push(outcome.postingMs);
      }
    }),
  );
  posting.sort((a, b) => a - b);
  flow.sort((a, b) => a - b);
  return {
    clients: tellers.length,
    transfersPerSecond: posting.length / SECONDS,
    postingP50: percentile(posting, 50),
    postingP99: percentile(posting, 99),
    flowP50: percentile(flow, 50),
    flowP99: percentile(flow, 99),
    refused,
  };
};

export const transferBench = async (): Promise<void> => {
  process.env.DATABASE_URL = ADMIN_URL;
  const database = await freshDatabase('bench_transfers');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emanet-bench-transfers-'));
  const databaseUrl = database.databaseUrl!;
  const server = await startServerProcess(dataDir, {
    env: {
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_IDENTITY: '100000',
      LOG_LEVEL: 'error',
    },
    // BENCH_PROFILE=<dir> writes the server's CPU profile there (open it in Chrome DevTools).
    nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  });
  try {
    const opened = await openDatabase({ databaseUrl, dataDir, onIdleError: () => undefined });
    const max = Math.max(...LEVELS);
    const people = await addLoadCustomers(opened.db, { count: 2 * max, balance: 10_000_000_00n }).finally(() =>
      opened.close(),
    );
    await pgbenchInit(databaseUrl, max);
    const tellers: Teller[] = [];
    for (const person of people.slice(0, max)) tellers.push(await openTeller(server.url, person.identity));

    const rows: string[] = [];
    for (const clients of LEVELS) {
      const level = await runLevel(tellers.slice(0, clients), people);
      const tps = await pgbenchTps(databaseUrl, clients, SECONDS);
      rows.push(
        `| ${clients} | ${level.transfersPerSecond.toFixed(0)} | ${level.postingP50.toFixed(1)} | ${level.postingP99.toFixed(1)} | ${level.flowP50.toFixed(1)} | ${level.flowP99.toFixed(1)} | ${tps.toFixed(0)} | ${((100 * level.transfersPerSecond) / tps).toFixed(0)}% |${level.refused ? ` ${level.refused} refused` : ''}`,
      );
    }
    console.log(
      `PostgreSQL, ${SECONDS} s per level, pgbench scale ${max}; a transfer = the whole decision (challenge, code, posting); client i sends from its own account to a customer no other client sends from.`,
    );
    console.log('');
    console.log(
      '| clients | transfers/s | posting p50 ms | posting p99 ms | whole decision p50 ms | whole decision p99 ms | pgbench tpcb-like tps | transfers ÷ pgbench |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
};
