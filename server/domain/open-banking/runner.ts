/**
 * The open-banking runner: every standing-order tick (`standingOrderIntervalSeconds`, 0: never; tests
 * call expireConsents by hand), at the bank's clock (the sandbox clock's offset read again), a B request
 * past its five minutes becomes I/04, a Y consent whose code was never exchanged I/05, a K AIS consent
 * past its last day S. Reads do the same first, so nothing waits for the runner to be right.
 */
import type { Logger } from 'pino';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { startBackgroundLoop } from '../common/background-loop';
import { expireConsents } from './consents';

export const startConsentRunner = (
  db: Db,
  config: ServerConfig,
  clock: { now: () => Date; reload: () => Promise<void> },
  logger: Logger,
): (() => Promise<void>) =>
  startBackgroundLoop(logger, {
    seconds: config.standingOrderIntervalSeconds,
    pass: async () => {
      await clock.reload();
      return { consents: await expireConsents(db, clock.now()) };
    },
    worked: (s) => s.consents > 0,
    ran: 'open banking consents moved',
    failed: 'open banking runner failed',
  });
