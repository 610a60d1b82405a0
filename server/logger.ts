/** Structured logs (pino). Secrets never reach a log line: the paths below are redacted. */
import { pino, type Logger } from 'pino';

const SECRET_PATHS = [
  'password',
  'token',
  'cookie',
  'otpCode',
  'code',
  'identificationNumber',
  '*.password',
  '*.token',
  '*.cookie',
  '*.otpCode',
  '*.code',
  '*.identificationNumber',
  'headers.cookie',
  'headers.authorization',
  'headers["x-transaction-token"]',
  'headers["x-agent-token"]',
  'headers["x-client-key"]',
];

export const createLogger = (level = 'info'): Logger =>
  pino({ level, base: { service: 'emanet-server' }, redact: { paths: SECRET_PATHS, censor: '[redacted]' } });

/**
 * What an error may say in a log: its name, a short message and the database's error code.
 * Never the stack (no stack trace reaches a log line) and never Drizzle's "Failed query"
 * message, which carries the SQL and its parameters (hashes, identity numbers): only the
 * driver's cause. The trace id logged beside it finds the request.
 */
export const describeError = (error: unknown): Record<string, unknown> => {
  if (!(error instanceof Error)) return { error: typeof error };
  const cause: unknown = error.cause;
  const fromQuery = error.message.startsWith('Failed query');
  const source = fromQuery && cause instanceof Error ? cause : error;
  const pgCode = (source as { code?: unknown }).code;
  return {
    name: source.name,
    message: fromQuery && !(cause instanceof Error) ? 'query failed' : source.message.slice(0, 300),
    ...(typeof pgCode === 'string' ? { pgCode } : {}),
  };
};
