/**
 * Transfers through the HTTP API, signed and encrypted as the app does it (fast-teller.ts), on
 * PostgreSQL, at 1, 8 and 64 concurrent clients: each client is its own signed-in customer
 * sending remittances (havale) to the next one, every transfer the whole decision (Execute → 201
 * → the SMS code, read from the database → Execute with the code). Printed beside pgbench's
 * tpcb-like rate on the same database in the same run, with the SQL statements and the server's
 * CPU time per decision (GET /api/Sandbox/Metrics before and after each level). Targets (issue
 * 10): at most 6 statements and 2 ms of server CPU per decision; at 8 clients at least 25% of
 * pgbench's rate, and p99 of the posting call under 50 ms.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client';
import { freshDatabase } from '../support/fresh-database';
import { addLoadCustomers } from '../support/load-customers';
import { startServerProcess, unsignedHeaders } from '../support/server-process';
import pg from 'pg';
import { ActionCode } from '../../src/contract/action-codes';
import { remittance } from '../support/transfer-driver';
import { openFastTeller, type FastTeller } from './fast-teller';
import { pgbenchInit, pgbenchTps } from './pgbench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,8,64').split(',').map(Number);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 4);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Level {
  clients: number;
  decisions: number;
  statementsPerDecision: number;
  cpuMsPerDecision: number;
  /** The benchmark's own client and PostgreSQL, which share the machine's cores with the server. */
  clientCpuMsPerDecision: number;
  postgresCpuMsPerDecision: number | undefined;
  transfersPerSecond: number;
  postingP50: number;
  postingP99: number;
  flowP50: number;
  flowP99: number;
  refused: number;
}

interface Metrics {
  statements: number;
  cpuMicros: number;
}

/** The metrics of every server process, added up. */
const metricsOf = async (bases: string[]): Promise<Metrics> => {
  const all = await Promise.all(
    bases.map(async (base) => {
      const reply = await fetch(`${base}/api/sandbox/metrics`, { headers: unsignedHeaders });
      return ((await reply.json()) as { data: Metrics }).data;
    }),
  );
  return all.reduce((sum, m) => ({
    statements: sum.statements + m.statements,
    cpuMicros: sum.cpuMicros + m.cpuMicros,
  }));
};

type CodeOf = (referenceKey: string) => Promise<string>;

interface Envelope {
  status: string;
  actionCode: number;
  data: { otpReferenceKey?: string } | null;
}

/** One whole decision: Execute (the code is sent), the code, Execute with it; the posting call timed. */
const decideOnce = async (teller: FastTeller, body: object, codeOf: CodeOf) => {
  const key = crypto.randomUUID();
  const first = await teller.post<Envelope>('/api/Transfer/Execute', body, key);
  if (first.body.actionCode !== ActionCode.TransactionOtp) return { ok: false, postingMs: 0, reply: first };
  const otpReferenceKey = first.body.data!.otpReferenceKey!;
  const otpCode = await codeOf(otpReferenceKey);
  const started = performance.now();
  const reply = await teller.post<Envelope>('/api/Transfer/Execute', { ...body, otpReferenceKey, otpCode }, key);
  return { ok: reply.body.status === 'success', postingMs: performance.now() - started, reply };
};

/** CPU time (µs) of each PostgreSQL process on this machine so far, by pid, from /proc (undefined where it is not readable). */
const postgresCpu = (): Map<string, number> | undefined => {
  try {
    const byPid = new Map<string, number>();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!name.startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS); // utime, stime
    }
    return byPid;
  } catch {
    return undefined;
  }
};

/**
 * What the backends serving the benchmark's database spent between two snapshots (the server's and
 * the benchmark's own connections; not autovacuum, not other databases, not a backend gone meanwhile).
 */
const postgresSpent = (
  before: Map<string, number> | undefined,
  after: Map<string, number> | undefined,
  backends: ReadonlySet<string>,
) => {
  if (!before || !after) return undefined;
  let micros = 0;
  for (const [pid, spent] of after) if (backends.has(pid)) micros += spent - (before.get(pid) ?? 0);
  return micros;
};

/** The client backends connected to the benchmark's database now. */
const backendsOf = async (pool: pg.Pool): Promise<Set<string>> => {
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  return new Set(rows.map((r) => String(r.pid)));
};
const CLOCK_TICKS = 100;

const cpuMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

