/**
 * Consecutive password failures per identification number as typed (known or not, so the
 * answers reveal nothing): a captcha after a few, a lock after more. Kept in the database.
 */
import { eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { loginGuards } from '../../db/schema/auth';

export interface GuardState {
  failures: number;
  lockedUntil: Date | null;
}

export const guardState = async (db: DbOrTx, identificationNumber: string, now: Date): Promise<GuardState> => {
  const [row] = await db.select().from(loginGuards).where(eq(loginGuards.identificationNumber, identificationNumber));
  if (!row) return { failures: 0, lockedUntil: null };
  return { failures: row.failures, lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null };
};

/**
 * Counts one failure. Reaching the lock threshold locks; a lock that has run out leaves the
 * counter at the captcha threshold, so the captcha is still asked after a lock.
 */
export const registerFailure = async (
  db: DbOrTx,
  identificationNumber: string,
  now: Date,
  config: ServerConfig,
): Promise<GuardState> => {
  const lockUntil = new Date(now.getTime() + config.lockoutSeconds * 1000);
  const after = config.captchaAfterFailures;
  const [row] = await db
    .insert(loginGuards)
    .values({ identificationNumber, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginGuards.identificationNumber,
      set: {
        failures: sql`case when ${loginGuards.lockedUntil} is not null and ${loginGuards.lockedUntil} <= ${now.toISOString()}::timestamptz then ${after + 1} else ${loginGuards.failures} + 1 end`,
        lockedUntil: sql`case when ${loginGuards.lockedUntil} is not null and ${loginGuards.lockedUntil} <= ${now.toISOString()}::timestamptz then null else ${loginGuards.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning();
  if (row!.failures >= config.lockAfterFailures && !row!.lockedUntil) {
    await db
      .update(loginGuards)
      .set({ lockedUntil: lockUntil })
      .where(eq(loginGuards.identificationNumber, identificationNumber));
    return { failures: row!.failures, lockedUntil: lockUntil };
  }
  return { failures: row!.failures, lockedUntil: row!.lockedUntil };
};

export const resetGuard = async (db: DbOrTx, identificationNumber: string): Promise<void> => {
  await db.delete(loginGuards).where(eq(loginGuards.identificationNumber, identificationNumber));
};

export const captchaNeeded = (state: GuardState, config: ServerConfig): boolean =>
  state.failures >= config.captchaAfterFailures;
