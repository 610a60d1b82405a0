/** Every sign-in attempt (password step and second factor), for the customer's login history. */
import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { LoginAttempt } from '../../../src/contract/auth-flows';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema/auth';

export interface AttemptInput {
  customerId: string | null;
  step: 'password' | 'otp' | 'push' | 'ip';
  at: Date;
  ip: string | null;
  device: string | null;
  channel: string;
  success: boolean;
}

export const recordAttempt = async (db: DbOrTx, input: AttemptInput): Promise<void> => {
  await db.insert(loginAttempts).values(input);
};

/** When the customer last completed a sign-in before `before`. */
export const lastSuccessfulLogin = async (db: DbOrTx, customerId: string, before: Date): Promise<Date | null> => {
  const [row] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.customerId, customerId),
        inArray(loginAttempts.step, ['otp', 'push']),
        eq(loginAttempts.success, true),
        lt(loginAttempts.at, before),
      ),
    )
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  return row?.at ?? null;
};

/** Failed attempts (any step) after `since` (all of them when null). */
export const failuresSince = async (db: DbOrTx, customerId: string, since: Date | null): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.customerId, customerId),
        eq(loginAttempts.success, false),
        since ? gt(loginAttempts.at, since) : undefined,
      ),
    );
  return row?.n ?? 0;
};

/** The customer's latest attempts, newest first (only the failed ones when asked). */
export const latestAttempts = async (
  db: DbOrTx,
  customerId: string,
  options: { failedOnly: boolean; limit: number },
): Promise<LoginAttempt[]> => {
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.customerId, customerId), options.failedOnly ? eq(loginAttempts.success, false) : undefined),
    )
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(options.limit);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    ip: r.ip,
    device: r.device,
    channel: r.channel,
    success: r.success,
  }));
};
