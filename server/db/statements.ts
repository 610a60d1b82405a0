/**
 * Named, prepared statements for the hot path (a decision's session check, its facts, its engine
 * calls): sent straight to the driver, without Drizzle's query building, and prepared once per
 * PostgreSQL connection (PGlite prepares as it goes). Rows come back as the driver gives them:
 * select bigint columns as text.
 */
import type { Db, DbOrTx } from './client';

export interface Statement {
  /** Unique per statement text: PostgreSQL keeps the prepared plan per connection under this name. */
  name: string;
  text: string;
}

interface PgPoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteLike {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  waitReady: Promise<void>;
}

export const statement = (name: string, text: string): Statement => ({ name, text: text.replace(/\s+/g, ' ').trim() });

/** Runs a statement on the database (never inside a transaction: it takes a connection of its own). */
export const run = async <Row>(db: Db | DbOrTx, s: Statement, values: unknown[]): Promise<Row[]> => {
  const client = (db as unknown as { $client: PgPoolLike | PgliteLike }).$client;
  const result =
    'waitReady' in client
      ? await client.query(s.text, values)
      : await client.query({ name: s.name, text: s.text, values });
  return result.rows as Row[];
};

/**
 * A Drizzle query prepared once per database (its SQL built once, its plan kept by PostgreSQL per
 * connection under `name`) and run with placeholders: `const q = prepared((db) => db.select()…
 * .where(eq(t.id, sql.placeholder('id'))).prepare('name'))`, then `q(db).execute({ id })`.
 */
export const prepared = <P>(build: (db: Db) => P): ((db: Db) => P) => {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
};
