/** `npm run server`: runs the sandbox bank, prints how to use it, closes cleanly on SIGINT/SIGTERM. */
import { readEnv } from './config';
import { logLevelOf } from './logger';
import { DEMO_IDENTITIES } from './seed/demo-identities';
import { createServer } from './app-server';

const env = readEnv();
const server = await createServer({
  port: env.port,
  host: process.env.HOST || '127.0.0.1',
  databaseUrl: env.databaseUrl,
  redisUrl: env.redisUrl,
  redisKeyPrefix: env.redisKeyPrefix,
  dataDir: env.dataDir,
  distDir: env.distDir,
  logLevel: env.logLevel,
  sandbox: env.sandbox,
  config: env.config,
});

const base = `http://localhost:${server.port}`;
const lines = [
  '',
  `Emanet sandbox bank: ${base}`,
  `Database: ${env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`}${server.seeded ? ' (seeded now)' : ''}`,
  `Log level: ${logLevelOf(env.logLevel) ?? 'info'} (LOG_LEVEL=debug adds a line per request)`,
  ...(env.sandbox
    ? [
        `Outbox (SMS codes, push approvals, captcha answers): ${base}/sandbox`,
        `CallCenter: ${base}/callcenter/verify?token=${server.agentToken}`,
        '',
        'Demo identities:',
        ...DEMO_IDENTITIES.map(
          (d) => `  ${d.identificationNumber} / ${d.password}  ${d.name} ${d.surname}: ${d.shows}`,
        ),
      ]
    : ['Sandbox mode is off.']),
  '',
];
console.log(lines.join('\n'));

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('close failed', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
};
// Started through a wrapper (npm start, tsx) that died without relaying a signal (SIGKILL):
// do not linger as an orphan holding the port and the PGlite directory.
const parentPid = process.ppid;
setInterval(() => process.ppid !== parentPid && stop('parent process exited'), 500).unref();
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
