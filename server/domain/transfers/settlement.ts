/**
 * The clearing house of the sandbox: Pending and Scheduled interbank transfers whose time has
 * come (FAST after a few seconds, EFT once its window is open) move from the clearing GL
 * account to the central-bank settlement account and become Completed. Each in its own
 * transaction; the conditional UPDATE … WHERE status IN (Pending, Scheduled) makes a second
 * run (or a second server) skip a row already settled.
 */
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { describeError } from '../../logger';
import { postTransfer } from '../ledger';
import { isEftOpen } from './calendar';
import { glIds } from './gl';

const OPEN = ['Pending', 'Scheduled'] as const;

/** Settles every transfer that is due at `now`; answers how many it settled. */
export const settleDue = async (db: Db, config: ServerConfig, now: Date): Promise<number> => {
  const types = isEftOpen(now, config.transfers.eft) ? ['FAST', 'EFT'] : ['FAST'];
  const due = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      and(
        inArray(transfers.status, [...OPEN]),
        inArray(transfers.transferType, types),
        isNotNull(transfers.settleAfter),
        lte(transfers.settleAfter, now),
      ),
    )
    .orderBy(transfers.settleAfter)
    .limit(200);
  let settled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(transfers)
        .set({ status: 'Completed', settledAt: now })
        .where(and(eq(transfers.id, id), inArray(transfers.status, [...OPEN])))
        .returning();
      if (!row?.amount) return false;
      const gl = await glIds(tx);
      const clearing = row.transferType === 'FAST' ? gl.fastClearing : gl.eftClearing;
      const description = `${row.transferType} takas ${row.reference ?? row.id}`;
      await postTransfer(tx, {
        kind: 'SETTLEMENT',
        description,
        valueDate: now,
        at: now,
        entries: [
          { accountId: clearing, amount: -row.amount, description },
          { accountId: gl.settlement, amount: row.amount, description },
        ],
      });
      return true;
    });
    if (done) settled += 1;
  }
  return settled;
};

/** Runs settleDue every `settlementIntervalSeconds` (0: never); the answer stops it. */
export const startSettlementLoop = (
  db: Db,
  config: ServerConfig,
  now: () => Date,
  logger: Logger,
): (() => Promise<void>) => {
  const seconds = config.transfers.settlementIntervalSeconds;
  if (seconds <= 0) return async () => undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = settleDue(db, config, now())
      .then((n) => n > 0 && logger.info({ settled: n }, 'transfers settled'))
      .catch((error: unknown) => logger.warn({ err: describeError(error) }, 'settlement run failed'))
      .finally(() => (busy = false));
  }, seconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
