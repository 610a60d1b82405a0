/**
 * The bank's background work (settlement, standing orders, the card runner): a pass every `seconds`
 * (0: never; tests run the pass by hand), never two at once in one process, a pass's failure
 * logged and the next one tried. Answers the stop function, which waits for a pass under way.
 */
import type { Logger } from 'pino';
import { describeError } from '../../logger';

export interface BackgroundLoop<S> {
  seconds: number;
  /** One pass; it says what it did. */
  pass: () => Promise<S>;
  /** Whether a pass did anything worth a log line. */
  worked: (summary: S) => boolean;
  /** The log lines' messages: after a pass that worked, and after a failed pass. */
  ran: string;
  failed: string;
}

export const startBackgroundLoop = <S>(logger: Logger, loop: BackgroundLoop<S>): (() => Promise<void>) => {
  if (loop.seconds <= 0) return async () => undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = loop
      .pass()
      .then((summary) => loop.worked(summary) && logger.info(summary as object, loop.ran))
      .catch((error: unknown) => logger.warn({ err: describeError(error) }, loop.failed))
      .finally(() => (busy = false));
  }, loop.seconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
