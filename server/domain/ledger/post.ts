/**
 * The engine's entry points. Each is one SQL statement (a database function, migration 0007), so
 * a journal, or a whole commit with its guards and product rows, takes one round trip and is all or
 * nothing whatever the caller's transaction.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlErrorOf } from '../../db/sql-error';
import { BusinessError } from '../common/refusal';
import { commitJson, type Commit } from './commit';
import { LEDGER_ERROR_CODES, LedgerError, journalJson, type Journal, type LedgerErrorCode } from './journal';

/** A refusal raised by the engine's functions: a guard (EMN01, a message code) or the ledger (EMN02). */
export const engineErrorOf = (error: unknown): BusinessError | LedgerError | undefined => {
  const found = sqlErrorOf(error);
  if (found?.code === 'EMN01') return new BusinessError([found.message]);
  if (found?.code === 'EMN02' && (LEDGER_ERROR_CODES as readonly string[]).includes(found.message))
    return new LedgerError(found.message as LedgerErrorCode, found.detail || undefined);
  return undefined;
};

const run = async (db: DbOrTx, statement: ReturnType<typeof sql>): Promise<void> => {
  try {
    await db.execute(statement);
  } catch (error) {
    throw engineErrorOf(error) ?? error;
  }
};

/** Posts one journal. LedgerError when an account is unknown, closed, of another currency or short of funds. */
export const postJournal = async (db: DbOrTx, journal: Journal): Promise<void> =>
  run(db, sql`select ledger_post(${JSON.stringify(journalJson(journal))}::jsonb)`);

/** Applies a commit (guards, journal, product rows) outside a decision: the settlement loop, the bank's own work. */
export const applyCommit = async (db: DbOrTx, commit: Commit): Promise<void> =>
  run(db, sql`select commit_apply(${JSON.stringify(commitJson(commit))}::jsonb)`);
