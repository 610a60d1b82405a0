/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, else embedded PGlite
 * (a directory, or `memory://`). Both are typed as one PgDatabase so the app serves either.
 */
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** Told about a connection the database dropped while it sat idle in the pool (a restart, a terminated backend). */
export type IdleErrorHandler = (error: Error) => void;

const openPostgres = async (url: string, onIdleError: IdleErrorHandler): Promise<Database> => {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle client's error (the server restarting, a backend terminated)
  // is an uncaught exception that would end the process; the pool replaces the client anyway.
  pool.on('error', onIdleError);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    driver: 'postgres',
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
  const db = drizzle({ client, schema, casing: 'snake_case' });
  return {
    db,
    driver: 'pglite',
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
