/**
 * "At most N live at once" made safe against two decisions at once (a virtual card per main card, an
 * open credit card application per customer): a counter in `limit_usage` that only grows, raised by
 * the commit's `limit` guard with a maximum of what was counted so far plus the room the facts saw
 * (N − live). Two decisions that read the same facts both ask for the same last place: one gets it.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { limitUsage } from '../../db/schema/limits';
import type { Guard } from '../ledger/commit';

/** The counters never reset: one period. */
export const COUNT_PERIOD = '2000-01-01';
export const virtualCountCode = (mainCardId: string): string => `card-virtual-count:${mainCardId}`;
export const CREDIT_APPLICATION_COUNT = 'card-credit-application-count';

export const countUsed = async (db: DbOrTx, customerId: string, limitCode: string): Promise<bigint> => {
  const [row] = await db
    .select({ used: limitUsage.used })
    .from(limitUsage)
    .where(
      and(
        eq(limitUsage.customerId, customerId),
        eq(limitUsage.limitCode, limitCode),
        eq(limitUsage.periodStart, COUNT_PERIOD),
      ),
    );
  return row?.used ?? 0n;
};

export const countGuard = (input: {
  customerId: string;
  limitCode: string;
  /** The counter as the facts read it, and how many are live now. */
  used: bigint;
  live: number;
  max: number;
  refusal: string;
}): Guard => ({
  kind: 'limit',
  customerId: input.customerId,
  limitCode: input.limitCode,
  periodStart: COUNT_PERIOD,
  amount: 1n,
  max: input.used - BigInt(input.live) + BigInt(input.max),
  refusal: input.refusal,
});
