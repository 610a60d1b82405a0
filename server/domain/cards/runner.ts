/**
 * The card runner: at the bank's clock it cuts the credit card statements that are due (with their
 * late charges) and moves card applications one step along their timeline. It runs every
 * `config.cards.runnerIntervalSeconds` (0: never; tests run it by hand) and at once when the
 * sandbox clock moves (move-clock.ts). Each step is one commit under its own guard, so two
 * processes, a restart or a replay never do a step twice.
 */
import type { Logger } from 'pino';
import { describeError } from '../../logger';
import { startBackgroundLoop } from '../common/background-loop';
import type { DomainDeps } from '../common/deps';
import { advanceCardApplications } from './applications/advance';
import { runCardStatements } from './statements/statement-run';

export interface CardRunSummary {
  statements: number;
  applications: number;
}

/** One part of a pass; a failure is logged and counts nothing, so the other part still runs. */
const part = (deps: DomainDeps, name: string, run: (deps: DomainDeps) => Promise<number>): Promise<number> =>
  run(deps).catch((error: unknown) => {
    deps.logger.warn({ err: describeError(error), part: name }, 'card runner part failed');
    return 0;
  });

/** One pass: the statements due, then the applications due. */
export const runCards = async (deps: DomainDeps): Promise<CardRunSummary> => {
  const statements = await part(deps, 'statements', runCardStatements);
  const applications = await part(deps, 'applications', advanceCardApplications);
  return { statements, applications };
};

/**
 * Runs runCards every `runnerIntervalSeconds` after reading the sandbox clock's offset again
 * (`reload`), so every process runs at the bank's time. Answers the stop function (waits for a
 * pass under way).
 */
export const startCardRunner = (
  deps: DomainDeps,
  clock: { reload: () => Promise<void> },
  logger: Logger,
): (() => Promise<void>) =>
  startBackgroundLoop(logger, {
    seconds: deps.config.cards.runnerIntervalSeconds,
    pass: async () => {
      await clock.reload();
      return runCards(deps);
    },
    worked: (s) => s.statements > 0 || s.applications > 0,
    ran: 'card runner ran',
    failed: 'card runner failed',
  });
