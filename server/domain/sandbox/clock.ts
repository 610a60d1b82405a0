/**
 * The sandbox's clock: the bank's time is the machine's (or a test's injected clock) plus an offset
 * kept in `sandbox_clock` (one row), so a tester can move the bank a day or a month ahead and watch
 * standing orders run and bills appear. Every process loads the offset at start and again at each
 * scheduler tick, so two processes on one database agree. The security machinery (session idle
 * time, signature timestamps) keeps the base clock: moving the bank's calendar signs nobody out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxClock } from '../../db/schema/payments';

export interface SandboxClock {
  /** The bank's time: the base clock plus the offset. */
  now(): Date;
  /** The clock without the offset (signatures, sessions). */
  base(): Date;
  offsetMs(): number;
  /** Reads the offset again (another process may have moved it). */
  load(db: Db): Promise<void>;
  /** Stores a new offset and uses it at once. */
  set(db: Db, offsetMs: number): Promise<void>;
}

const ROW_ID = 1;

export const createSandboxClock = (base: () => Date): SandboxClock => {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    base,
    offsetMs: () => offset,
    load: async (db) => {
      const [row] = await db.select({ offsetMs: sandboxClock.offsetMs }).from(sandboxClock).limit(1);
      offset = row ? Number(row.offsetMs) : 0;
    },
    set: async (db, offsetMs) => {
      await db
        .insert(sandboxClock)
        .values({ id: ROW_ID, offsetMs, updatedAt: base() })
        .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs, updatedAt: sql`excluded.updated_at` } });
      offset = offsetMs;
    },
  };
};
