/** Texts for people in the caller's language, from bigint minor units (no floats): tr-TR and en-GB styles. */
import type { Language } from '../../src/contract/headers';
import { formatAmount, type Currency } from '../../src/contract/money';

const group = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

const decimal = (minor: bigint, currency: Currency, language: Language): string => {
  const [whole = '0', fraction = ''] = formatAmount(minor, currency).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const [thousands, point] = language === 'tur' ? ['.', ','] : [',', '.'];
  return `${negative ? '-' : ''}${group(digits, thousands)}${point}${fraction}`;
};

const UNIT: Record<Currency, string> = { TRY: 'TL', USD: 'USD', EUR: 'EUR', XAU: 'gr' };

/** "1.234,56 TL" (tur) or "1,234.56 TL" (eng). */
export const formatTry = (minor: bigint, language: Language): string => `${decimal(minor, 'TRY', language)} TL`;

/** An amount of any currency: "12,5000 gr", "1.000,00 USD". */
export const formatMoneyText = (minor: bigint, currency: Currency, language: Language): string =>
  `${decimal(minor, currency, language)} ${UNIT[currency]}`;

/** Hundredths of a percent: "%12,34" (tur) or "12.34%" (eng). */
export const formatPercent = (hundredths: bigint, language: Language): string => {
  const text = decimal(hundredths, 'TRY', language);
  return language === 'tur' ? `%${text}` : `${text}%`;
};
