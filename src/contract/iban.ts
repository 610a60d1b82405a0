/**
 * IBAN rules (ISO 13616, ISO 7064 mod 97-10). A Turkish IBAN is 26 characters:
 * TR, 2 check digits, 5-digit bank code, reserve digit 0, 16-character account part.
 * Normalisation never uses Turkish casing (toLocaleUpperCase('tr') turns i into İ).
 */
export const normaliseIban = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

const mod97 = (digits: string): number => {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
};

const toDigits = (text: string): string =>
  Array.from(text, (c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c)).join('');

export const isValidIban = (value: string): boolean => {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith('TR') && !/^TR\d{2}\d{5}0[A-Z0-9]{16}$/.test(iban)) return false;
  return mod97(toDigits(iban.slice(4) + iban.slice(0, 4))) === 1;
};

/** Builds a valid Turkish IBAN from a 5-digit bank code and a 16-character account part. */
export const buildTrIban = (bankCode: string, accountPart: string): string => {
  const bban = `${bankCode}0${accountPart}`;
  const check = 98 - mod97(toDigits(`${bban}TR00`));
  return `TR${String(check).padStart(2, '0')}${bban}`;
};

/** "TR47 0000 1001 0000 0350 9300 01" */
export const formatIban = (value: string): string =>
  normaliseIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
