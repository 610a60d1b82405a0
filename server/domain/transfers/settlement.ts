/**
 * The clearing house of the sandbox: Pending and Scheduled interbank transfers whose time has
 * come (FAST after a few seconds, EFT once its window is open) move from the clearing GL
 * account to the central-bank settlement account and become Completed. Each is one commit of
 * the engine (one statement): a transition guard (Pending or Scheduled to Completed) makes a
 * second run, or a second server, skip a transfer already settled.
 */
import { randomUUID } from 'node:crypto';
import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema/transfers';
import { startBackgroundLoop } from '../common/background-loop';
import { transactionText } from '../accounts/transaction-texts';
import { BusinessError } from '../common/refusal';
import { chartOf } from '../ledger/chart';
import { applyCommit } from '../ledger/post';
import { settlement } from '../ledger/recipes';
import { isEftOpen } from './calendar';

const OPEN = ['Pending', 'Scheduled'] as const;

/** Settles every transfer that is due at `now`; answers how many it settled. */
export const settleDue = async (db: Db, config: ServerConfig, now: Date): Promise<number> => {
  const types = isEftOpen(now, config.transfers.eft) ? ['FAST', 'EFT'] : ['FAST'];
  const due = await db
    .select()
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
  const chart = chartOf(db);
  let settled = 0;
  for (const row of due) {
    const text = transactionText('clearing', row.transferType, row.reference);
    try {
      await applyCommit(db, {
        at: now,
        guards: [
          {
            kind: 'transition',
            table: 'transfers',
            id: row.id,
            from: OPEN,
            set: { status: 'Completed', settledAt: now },
            refusal: 'transfer.alreadySettled',
          },
        ],
        journal: {
          id: randomUUID(),
          kind: 'Settlement',
          description: text,
          relatedJournalId: row.journalId,
          createdAt: now,
          postings: [settlement(chart, row.transferType === 'FAST' ? 'FAST' : 'EFT', row.amount, text)],
        },
      });
      settled += 1;
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error; // settled meanwhile by another run or server
    }
  }
  return settled;
};

/** Runs settleDue every `settlementIntervalSeconds` (0: never); the answer stops it. */
export const startSettlementLoop = (
  db: Db,
  config: ServerConfig,
  now: () => Date,
  logger: Logger,
): (() => Promise<void>) =>
  startBackgroundLoop(logger, {
    seconds: config.transfers.settlementIntervalSeconds,
    pass: async () => ({ settled: await settleDue(db, config, now()) }),
    worked: (s) => s.settled > 0,
    ran: 'transfers settled',
    failed: 'settlement run failed',
  });
