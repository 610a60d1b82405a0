/**
 * A database of its own for one test run: a new PostgreSQL database next to the
 * one DATABASE_URL names (dropped afterwards), or in-memory PGlite without it.
 */
import pg from 'pg';

export interface FreshDatabase {
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export const freshDatabase = async (label: string): Promise<FreshDatabase> => {
  const base = process.env.DATABASE_URL;
  if (!base) return { databaseUrl: undefined, drop: async () => {} };
  const name = `${label}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};
