import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { text } from './safe-text';

/** `POST /DkAdc/Log`: page navigation, global errors and unhandled rejections, in batches. */
export const LOG_BATCH_MAX = 50;
export const LOG_ENTRY_MAX_BYTES = 4096;

export const LogEntrySchema = v.object({
  /** A JSON text the page built; scrubbed on the page and again on the server. */
  log: v.pipe(
    text({ multiline: true, message: IssueKey.Required }),
    v.check((text) => new TextEncoder().encode(text).length <= LOG_ENTRY_MAX_BYTES, IssueKey.TooLong),
  ),
  logType: v.picklist(['info', 'error'], IssueKey.Invalid),
});
export type LogEntry = v.InferOutput<typeof LogEntrySchema>;

export const LogRequestSchema = v.object({
  logs: v.pipe(
    v.array(LogEntrySchema),
    v.minLength(1, IssueKey.Required),
    v.maxLength(LOG_BATCH_MAX, IssueKey.TooLong),
  ),
});
