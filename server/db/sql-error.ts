/** What the database said when a statement failed: its SQLSTATE, message and detail, through Drizzle's wrapper. */
export interface SqlError {
  code: string;
  message: string;
  detail: string | undefined;
}

export const sqlErrorOf = (error: unknown): SqlError | undefined => {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const detail = (e as { detail?: unknown }).detail;
      return { code, message: e.message, detail: typeof detail === 'string' ? detail : undefined };
    }
  }
  return undefined;
};

/** SQLSTATEs after which the same work may simply run again: a unique row taken meanwhile, a deadlock, a serialization failure. */
export const isRetryable = (error: unknown): boolean => {
  const code = sqlErrorOf(error)?.code;
  return code === '23505' || code === '40P01' || code === '40001';
};
