/**
 * The one rule for text a person or a client sends: no control characters and no lone UTF-16
 * surrogate. PostgreSQL cannot store NUL or encode a lone surrogate, and a control character
 * turns into something else on a receipt, in a CSV or in an SMS, so the form and the server
 * refuse them alike, with one key (`text.invalidCharacters`).
 */
import * as v from 'valibot';
import { IssueKey } from './message-codes';

/* eslint-disable no-control-regex -- matching control characters is the point of these patterns */
/** Single-line text: every C0 control (tab and line breaks too), DEL, every C1 control, U+2028 and U+2029. */
const SINGLE_LINE_REFUSED = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** Multi-line text keeps tab, line feed and carriage return. */
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface TextOptions {
  /** Tab, line feed and carriage return are allowed (descriptions, names and keys are single line). */
  multiline?: boolean;
  /** The key when the value is not a string at all (default: valibot's, read as `request.invalid`). */
  message?: IssueKey;
}

export const isSafeText = (text: string, options: TextOptions = {}): boolean =>
  !(options.multiline ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(text) && !LONE_SURROGATE.test(text);

/**
 * A free-text string field: `v.pipe(text(), v.trim(), v.maxLength(40, IssueKey.TooLong))`. The
 * characters are checked as sent, before any trim, so a stray line break is refused, not dropped.
 */
export const text = (options: TextOptions = {}) =>
  v.pipe(
    v.string(options.message),
    v.check((value) => isSafeText(value, options), IssueKey.TextInvalidCharacters),
  );
