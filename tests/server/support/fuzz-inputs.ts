/**
 * What the fuzz of every endpoint (fuzz.test.ts) sends: strings with NUL, control characters and
 * lone surrogates, very long strings, numbers at the edges, wrong types, nested junk and
 * prototype-pollution keys, alone or put into a valid request.
 */
import fc from 'fast-check';

/** Refused by the contract's text schema (src/contract/safe-text.ts). */
export const BAD_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
] as const;

/** Allowed, but easy to get wrong (quoting, LIKE patterns, casing, combining marks, astral planes). */
const ODD_CHARACTERS = [
  "'",
  '"',
  '\\',
  '%',
  '_',
  '😀',
  'İ',
  'ı',
  'ş',
  '\u0301',
  '\ufeff',
  '\u202e',
  '\ufffd',
  '\uffff',
];

const EDGE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '-0.01',
  '0.001',
  '0.00001',
  '1e5',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '999999999999999.9999',
  '9223372036854775808',
  '1.',
  '.5',
  'null',
  'true',
  '[]',
  'ENC1.',
  'ENC1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  "' OR '1'='1",
  '%00',
  '../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  '00000000-0000-0000-0000-000000000000',
  '------------------------------------',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'TR000000000000000000000000',
  '2024-02-30',
  '9999-12-31',
  '__proto__',
  'constructor',
];

export const junkString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.oneof(fc.constantFrom(...BAD_CHARACTERS), fc.constantFrom(...ODD_CHARACTERS), fc.string({ maxLength: 4 })),
        {
          minLength: 1,
          maxLength: 6,
        },
      )
      .map((parts) => parts.join('')),
  },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: 65, max: 3000 }).map((n) => 'ş'.repeat(n)) },
);

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, -0.01, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const junkKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''),
  fc.string({ maxLength: 6 }),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(junkString, junkNumber, fc.boolean(), fc.constant(null));

export const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(junkKey, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Bodies that are not a JSON object, or not JSON at all. */
export const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"x"',
  '1e999',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[{"__proto__":{}}]',
];

/** A URL path segment or query value as sent: percent-encoded, lone surrogates as their WTF-8 bytes. */
export const encodeLoose = (text: string): string =>
  Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      const unit = character.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }).join('');

/** Encoded forms no encoder makes: a bare `%`, bad hex, an invalid byte, an overlong NUL, dot segments. */
const RAW_SEGMENTS = ['%', '%zz', '%FF', '%C0%80', '%00', '..', '%2e%2e', '%2F', '%25'];

export const junkSegment: fc.Arbitrary<string> = fc.oneof(
  // Cut: a URL over Node's 16 KiB header limit is refused (431) before the app sees it.
  { weight: 4, arbitrary: junkString.map((text) => encodeLoose(text.slice(0, 400))) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
);

/** Header values fetch can send (Latin-1 without controls): the server must still not trip on them. */
export const junkHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'x',
    'é',
    '\u0085',
    '\u00ff',
    'null',
    '-1',
    'emanet_sid=%',
    'emanet_sid=%E0%A4%A',
    'a'.repeat(300),
  ),
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c < 0x7f || c >= 0xa0)
      .map(String.fromCharCode),
  }),
);

/** Headers the server reads (the client's own, where it sets them, win over these). */
export const JUNK_HEADERS = [
  'X-Language',
  'X-Trace-Id',
  'X-Channel',
  'X-OS',
  'X-Device-Brand',
  'X-Device-Model',
  'X-Api-Version',
  'Idempotency-Key',
  'X-Client-Key',
  'X-Agent-Token',
  'X-Transaction-Token',
  'X-Signature',
  'X-Timestamp',
  'Cookie',
] as const;
