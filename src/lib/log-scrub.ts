/**
 * Scrubs what the page logs before it leaves (the server redacts again with the same rules,
 * src/contract/log-redaction.ts): tokens, passwords, OTP codes, card numbers and identity numbers
 * never travel in a log.
 */
import { redactValue } from '../contract/log-redaction';

export const scrubValue = (value: unknown): unknown =>
  redactValue(value, { depth: 6, items: 20, keys: 30, stringMax: 1000 });

/** A log entry's JSON text, scrubbed and cut to the server's 4 KB limit. */
export const scrubbedLog = (value: Record<string, unknown>): string => {
  const text = JSON.stringify(scrubValue(value));
  return text.length <= 3500 ? text : JSON.stringify({ truncated: true, start: text.slice(0, 3000) });
};
