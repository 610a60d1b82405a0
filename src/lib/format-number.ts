import { AMOUNT_MAX_LENGTH } from '../contract/input-rules';

/**
 * Number text, tr-TR style (spec section 9): "." groups thousands, "," separates decimals.
 * Everything works on strings, so no amount ever passes through a binary float.
 */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Spec: number parsing removes "." and turns "," into a decimal point ("1.234,5" → "1234.5"). */
export const parseNumberText = (text: string): string => text.replace(/\./g, '').replace(',', '.');

/** A decimal string ("1234.5") as tr-TR text with 0 to 2 fraction digits ("1.234,5"). */
export const formatNumber = (decimal: string): string => {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cut = fraction.slice(0, 2).replace(/0+$/, '');
  return `${sign}${groupThousands(whole.replace(/^0+(?=\d)/, ''))}${cut ? `,${cut}` : ''}`;
};

const split = (text: string) => {
  const cleaned = text.replace(/[^\d,]/g, '');
  const comma = cleaned.indexOf(',');
  const whole = (comma < 0 ? cleaned : cleaned.slice(0, comma)).replace(/^0+(?=\d)/, '');
  const fraction =
    comma < 0
      ? undefined
      : cleaned
          .slice(comma + 1)
          .replace(/,/g, '')
          .slice(0, 2);
  return { whole, fraction };
};

/**
 * The amount input's text while typing or after a paste: digits regrouped, one ",", at most two
 * decimals. Undefined when the result would exceed the 14-character limit (the keystroke is refused).
 */
export const amountTypingText = (text: string): string | undefined => {
  const { whole, fraction } = split(text);
  const next = fraction === undefined ? groupThousands(whole) : `${groupThousands(whole || '0')},${fraction}`;
  return next.length > AMOUNT_MAX_LENGTH ? undefined : next;
};

/** On blur: two fixed decimals ("1.234" → "1.234,00"); empty stays empty. */
export const amountBlurText = (text: string): string => {
  const { whole, fraction } = split(text);
  if (!whole && !fraction) return '';
  return `${groupThousands(whole || '0')},${(fraction ?? '').padEnd(2, '0')}`;
};

/** The API decimal string of amount text ("1.234,5" → "1234.50"); '' when empty. */
export const amountToApi = (text: string): string => {
  const { whole, fraction } = split(text);
  if (!whole && !fraction) return '';
  return `${whole || '0'}.${(fraction ?? '').padEnd(2, '0')}`;
};

/** The amount input's text for an API decimal string ("1234.5" → "1.234,50"). */
export const amountFromApi = (decimal: string): string => {
  const match = /^(\d+)(?:\.(\d{0,2}))?/.exec(decimal);
  if (!match) return '';
  return `${groupThousands(match[1]!.replace(/^0+(?=\d)/, ''))},${(match[2] ?? '').padEnd(2, '0')}`;
};
