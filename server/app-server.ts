/**
 * Starts the sandbox bank: opens the database, migrates, seeds an empty one, issues a
 * fresh agent token and listens. Used by server/index.ts, the server tests and e2e.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { DEFAULT_CONFIG, type ServerConfig } from './config';
import { openDatabase, type Db } from './db/client';
import { SANDBOX_AGENT_NAME } from './db/demo-identities';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { ensureTransferDirectory } from './domain/transfers/directory-seed';
import { startSettlementLoop } from './domain/transfers/settlement';
import { issueAgentToken } from './domain/agents';
import { createApp } from './app';
import { createLogger } from './logger';

export interface ServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  host?: string;
  /** PostgreSQL when set; else PGlite in dataDir. */
  databaseUrl?: string;
  /** PGlite directory, or 'memory://'. Default .data/pglite. */
  dataDir?: string;
  distDir?: string;
  logLevel?: string;
  logger?: Logger;
  sandbox?: boolean;
  now?: () => Date;
  /** Overrides of the timeouts and limits. */
  config?: Partial<ServerConfig>;
  /** Tests: sees a copy of every request as it arrives (headers and body as sent). */
  onRequest?: (request: Request) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  /** The call-center agent's token for this run (plain; only its hash is stored). */
  agentToken: string;
  /** Whether this start seeded the database. */
  seeded: boolean;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

const listen = (
  app: ReturnType<typeof createApp>,
  port: number,
  hostname: string,
  onRequest?: (request: Request) => void,
): Promise<ServerType> =>
  new Promise((resolve, reject) => {
    const fetch = onRequest
      ? (request: Request, env: unknown) => {
          onRequest(request.clone());
          return app.fetch(request, env);
        }
      : app.fetch;
    const server = serve({ fetch, port, hostname });
    server.once('error', reject);
    server.once('listening', () => resolve(server));
  });

const closeServer = (server: ServerType): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });

export const createServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  const logger = options.logger ?? createLogger(options.logLevel ?? 'info');
  const now = options.now ?? (() => new Date());
  const config: ServerConfig = {
    ...DEFAULT_CONFIG,
    ...options.config,
    sandbox: options.sandbox ?? DEFAULT_CONFIG.sandbox,
  };
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? '.data/pglite',
    onIdleError: (error) => logger.warn({ code: (error as { code?: string }).code }, 'idle database connection lost'),
  });
  try {
    await runMigrations(database);
    const seeded = await seedIfEmpty(database.db, { now: now(), bankCode: config.bankCode });
    await ensureTransferDirectory(database.db, { now: now() });
    const agentToken = await issueAgentToken(database.db, SANDBOX_AGENT_NAME, now());
    const app = createApp({ db: database.db, config, logger, now, distDir: options.distDir ?? 'dist' });
    const host = options.host ?? '127.0.0.1';
    const server = await listen(app, options.port ?? 8080, host, options.onRequest);
    const { port } = server.address() as AddressInfo;
    logger.info({ port, driver: database.driver, seeded, sandbox: config.sandbox }, 'listening');
    const stopSettlement = startSettlementLoop(database.db, config, now, logger);
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      db: database.db,
      agentToken,
      seeded,
      app,
      close: () =>
        (closing ??= closeServer(server)
          .then(stopSettlement)
          .then(() => database.close())),
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
};
