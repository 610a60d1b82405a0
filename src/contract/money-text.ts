/**
 * Amounts, numbers and percentages for people, in the language's conventions: Turkish groups
 * with "." and separates decimals with "," ("3.000,00"), English the other way round
 * ("3,000.00"). Page and server both use these. Everything works on decimal strings, so no
 * amount ever passes through a binary float; digits beyond the precision are cut, never rounded.
 */
import type { Language } from './headers';
import { isCurrency, isMetalCurrency, MINOR_DIGITS } from './money';

export const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  tur: { group: '.', decimal: ',' },
  eng: { group: ',', decimal: '.' },
};

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "1234567" → "1.234.567" (tur) or "1,234,567" (eng). */
export const groupDigits = (digits: string, language: Language): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, SEPARATORS[language].group);

const join = (sign: string, whole: string, fraction: string, language: Language): string =>
  `${sign}${groupDigits(whole.replace(/^0+(?=\d)/, ''), language)}${fraction ? SEPARATORS[language].decimal + fraction : ''}`;

export interface NumberTextOptions {
  /** At most this many fraction digits (cut); 2 by default. */
  maxFraction?: number;
  /** Exactly `maxFraction` digits (zeros kept) instead of trimming trailing zeros. */
  fixed?: boolean;
}

/** A decimal string ("1234.5") for people ("1.234,5" / "1,234.5"); unparseable input as received. */
export const formatNumberText = (decimal: string, language: Language, options: NumberTextOptions = {}): string => {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) return decimal;
  const [, sign = '', whole = '0', raw = ''] = match;
  const max = options.maxFraction ?? 2;
  const cut = raw.slice(0, max);
  return join(sign, whole, options.fixed ? cut.padEnd(max, '0') : cut.replace(/0+$/, ''), language);
};

/** What a hidden amount shows (spec section 9): asterisks, the unit kept. */
export const MASKED_AMOUNT = '******';

/** How a currency is written after the amount: TRY as TL, gold in grams, others by code. */
export const currencyUnit = (currency: string): string =>
  currency === 'TRY' ? 'TL' : isMetalCurrency(currency) ? 'gr' : currency;

export interface MoneyTextOptions {
  /** The "hide amounts" switch: asterisks instead of digits. */
  hidden?: boolean;
  /** Every fraction digit of the currency ("1.500,00 TL"), as documents print them. */
  fixed?: boolean;
}

/**
 * Money (spec section 9: TRY shown as TL, 0 to 2 fraction digits, default 0,00 TL): whole amounts
 * have no fraction ("1.500 TL"), others two digits ("100,50 TL"), zero is "0,00 TL". Metal grams (XAU, XAG,
 * XPT) show up to 4 digits, trailing zeros dropped ("1,25 gr"). With `fixed`, every digit of the currency.
 */
export const formatMoneyText = (
  amount: string,
  currency: string,
  language: Language,
  options: MoneyTextOptions = {},
): string => {
  const unit = currencyUnit(currency);
  if (options.hidden) return `${MASKED_AMOUNT} ${unit}`;
  const match = DECIMAL.exec(amount.trim());
  if (!match) return `${amount} ${unit}`;
  const [, sign = '', whole = '0', raw = ''] = match;
  const digits = isCurrency(currency) ? MINOR_DIGITS[currency] : 2;
  const cut = raw.slice(0, digits);
  if (options.fixed) return `${join(sign, whole, cut.padEnd(digits, '0'), language)} ${unit}`;
  const zero = /^0*$/.test(cut);
  const fraction = zero ? '' : isMetalCurrency(currency) ? cut.replace(/0+$/, '') : cut.padEnd(2, '0');
  if (/^0+$/.test(whole) && !fraction)
    return isMetalCurrency(currency) ? `0 ${unit}` : `${join('', '0', '00', language)} ${unit}`;
  return `${join(sign, whole, fraction, language)} ${unit}`;
};

/** A percentage from its decimal string: "%12,34" (tur) or "12.34%" (eng). */
export const formatPercentText = (decimal: string, language: Language, options: NumberTextOptions = {}): string => {
  const text = formatNumberText(decimal, language, options);
  return language === 'tur' ? `%${text}` : `${text}%`;
};

/** A rate with all its digits and no grouping: "34.1250" → "34,1250" (tur) or "34.1250" (eng). */
export const formatRateText = (decimal: string, language: Language): string =>
  DECIMAL.test(decimal.trim()) ? decimal.trim().replace('.', SEPARATORS[language].decimal) : decimal;
