/**
 * The expiry runner (issue 17): every standing-order tick (`standingOrderIntervalSeconds`, 0: never;
 * tests run `runExpiryPass` by hand), at the bank's clock (the sandbox clock's offset read again, so a
 * moved clock counts), ends what waited past its deadline:
 * - a company's operation waiting for approvals past `expires_at` ends Expired and the maker is told
 *   (`expireOperations`, corporate/settle.ts; nothing posts);
 * - a call-center transfer waiting for the customer's answer past its expiry ends Expired
 *   (`expireCcTransfers`, callcenter-transfers/answer.ts).
 * The reads of both areas settle first as well, so nothing waits for the runner to be right; the
 * runner makes the end (and the maker's SMS) happen when nobody reads. A failed pass is logged through
 * `describeError` (no stack, no SQL) and the next tick tries again.
 */
import type { Logger } from 'pino';
import { expireCcTransfers } from '../callcenter-transfers/answer';
import { expireOperations } from '../corporate/settle';
import { startBackgroundLoop } from './background-loop';
import type { DomainDeps } from './deps';

export interface ExpirySummary {
  operations: number;
  ccTransfers: number;
}

/** One pass at the bank's clock: reloads the sandbox offset, then both expiries. */
export const runExpiryPass = async (
  deps: DomainDeps,
  clock: { reload: () => Promise<void> },
): Promise<ExpirySummary> => {
  await clock.reload();
  const operations = await expireOperations(deps);
  const ccTransfers = await expireCcTransfers(deps, deps.now());
  return { operations, ccTransfers };
};

/** Starts the runner (unref'd timer); answers the stop function, which waits for a pass under way. */
export const startExpiryRunner = (
  deps: DomainDeps,
  clock: { reload: () => Promise<void> },
  logger: Logger,
): (() => Promise<void>) =>
  startBackgroundLoop(logger, {
    seconds: deps.config.standingOrderIntervalSeconds,
    pass: () => runExpiryPass(deps, clock),
    worked: (s) => s.operations > 0 || s.ccTransfers > 0,
    ran: 'expiry runner ended waiting operations',
    failed: 'expiry runner failed',
  });
