/**
 * The gold order runner: moves orders along their timeline at the bank's clock every
 * `config.physicalGold.runnerIntervalSeconds` (0: never; tests run it by hand) and at once when the
 * sandbox clock moves (move-clock.ts). Each step is one commit under its own guard.
 */
import type { Logger } from 'pino';
import { startBackgroundLoop } from '../common/background-loop';
import type { DomainDeps } from '../common/deps';
import { advanceGoldOrdersFully } from './advance';

export const startGoldOrderRunner = (
  deps: DomainDeps,
  clock: { reload: () => Promise<void> },
  logger: Logger,
): (() => Promise<void>) =>
  startBackgroundLoop(logger, {
    seconds: deps.config.physicalGold.runnerIntervalSeconds,
    pass: async () => {
      await clock.reload();
      return { orders: await advanceGoldOrdersFully(deps) };
    },
    worked: (s) => s.orders > 0,
    ran: 'gold order runner ran',
    failed: 'gold order runner failed',
  });
