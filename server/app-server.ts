/**
 * Starts the sandbox bank: opens the database, migrates, seeds an empty one, issues a
 * fresh agent token and listens. Used by server/index.ts, the server tests and e2e.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { DEFAULT_CONFIG, type ServerConfig } from './config';
import { openDatabase, type Db } from './db/client';
import { SANDBOX_AGENT_NAME } from './seed/demo-identities';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './seed/seed';
import { seedDemoMovements } from './seed/seed-movements';
import { seedCardHistory } from './seed/seed-card-history';
import { seedCardStatements } from './seed/seed-card-statements';
import { ensureChart } from './domain/ledger/chart';
import { ensureTransferDirectory } from './domain/directory/directory-seed';
import { ensureCards } from './seed/seed-cards';
import { ensureCreditCards } from './seed/seed-credit-cards';
import { ensureBillers } from './seed/seed-billers';
import { ensureDocuments } from './seed/seed-documents';
import { ensureFinancings } from './seed/seed-financings';
import { ensureGoldDemo } from './seed/seed-gold';
import { ensureOtherBanks } from './domain/other-banks/sandbox-banks';
import { ensureDemoProviders } from './domain/open-banking/providers';
import { startConsentRunner } from './domain/open-banking/runner';
import { startSettlementLoop } from './domain/transfers/settlement';
import { createSandboxClock } from './domain/sandbox/clock';
import { startStandingOrderLoop } from './domain/standing-orders/runner';
import { startCardRunner } from './domain/cards/runner';
import { startGoldOrderRunner } from './domain/physical-gold/runner';
import { startExpiryRunner } from './domain/common/expiry-runner';
import { endOpenCalls, startCall } from './domain/callcenter/calls';
import { createTransport } from './domain/security/transport-keys';
import { createApp } from './app';
import { openSharedState } from './shared-state';
import { createLogger } from './logger';

export interface ServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  host?: string;
  /** PostgreSQL when set; else PGlite in dataDir. */
  databaseUrl?: string;
  /** Redis for the rate limits and the replay cache of signed calls when set; else the database. */
  redisUrl?: string;
  /** Put before every Redis key. Default `emanet:`. */
  redisKeyPrefix?: string;
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
  // The bank's clock: the machine's (or the test's) plus the sandbox clock's offset (sandbox_clock).
  const clock = createSandboxClock(options.now ?? (() => new Date()));
  const now = clock.now;
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
  let closeSharedState = (): Promise<void> => Promise.resolve();
  try {
    // Two processes starting at once on one PostgreSQL take turns: migrations, chart, seed, directory.
    const seeded = await database.exclusive(async () => {
      await runMigrations(database);
      await ensureChart(database.db, now());
      const fresh = await seedIfEmpty(database.db, { now: now(), bankCode: config.bankCode });
      await ensureTransferDirectory(database.db, { now: now() });
      await ensureCreditCards(database.db, { now: now(), bankCode: config.bankCode });
      await ensureCards(database.db, { now: now(), bankCode: config.bankCode, settings: config.cards });
      await ensureBillers(database.db, { now: now() });
      await ensureDocuments(database.db, { now: now() });
      await ensureFinancings(database.db, { now: now(), config });
      await ensureGoldDemo(database.db, now(), config.physicalGold);
      await ensureOtherBanks(database.db, now());
      await ensureDemoProviders(database.db, now());
      if (fresh) await seedDemoMovements({ db: database.db, config, logger, now });
      // The demo cards' months of purchases, through the card network's authorisation (NET); the
      // seeded statements below bill them, so this comes first.
      if (fresh) await seedCardHistory({ db: database.db, config, logger, now });
      // The demo credit cards' past statements, cut by the statement run at past cut-offs: keep it
      // after the seeded card history (its transactions are the statements' lines).
      if (fresh) await seedCardStatements({ db: database.db, config, logger, now });
      return fresh;
    });
    await clock.load(database.db);
    // The telephony's links of an earlier run stop working; the printed link is a new call.
    await endOpenCalls(database.db, now());
    const agentToken = await startCall(database.db, SANDBOX_AGENT_NAME, now());
    const { redisUrl, redisKeyPrefix } = options;
    const shared = await openSharedState({ db: database.db, now, logger, redisUrl, redisKeyPrefix });
    closeSharedState = shared.close;
    // The bank's RSA key pair is made (or loaded) before the first customer waits for it: a fresh
    // 3072-bit pair takes from half a second to several on two busy cores.
    const transport = createTransport(database.db, now);
    await transport.publicInfo();
    const app = createApp({
      db: database.db,
      config,
      logger,
      now,
      clock,
      distDir: options.distDir ?? 'dist',
      statements: database.statements,
      limiter: shared.limiter,
      replay: shared.replay,
      transport,
    });
    const host = options.host ?? '127.0.0.1';
    const server = await listen(app, options.port ?? 8080, host, options.onRequest);
    const { port } = server.address() as AddressInfo;
    logger.info(
      { port, driver: database.driver, sharedState: shared.store, seeded, sandbox: config.sandbox },
      'listening',
    );
    const stopSettlement = startSettlementLoop(database.db, config, now, logger);
    const stopOrders = startStandingOrderLoop(
      database.db,
      config,
      { now, reload: () => clock.load(database.db) },
      logger,
    );
    // Card statements, late charges and application steps at the bank's clock (0 = off).
    const stopCards = startCardRunner(
      { db: database.db, config, logger, now, clock },
      { reload: () => clock.load(database.db) },
      logger,
    );
    // Gold orders' steps at the bank's clock (0 = off).
    const stopGold = startGoldOrderRunner(
      { db: database.db, config, logger, now, clock },
      { reload: () => clock.load(database.db) },
      logger,
    );
    // Open-banking consents' timeouts and ends at the bank's clock (0 = off).
    const stopConsents = startConsentRunner(
      database.db,
      config,
      { now, reload: () => clock.load(database.db) },
      logger,
    );
    // Corporate operations and call-center transfers past their deadline end Expired at the bank's clock (0 = off).
    const stopExpiry = startExpiryRunner(
      { db: database.db, config, logger, now, clock },
      { reload: () => clock.load(database.db) },
      logger,
    );
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
          .then(stopOrders)
          .then(stopCards)
          .then(stopGold)
          .then(stopConsents)
          .then(stopExpiry)
          .then(shared.close)
          .then(() => database.close())),
    };
  } catch (error) {
    await closeSharedState().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
};
