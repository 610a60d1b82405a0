import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IssueKey } from './message-codes';
import { isSafeText, text } from './safe-text';

describe('isSafeText', () => {
  it.each(['', 'Ayşe Yılmaz', 'İĞÜŞÖÇ ığüşöç', '😀 emoji', 'e\u0301', '\u00a0', '\ufeff', 'O\'Neil "x" % _ \\'])(
    'lets %j through',
    (value) => expect(isSafeText(value)).toBe(true),
  );

  it.each(['\u0000', 'a\u0001b', '\t', '\n', '\r', '\u001b[31m', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029'])(
    'refuses the control character in %j',
    (value) => expect(isSafeText(value)).toBe(false),
  );

  it.each(['\ud800', 'a\udbffb', '\udc00', 'x\udfff', '\ude00\ud83d'])('refuses the lone surrogate in %j', (value) =>
    expect(isSafeText(value)).toBe(false),
  );

  it('keeps tab and line breaks in multi-line text, nothing else', () => {
    expect(isSafeText('line\r\n\tnext', { multiline: true })).toBe(true);
    expect(isSafeText('a\u0000b', { multiline: true })).toBe(false);
    expect(isSafeText('a\u000bb', { multiline: true })).toBe(false);
    expect(isSafeText('a\u0085b', { multiline: true })).toBe(false);
  });
});

describe('text()', () => {
  it('answers the stable key, and the type key it is given', () => {
    expect(v.safeParse(text(), 'a\u0000').issues?.[0]?.message).toBe(IssueKey.TextInvalidCharacters);
    expect(v.safeParse(text({ message: IssueKey.Required }), 5).issues?.[0]?.message).toBe(IssueKey.Required);
    expect(v.parse(v.pipe(text(), v.trim()), '  Kira  ')).toBe('Kira');
  });
});
