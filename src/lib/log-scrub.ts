/**
 * Scrubs what the page logs before it leaves (the server redacts again): tokens,
 * passwords, OTP codes, card numbers and identity numbers never travel in a log.
 */
const MASK = '[redacted]';
const SECRET_KEY =
  /token|password|passwd|pwd|secret|otp|code|pin|cvv|cookie|authorization|tckn|identificationnumber|securitykey/i;

const RULES: [RegExp, (match: string, ...groups: string[]) => string][] = [
  [/\b(password|token|otp|code|pin|secret)(\s*[=:]\s*)("[^"]*"|[^\s&]+)/gi, (_m, key, sep) => `${key}${sep}${MASK}`],
  [/\b(bearer)\s+\S+/gi, (_m, word) => `${word} ${MASK}`],
  [/\b\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}\b/g, () => MASK],
  [/\b[1-9]\d{10}\b/g, () => MASK],
  [/\b\d{6}\b/g, () => MASK],
  [/\b(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{24,}(?:\.[A-Za-z0-9_-]+){0,2}\b/g, () => MASK],
];

export const scrubText = (text: string): string =>
  RULES.reduce((out, [pattern, replace]) => out.replace(pattern, replace as (m: string) => string), text);

export const scrubValue = (value: unknown, depth = 0): unknown => {
  if (depth > 6) return MASK;
  if (typeof value === 'string') return scrubText(value).slice(0, 1000);
  if (typeof value === 'number') return /^\d{6,}$/.test(String(value)) ? MASK : value;
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => scrubValue(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>).slice(0, 30)) {
      out[key] = SECRET_KEY.test(key) ? MASK : scrubValue(item, depth + 1);
    }
    return out;
  }
  return value;
};

/** A log entry's JSON text, scrubbed and cut to the server's 4 KB limit. */
export const scrubbedLog = (value: Record<string, unknown>): string => {
  const text = JSON.stringify(scrubValue(value));
  return text.length <= 3500 ? text : JSON.stringify({ truncated: true, start: text.slice(0, 3000) });
};
