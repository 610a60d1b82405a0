import type { LogEntry } from '../contract/client-logs';
import { LOG_BATCH_MAX } from '../contract/client-logs';
import { scrubbedLog } from './log-scrub';

/**
 * Page navigation, global errors and unhandled rejections go to /DkAdc/Log in batches:
 * every `intervalMs` or at `batchSize` entries, after a failure with exponential backoff.
 * Never awaited by the UI; a full queue drops the oldest entries.
 */
export interface LogBatcherOptions {
  send: (logs: LogEntry[]) => Promise<unknown>;
  intervalMs?: number;
  batchSize?: number;
  maxBackoffMs?: number;
  maxQueue?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
}

export const createLogBatcher = ({
  send,
  intervalMs = 5000,
  batchSize = 20,
  maxBackoffMs = 5 * 60_000,
  maxQueue = 200,
  setTimer = (callback, ms) => setTimeout(callback, ms),
}: LogBatcherOptions) => {
  const queue: LogEntry[] = [];
  let failures = 0;
  let timer = false;
  let sending = false;

  const delay = () => (failures === 0 ? intervalMs : Math.min(maxBackoffMs, intervalMs * 2 ** failures));

  const schedule = () => {
    if (timer || queue.length === 0) return;
    timer = true;
    setTimer(() => {
      timer = false;
      void flush();
    }, delay());
  };

  const flush = async (): Promise<void> => {
    if (sending || queue.length === 0) return;
    sending = true;
    const batch = queue.splice(0, Math.min(batchSize, LOG_BATCH_MAX));
    try {
      await send(batch);
      failures = 0;
    } catch {
      failures += 1;
      queue.unshift(...batch);
      queue.splice(0, Math.max(0, queue.length - maxQueue));
    } finally {
      sending = false;
    }
    schedule();
  };

  return {
    add(logType: LogEntry['logType'], value: Record<string, unknown>) {
      queue.push({ logType, log: scrubbedLog({ ...value, at: new Date().toISOString() }) });
      if (queue.length > maxQueue) queue.shift();
      if (queue.length >= batchSize && failures === 0) void flush();
      else schedule();
    },
    flush,
    /** The wait before the next attempt (tests). */
    nextDelay: delay,
    pending: () => queue.length,
  };
};

export type LogBatcher = ReturnType<typeof createLogBatcher>;

const describe = (reason: unknown) =>
  reason instanceof Error
    ? { name: reason.name, message: reason.message, stack: reason.stack?.slice(0, 1500) }
    : { reason: String(reason) };

/** Wires window.onerror and unhandledrejection; returns the unsubscribe. */
export const watchGlobalErrors = (batcher: LogBatcher, target: Window = window): (() => void) => {
  const onError = (event: ErrorEvent) =>
    batcher.add('error', {
      kind: 'error',
      ...describe(event.error ?? event.message),
      source: event.filename,
      line: event.lineno,
    });
  const onRejection = (event: PromiseRejectionEvent) =>
    batcher.add('error', { kind: 'unhandledrejection', ...describe(event.reason) });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
};
