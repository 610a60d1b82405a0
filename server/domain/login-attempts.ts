/** Every sign-in attempt (password step and second factor), for the customer's login history. */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginAttempts } from '../db/schema';

export interface AttemptInput {
  customerId: string | null;
  step: 'password' | 'otp' | 'push';
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
