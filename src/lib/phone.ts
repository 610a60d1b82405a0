import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { phoneMaxLength, type PhoneValue } from '../contract/input-rules';

/** Spec section 5: spaces and hyphens are stripped; other non-digits are refused as well. */
export const stripPhone = (text: string): string => text.replace(/[\s-]/g, '').replace(/\D/g, '');

/** The typed text cut to the country's limit (13 for TR, else 20). */
export const limitPhone = (text: string, countryCode: string): string =>
  stripPhone(text).slice(0, phoneMaxLength(countryCode));

/** libphonenumber-js decides whether the number exists for that country (min metadata). */
export const isValidPhone = ({ countryCode, nationalNumber }: PhoneValue): boolean =>
  nationalNumber.length > 0 && isValidPhoneNumber(nationalNumber, countryCode as CountryCode);

/** The national significant number ("0532 123 45 67" in TR → "5321234567"), or the digits as typed. */
export const normalizePhone = ({ countryCode, nationalNumber }: PhoneValue): PhoneValue => {
  const parsed = parsePhoneNumberFromString(nationalNumber, countryCode as CountryCode);
  return { countryCode, nationalNumber: parsed?.nationalNumber ?? nationalNumber };
};
