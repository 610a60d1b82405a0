/**
 * The sandbox's gold order steps: every order whose `next_step_at` has come (the bank's clock) moves
 * ONE step per call, Ordered → Prepared → Shipped → Delivered, through a commit whose areaTransition
 * guard takes it from the status read (two runners move it once). A step's time is when it was due,
 * so the timeline reads as planned; after the clock moved far ahead a caller calls again until 0.
 */
import { and, asc, isNotNull, lte } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import type { GoldOrderStatus } from '../../../src/contract/physical-gold';
import type { PhysicalGoldSettings } from '../../config';
import { goldOrders } from '../../db/schema/physical-gold';
import type { DomainDeps } from '../common/deps';
import { BusinessError } from '../common/refusal';
import { areaTransition } from '../ledger/commit';
import { applyCommit } from '../ledger/post';

const NEXT: Partial<Record<GoldOrderStatus, GoldOrderStatus>> = {
  Ordered: 'Prepared',
  Prepared: 'Shipped',
  Shipped: 'Delivered',
};
const BATCH = 200;
const HOUR_MS = 3_600_000;

/** Hours from a status to the next one (none after Delivered). */
const hoursAfter = (status: GoldOrderStatus, settings: PhysicalGoldSettings): number | undefined =>
  status === 'Ordered'
    ? settings.stepHours.prepared
    : status === 'Prepared'
      ? settings.stepHours.shipped
      : status === 'Shipped'
        ? settings.stepHours.delivered
        : undefined;

export const nextStepAfter = (status: GoldOrderStatus, at: Date, settings: PhysicalGoldSettings): Date | null => {
  const hours = hoursAfter(status, settings);
  return hours === undefined ? null : new Date(at.getTime() + hours * HOUR_MS);
};

/** Moves every due order one step; answers how many moved. */
export const advanceGoldOrders = async (deps: DomainDeps): Promise<number> => {
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(goldOrders)
    .where(and(isNotNull(goldOrders.nextStepAt), lte(goldOrders.nextStepAt, now)))
    .orderBy(asc(goldOrders.nextStepAt), asc(goldOrders.id))
    .limit(BATCH);
  let moved = 0;
  for (const order of due) {
    const status = NEXT[order.status];
    if (!status) continue;
    const at = order.nextStepAt ?? now;
    const guard = areaTransition(
      goldOrders,
      order.id,
      [order.status],
      {
        status,
        timeline: [...order.timeline, { status, at: at.toISOString() }],
        nextStepAt: nextStepAfter(status, at, deps.config.physicalGold),
        updatedAt: at,
      },
      MessageCode.GoldOrderMoved,
    );
    try {
      await applyCommit(deps.db, { at: now, guards: [guard] });
      moved += 1;
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error; // another runner moved it first
    }
  }
  return moved;
};

/** Moves due orders until none is left (a clock moved days ahead moves each order to its end). */
export const advanceGoldOrdersFully = async (deps: DomainDeps): Promise<number> => {
  let total = 0;
  for (let pass = 0; pass < 4; pass += 1) {
    const moved = await advanceGoldOrders(deps);
    total += moved;
    if (moved === 0) break;
  }
  return total;
};
