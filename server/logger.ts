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

/** pino's levels, quietest last. At `info` a request writes no line; `debug` adds one per request. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL as pino takes it (any case, spaces trimmed); undefined when it names no level. */
export const logLevelOf = (value: string): LogLevel | undefined => {
  const level = value.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : undefined;
};

/** A logger at `level`; an unknown level logs at `info` and says so once, rather than failing the start. */
export const createLogger = (level = 'info'): Logger => {
  const known = logLevelOf(level);
  const logger = pino({
    level: known ?? 'info',
    base: { service: 'emanet-server' },
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
  });
  if (!known) logger.warn({ logLevel: level.slice(0, 40), levels: LOG_LEVELS }, 'unknown LOG_LEVEL, logging at info');
  return logger;
};

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
