/**
 * A database of its own for one test file or e2e run: with DATABASE_URL, a new PostgreSQL database
 * next to the named one (dropped afterwards, never someone else's); without it, PGlite.
 */
import pg from 'pg';

export interface FreshDatabase {
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

const admin = async <T>(base: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** `base` is the database next to which the new one is made (default DATABASE_URL). */
export const freshDatabase = async (label: string, base = process.env.DATABASE_URL): Promise<FreshDatabase> => {
  if (!base) return { databaseUrl: undefined, drop: async () => undefined };
  const name = `emanet_test_${label}_${process.pid}_${Date.now() % 1e8}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  await admin(base, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () =>
      admin(base, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
};
