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
 * What an error may say in a log. Drizzle puts the SQL and its parameters (which may hold
 * hashes or identity numbers) in its message and in the first stack line: keep only the
 * driver's cause and the frames.
 */
export const describeError = (error: unknown): Record<string, unknown> => {
  if (!(error instanceof Error)) return { error: typeof error };
  const cause: unknown = error.cause;
  const fromQuery = error.message.startsWith('Failed query');
  const source = fromQuery && cause instanceof Error ? cause : error;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const pgCode = (source as { code?: unknown }).code;
  return {
    name: source.name,
    message: fromQuery && !(cause instanceof Error) ? 'query failed' : source.message.slice(0, 300),
    ...(typeof pgCode === 'string' ? { pgCode } : {}),
    stack: frames.slice(0, 12).join('\n'),
  };
};
