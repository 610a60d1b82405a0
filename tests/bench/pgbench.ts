/**
 * pgbench's built-in tpcb-like script (a bank teller transaction: update an account,
 * a teller and a branch, select the balance, insert a history row) on a given database:
 * the yardstick the transfer benchmark is printed beside.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

const connectionArgs = (databaseUrl: string): { args: string[]; env: NodeJS.ProcessEnv } => {
  const url = new URL(databaseUrl);
  return {
    args: ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')],
    env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) },
  };
};

const databaseName = (databaseUrl: string): string => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

/**
 * Creates pgbench's tables next to the app's. The scale should be at least the largest number
 * of clients (pgbench's own advice): at scale 1 every transaction updates the one branch row,
 * and the yardstick would measure that lock instead of the database.
 */
export const pgbenchInit = async (databaseUrl: string, scale: number): Promise<void> => {
  const { args, env } = connectionArgs(databaseUrl);
  await run('pgbench', ['-i', '-q', '-s', String(scale), ...args, databaseName(databaseUrl)], { env });
};

/** Transactions per second of a built-in (`-b name`) or custom (`-f file`) script. */
const tpsOf = async (databaseUrl: string, script: string[], clients: number, seconds: number): Promise<number> => {
  const { args, env } = connectionArgs(databaseUrl);
  const { stdout } = await run(
    'pgbench',
    [
      ...script,
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, 2)),
      '-T',
      String(seconds),
      '-n',
      ...args,
      databaseName(databaseUrl),
    ],
    { env, maxBuffer: 1 << 20 },
  );
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
  if (!match) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(match[1]);
};

/** Transactions per second of tpcb-like at `clients` connections for `seconds`. */
export const pgbenchTps = (databaseUrl: string, clients: number, seconds: number): Promise<number> =>
  tpsOf(databaseUrl, ['-b', 'tpcb-like'], clients, seconds);

/** Transactions per second of a custom script file (one transaction per run of the script). */
export const pgbenchScript = (databaseUrl: string, file: string, clients: number, seconds: number): Promise<number> =>
  tpsOf(databaseUrl, ['-f', file], clients, seconds);
