/**
 * The facts a plan read travel through the decision row (jsonb) from the code step to the commit:
 * bigint and Date values are tagged so they come back as they went.
 */
const BIGINT = '$bigint';
const DATE = '$date';

export const encodeFacts = (facts: unknown): string =>
  JSON.stringify(facts, function (this: Record<string, unknown>, key: string, value: unknown) {
    const original = this[key];
    if (typeof original === 'bigint') return { [BIGINT]: original.toString() };
    if (original instanceof Date) return { [DATE]: original.toISOString() };
    return value;
  });

const revive = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && typeof record[BIGINT] === 'string') return BigInt(record[BIGINT]);
  if (keys.length === 1 && typeof record[DATE] === 'string') return new Date(record[DATE]);
  return Object.fromEntries(keys.map((k) => [k, revive(record[k])]));
};

/** The facts as the plan had them (the row's jsonb, already parsed by the driver). */
export const decodeFacts = <T>(stored: unknown): T => revive(stored) as T;
