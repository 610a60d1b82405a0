/**
 * The server's second line of defence for client logs (the page scrubs first): anything
 * that looks like a token, password, OTP code, 16-digit card number or TCKN is replaced.
 */
export const REDACTED = '[redacted]';

const SECRET_KEY =
  /token|password|passwd|pwd|secret|otp|code|pin|cvv|cookie|authorization|tckn|identificationnumber|securitykey/i;

type Rule = [RegExp, (match: string, ...groups: string[]) => string];
const whole = (): string => REDACTED;

const RULES: Rule[] = [
  // key=value or key: value in free text
  [/\b(password|token|otp|code|pin|secret)(\s*[=:]\s*)("[^"]*"|\S+)/gi, (_m, key, sep) => `${key}${sep}${REDACTED}`],
  [/\b(bearer)\s+\S+/gi, (_m, word) => `${word} ${REDACTED}`],
  // card numbers: 16 digits, optionally grouped by spaces or hyphens
  [/\b\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}\b/g, whole],
  // TCKN: 11 digits, the first not 0
  [/\b[1-9]\d{10}\b/g, whole],
  // an OTP-like standalone 6-digit number
  [/\b\d{6}\b/g, whole],
  // JWT-like or long opaque tokens (24+ characters of base64url with a digit)
  [/\b(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{24,}(?:\.[A-Za-z0-9_-]+){0,2}\b/g, whole],
];

export const redactText = (text: string): string =>
  RULES.reduce((out, [pattern, replace]) => out.replace(pattern, replace as (m: string) => string), text);

/** Walks a parsed JSON value: secret-named keys lose their value, every string is scrubbed. */
export const redactValue = (value: unknown, depth = 0): unknown => {
  if (depth > 8) return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number') return /^\d{6,}$/.test(String(value)) ? REDACTED : value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redactValue(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>).slice(0, 50)) {
      out[key] = SECRET_KEY.test(key) ? REDACTED : redactValue(item, depth + 1);
    }
    return out;
  }
  return value;
};

/** A client's log text: JSON is walked, anything else scrubbed as text. */
export const redactLog = (log: string): unknown => {
  try {
    return redactValue(JSON.parse(log));
  } catch {
    return redactText(log);
  }
};
