/**
 * Redaction of what a log may carry, once for the page (it scrubs before a log leaves, src/lib/log-scrub.ts)
 * and the server (it redacts again before pino writes it): tokens, passwords, OTP codes, card
 * numbers and identity numbers never travel or land in a log.
 */
export const REDACTED = '[redacted]';

/** A key naming a secret: its value goes, whatever it is. */
export const SECRET_KEY =
  /token|password|passwd|pwd|secret|otp|code|pin|cvv|cookie|authorization|tckn|identificationnumber|securitykey/i;

type Rule = [RegExp, (match: string, ...groups: string[]) => string];
const whole = (): string => REDACTED;

const RULES: Rule[] = [
  // key=value or key: value in free text, up to the next space (an `&` may be part of a password)
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

/** How much of a value is kept: nesting depth, array items, object keys and string length. */
export interface RedactionLimits {
  depth: number;
  items: number;
  keys: number;
  stringMax?: number;
}

/** Walks a JSON value: secret-named keys lose their value, every string is redacted, long numbers go. */
export const redactValue = (value: unknown, limits: RedactionLimits, depth = 0): unknown => {
  if (depth > limits.depth) return REDACTED;
  if (typeof value === 'string') return redactText(value).slice(0, limits.stringMax);
  if (typeof value === 'number') return /^\d{6,}$/.test(String(value)) ? REDACTED : value;
  if (Array.isArray(value)) return value.slice(0, limits.items).map((item) => redactValue(item, limits, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>).slice(0, limits.keys)) {
      out[key] = SECRET_KEY.test(key) ? REDACTED : redactValue(item, limits, depth + 1);
    }
    return out;
  }
  return value;
};