const runLevel = async (
  bases: string[],
  tellers: FastTeller[],
  targets: { accountNumber: string; name: string }[],
  codeOf: CodeOf,
  pool: pg.Pool,
  seconds = SECONDS,
): Promise<Level> => {
  const before = await metricsOf(bases);
  const [clientBefore, postgresBefore] = [cpuMicros(), postgresCpu()];
  const posting: number[] = [];
  const flow: number[] = [];
  let refused = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    tellers.map(async (teller, i) => {
      // Client i sends from customer i to customer i + clients: no two transfers touch the same
      // account, so what is measured is the engine, not a row lock the benchmark made up.
      const source = targets[i]!.accountNumber;
      const to = targets[i + tellers.length]!;
      while (performance.now() < deadline) {
        const started = performance.now();
        const outcome = await decideOnce(teller, remittance(source, to, '1.00'), codeOf);
        if (!outcome.ok) {
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
  const after = await metricsOf(bases);
  const [clientAfter, postgresAfter] = [cpuMicros(), postgresCpu()];
  const postgresMicros = postgresSpent(postgresBefore, postgresAfter, await backendsOf(pool));
  posting.sort((a, b) => a - b);
  flow.sort((a, b) => a - b);
  // The metrics calls themselves: one statement-free request each, counted out of nothing.
  const decisions = posting.length + refused;
  return {
    clients: tellers.length,
    decisions,
    statementsPerDecision: (after.statements - before.statements) / decisions,
    cpuMsPerDecision: (after.cpuMicros - before.cpuMicros) / 1000 / decisions,
    clientCpuMsPerDecision: (clientAfter - clientBefore) / 1000 / decisions,
    postgresCpuMsPerDecision: postgresMicros === undefined ? undefined : postgresMicros / 1000 / decisions,
    transfersPerSecond: posting.length / seconds,
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
  // BENCH_SERVERS=n runs n server processes on the one database (the tellers take turns among them),
  // as a bank would behind a load balancer; the shared state (replay cache, limits) keeps them one bank.
  const serverCount = Number(process.env.BENCH_SERVERS ?? 1);
  const start = () =>
    startServerProcess(dataDir, {
      env: {
        DATABASE_URL: databaseUrl,
        RATE_LIMIT_PER_IP: '100000',
        RATE_LIMIT_PER_IDENTITY: '100000',
        LOG_LEVEL: 'error',
        // Nothing to settle (remittances only); the loop's own queries would count against the decisions.
        SETTLEMENT_INTERVAL_SECONDS: '0',
      },
      // BENCH_PROFILE=<dir> writes the server's CPU profile there (open it in Chrome DevTools).
      nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
    });
  const servers = [await start()];
  while (servers.length < serverCount) servers.push(await start());
  const bases = servers.map((s) => s.url);
  try {
    const opened = await openDatabase({ databaseUrl, dataDir, onIdleError: () => undefined });
    const max = Math.max(...LEVELS);
    const people = await addLoadCustomers(opened.db, { count: 2 * max, balance: 10_000_000_00n }).finally(() =>
      opened.close(),
    );
    await pgbenchInit(databaseUrl, max);
    const tellers: FastTeller[] = [];
    for (const [i, person] of people.slice(0, max).entries())
      tellers.push(await openFastTeller(bases[i % bases.length]!, person.identity));

    // The benchmark reads each SMS code from the database itself, so the server serves only the decision's own calls.
    const codes = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    const codeOf: CodeOf = async (referenceKey) => {
      const { rows } = await codes.query<{ code: string }>({
        name: 'bench-code',
        text: 'select code from outbox where reference_key = $1',
        values: [referenceKey],
      });
      if (!rows[0]?.code) throw new Error('no SMS code in the outbox');
      return rows[0].code;
    };
    // Warm-up, not reported: the server compiles its hot paths (V8's optimising compiler works on
    // threads of its own, counted in the process's CPU) before the first measured level.
    await runLevel(bases, tellers.slice(0, Math.min(8, max)), people, codeOf, codes, WARM_UP_SECONDS);
    const rows: string[] = [];
    for (const clients of LEVELS) {
      const level = await runLevel(bases, tellers.slice(0, clients), people, codeOf, codes);
      const tps = await pgbenchTps(databaseUrl, clients, SECONDS);
      rows.push(
        `| ${clients} | ${level.transfersPerSecond.toFixed(0)} | ${level.statementsPerDecision.toFixed(1)} | ${level.cpuMsPerDecision.toFixed(2)} | ${level.clientCpuMsPerDecision.toFixed(2)} | ${level.postgresCpuMsPerDecision?.toFixed(2) ?? 'n/a'} | ${level.postingP50.toFixed(1)} | ${level.postingP99.toFixed(1)} | ${level.flowP50.toFixed(1)} | ${level.flowP99.toFixed(1)} | ${tps.toFixed(0)} | ${((100 * level.transfersPerSecond) / tps).toFixed(0)}% |${level.refused ? ` ${level.refused} refused` : ''}`,
      );
    }
    console.log(
      `PostgreSQL, ${SECONDS} s per level, pgbench scale ${max}, ${serverCount} server process(es); a transfer = the whole decision (challenge, code, posting); client i sends from its own account to a customer no other client sends from.`,
    );
    console.log('');
    console.log(
      '| clients | transfers/s | SQL statements per decision | server CPU ms per decision | bench client CPU ms | PostgreSQL CPU ms | posting p50 ms | posting p99 ms | whole decision p50 ms | whole decision p99 ms | pgbench tpcb-like tps | transfers ÷ pgbench |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    await codes.end();
  } finally {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
};
