/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, else embedded PGlite
 * (a directory, or `memory://`). Both are typed as one PgDatabase so the app serves either.
 */
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './dir-lock';

export type Db = PgDatabase<PgQueryResultHKT>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** How many SQL statements this process has sent (BEGIN and COMMIT included): the benchmark's yardstick. */
  statements(): number;
  /**
   * Runs `work` while no other server process on the same database runs its own (a PostgreSQL
   * advisory lock held on a connection of its own); PGlite belongs to one process anyway.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock two starting server processes take turns on. */
const START_LOCK = 7_146_010;

/** Told about a connection the database dropped while it sat idle in the pool (a restart, a terminated backend). */
export type IdleErrorHandler = (error: Error) => void;

const openPostgres = async (url: string, onIdleError: IdleErrorHandler): Promise<Database> => {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE) || 10 });
  let statements = 0;
  // Every statement goes through a pooled client's query (pool.query and transactions alike).
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements += 1;
      return query(...args);
    };
  });
  // Without a listener, an idle client's error (the server restarting, a backend terminated)
  // is an uncaught exception that would end the process; the pool replaces the client anyway.
  pool.on('error', onIdleError);
  const db = drizzle({ client: pool, casing: 'snake_case' });
  return {
    db,
    driver: 'postgres',
    statements: () => statements,
    exclusive: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [START_LOCK]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
};

const openPglite = async (dataDir: string): Promise<Database> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : await lockDataDir(dataDir);
  const client = await PGlite.create(dataDir).catch((error: unknown) => {
    unlock();
    throw error;
  });
  let statements = 0;
  // Drizzle sends statements through query(), and transactions through transaction() (BEGIN and COMMIT).
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    statements += 1;
    return query(...args);
  }) as typeof query;
  client.transaction = ((run: Parameters<typeof transaction>[0]) => {
    statements += 2;
    return transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((...args: Parameters<typeof txQuery>) => {
        statements += 1;
        return txQuery(...args);
      }) as typeof txQuery;
      return run(tx);
    });
  }) as typeof transaction;
  const db = drizzle({ client, casing: 'snake_case' });
  return {
    db,
    driver: 'pglite',
    statements: () => statements,
    exclusive: (work) => work(),
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      unlock();
    },
  };
};

export const openDatabase = (options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError: IdleErrorHandler;
}): Promise<Database> =>
  options.databaseUrl ? openPostgres(options.databaseUrl, options.onIdleError) : openPglite(options.dataDir);
