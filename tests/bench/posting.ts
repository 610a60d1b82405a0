/**
 * The posting call alone: the engine's one-statement journal (ledger_post, migration 0007) run by
 * pgbench as a custom script beside its built-in tpcb-like script, on the same database in the
 * same run, at 1, 8 and 64 clients. Each transaction posts a remittance between two of 1,000
 * accounts chosen at random (two balances locked in order, a journal row, two entries).
 * Target: at 8 clients at least 50% of tpcb-like.
 */
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshDatabase } from '../support/fresh-database';
import { startServerProcess } from '../support/server-process';
import { pgbenchInit, pgbenchScript, pgbenchTps } from './pgbench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,8,64').split(',').map(Number);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ACCOUNTS = 1000;

const SCRIPT = `\\set a random(1, ${ACCOUNTS})
\\set b random(1, ${ACCOUNTS})
select ledger_post(jsonb_build_object(
  'id', gen_random_uuid(), 'kind', 'Remittance', 'description', 'Bench', 'createdAt', now(),
  'entries', jsonb_build_array(
    jsonb_build_object('accountId', (select id from accounts where account_number = 'BENCH-' || :a),
      'currency', 'TRY', 'amount', '-1', 'code', 'payment', 'description', 'Bench'),
    jsonb_build_object('accountId', (select id from accounts where account_number = 'BENCH-' || :b),
      'currency', 'TRY', 'amount', '1', 'code', 'payment', 'description', 'Bench'))));
`;

export const postingBench = async (): Promise<void> => {
  process.env.DATABASE_URL = ADMIN_URL;
  const database = await freshDatabase('bench_posting');
  const databaseUrl = database.databaseUrl!;
  const work = mkdtempSync(path.join(tmpdir(), 'emanet-bench-posting-'));
  try {
    // The server migrates the database (the engine's functions), then leaves it to pgbench.
    const server = await startServerProcess(work, { env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' } });
    await server.stop('SIGTERM');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `insert into accounts (account_number, name, kind, currency, balance, branch_name, opened_at)
       select 'BENCH-' || n, 'Bench', 'Current', 'TRY', 1000000000000, 'Bench', now() from generate_series(1, $1) n`,
      [ACCOUNTS],
    );
    await client.end();
    const max = Math.max(...LEVELS);
    await pgbenchInit(databaseUrl, max);
    const script = path.join(work, 'posting.sql');
    writeFileSync(script, SCRIPT);
    console.log(`PostgreSQL, ${SECONDS} s per level; pgbench runs both scripts on the same database, scale ${max}.`);
    console.log('');
    console.log('| clients | ledger_post tps | tpcb-like tps | ledger_post ÷ tpcb-like |');
    console.log('|---|---|---|---|');
    for (const clients of LEVELS) {
      const posting = await pgbenchScript(databaseUrl, script, clients, SECONDS);
      const tpcb = await pgbenchTps(databaseUrl, clients, SECONDS);
      console.log(
        `| ${clients} | ${posting.toFixed(0)} | ${tpcb.toFixed(0)} | ${((100 * posting) / tpcb).toFixed(0)}% |`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    await database.drop();
  }
};
