import { isCurrency, MINOR_DIGITS } from '../contract/money';

/**
 * Formats an API decimal string for people, tr-TR style, without binary floats.
 * Money (spec section 9: TRY shown as TL, 0 to 2 fraction digits, default 0,00 TL):
 * whole amounts have no fraction ("1.500 TL"), others two digits ("100,50 TL"),
 * zero is "0,00 TL". Gold grams (XAU) show up to 4 digits, trailing zeros dropped
 * ("1,25 gr"). Digits beyond the currency's precision are cut, never rounded.
 * Unparseable input is shown as received.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
const UNIT: Record<string, string> = { TRY: 'TL', XAU: 'gr' };

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const fractionFor = (raw: string, currency: string): string => {
  const maxDigits = isCurrency(currency) ? MINOR_DIGITS[currency] : 2;
  const cut = raw.slice(0, maxDigits);
  if (/^0*$/.test(cut)) return '';
  return currency === 'XAU' ? cut.replace(/0+$/, '') : cut.padEnd(2, '0');
};

/** What a hidden amount shows (spec section 9): asterisks, the unit kept. */
export const MASKED_AMOUNT = '******';

export interface FormatMoneyOptions {
  /** The "hide amounts" switch: asterisks instead of digits. */
  hidden?: boolean;
}

export const formatMoney = (amount: string, currency: string = 'TRY', options: FormatMoneyOptions = {}): string => {
  const unit = UNIT[currency] ?? currency;
  if (options.hidden) return `${MASKED_AMOUNT} ${unit}`;
  const match = DECIMAL.exec(amount.trim());
  if (!match) return `${amount} ${unit}`;
  const [, sign = '', whole = '0', rawFraction = ''] = match;
  const integer = whole.replace(/^0+(?=\d)/, '');
  const fraction = fractionFor(rawFraction, currency);
  if (integer === '0' && !fraction) return currency === 'XAU' ? `0 ${unit}` : `0,00 ${unit}`;
  return `${sign}${groupThousands(integer)}${fraction ? `,${fraction}` : ''} ${unit}`;
};
