import type { Language } from '../contract/headers';
import { AMOUNT_MAX_LENGTH } from '../contract/input-rules';
import { groupDigits, SEPARATORS } from '../contract/money-text';

/**
 * The amount input's text in the active language (spec section 9): Turkish groups with "." and
 * separates decimals with ",", English the other way round. Everything works on strings, so no
 * amount ever passes through a binary float.
 */

/** Number text as a decimal string: "1.234,5" (tur) or "1,234.5" (eng) → "1234.5". */
export const parseNumberText = (text: string, language: Language): string => {
  const { group, decimal } = SEPARATORS[language];
  return text.split(group).join('').replace(decimal, '.');
};

/**
 * The typed text's whole digits and fraction digits (undefined without a decimal separator, at most
 * `digits` of them): the language's group separator and any other character are dropped, its decimal
 * separator starts the fraction.
 */
const split = (text: string, language: Language, digits = 2) => {
  const { decimal } = SEPARATORS[language];
  const cleaned = text.replace(new RegExp(`[^\\d${decimal === ',' ? ',' : '.'}]`, 'g'), '');
  const point = cleaned.indexOf(decimal);
  const whole = (point < 0 ? cleaned : cleaned.slice(0, point)).replace(/^0+(?=\d)/, '');
  const fraction =
    point < 0
      ? undefined
      : cleaned
          .slice(point + 1)
          .split(decimal)
          .join('')
          .slice(0, digits);
  return { whole, fraction };
};

/**
 * The amount input's text while typing or after a paste: digits regrouped, one decimal separator, at
 * most `digits` decimals (two for money, four for grams of metal). Undefined when the result would
 * exceed the 14-character limit (the keystroke is refused).
 */
export const amountTypingText = (text: string, language: Language, digits = 2): string | undefined => {
  const { whole, fraction } = split(text, language, digits);
  const next =
    fraction === undefined
      ? groupDigits(whole, language)
      : `${groupDigits(whole || '0', language)}${SEPARATORS[language].decimal}${fraction}`;
  return next.length > AMOUNT_MAX_LENGTH ? undefined : next;
};

/** On blur: `digits` fixed decimals ("1.234" → "1.234,00" / "1,234" → "1,234.00"); empty stays empty. */
export const amountBlurText = (text: string, language: Language, digits = 2): string => {
  const { whole, fraction } = split(text, language, digits);
  if (!whole && !fraction) return '';
  return `${groupDigits(whole || '0', language)}${SEPARATORS[language].decimal}${(fraction ?? '').padEnd(digits, '0')}`;
};

/** The API decimal string of amount text ("1.234,5" / "1,234.5" → "1234.50"); '' when empty. */
export const amountToApi = (text: string, language: Language, digits = 2): string => {
  const { whole, fraction } = split(text, language, digits);
  if (!whole && !fraction) return '';
  return `${whole || '0'}.${(fraction ?? '').padEnd(digits, '0')}`;
};

/** The amount input's text for an API decimal string ("1234.5" → "1.234,50" / "1,234.50"). */
export const amountFromApi = (decimal: string, language: Language, digits = 2): string => {
  const match = /^(\d+)(?:\.(\d*))?/.exec(decimal);
  if (!match) return '';
  const whole = groupDigits(match[1]!.replace(/^0+(?=\d)/, ''), language);
  return `${whole}${SEPARATORS[language].decimal}${(match[2] ?? '').slice(0, digits).padEnd(digits, '0')}`;
};
