/**
 * The server's second line of defence for client logs (the page scrubs first, with the same rules:
 * src/contract/log-redaction.ts): anything that looks like a token, password, OTP code, 16-digit
 * card number or TCKN is replaced.
 */
import { redactText, redactValue } from '../../../src/contract/log-redaction';

/** A client's log text: JSON is walked, anything else redacted as text. */
export const redactLog = (log: string): unknown => {
  try {
    return redactValue(JSON.parse(log), { depth: 8, items: 50, keys: 50 });
  } catch {
    return redactText(log);
  }
};
