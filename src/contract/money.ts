/**
 * Money crosses the API as decimal strings ("1234.50") with an ISO 4217 code,
 * and lives in memory as bigint minor units. Never binary floating point.
 */
export const CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP', 'XAU', 'XAG', 'XPT'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Minor-unit digits: 2 for money, 4 for grams of gold (XAU), silver (XAG) and platinum (XPT). */
export const MINOR_DIGITS: Record<Currency, number> = { TRY: 2, USD: 2, EUR: 2, GBP: 2, XAU: 4, XAG: 4, XPT: 4 };

/** The precious metals, kept in grams. */
export const METALS = ['XAU', 'XAG', 'XPT'] as const satisfies readonly Currency[];

export const isMetalCurrency = (currency: string): boolean => (METALS as readonly string[]).includes(currency);

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d+))?$/;

/** Parses "1234.5" into minor units; undefined for malformed or over-precise input. */
export const parseAmount = (text: string, currency: Currency): bigint | undefined => {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const digits = MINOR_DIGITS[currency];
  if (fraction.length > digits) return undefined;
  const minor = BigInt(whole! + fraction.padEnd(digits, '0'));
  return sign ? -minor : minor;
};

/** Formats minor units as the API's decimal string with the currency's full precision. */
export const formatAmount = (minor: bigint, currency: Currency): string => {
  const digits = MINOR_DIGITS[currency];
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
};
