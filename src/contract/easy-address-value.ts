/**
 * The stored form of an easy address's value (KOLAS, domain-facts.md). Its own module because
 * phones parse with libphonenumber-js (about 30 KB gzip): only the forms that check a value and
 * the server import it, not every page that names an easy address type.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { EASY_ADDRESS_VALUE_MAX, type EasyAddressType } from './easy-addresses';
import { isValidTckn, isValidVkn, isValidYkn } from './identity-number';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[A-Za-z]{2,}$/;
const PASSPORT = /^[A-Z0-9]{6,12}$/;

/**
 * The stored form of an alias value, or undefined when it is not valid for its type:
 * phones in E.164 (parsed with libphonenumber-js, TR by default), e-mail lower case,
 * passports upper case without spaces, numbers as digits with their checksum checked.
 */
export const normaliseEasyAddress = (type: EasyAddressType, raw: string): string | undefined => {
  const text = raw.trim();
  if (text.length === 0 || text.length > EASY_ADDRESS_VALUE_MAX) return undefined;
  switch (type) {
    case 'PhoneNumber': {
      const phone = parsePhoneNumberFromString(text, 'TR');
      return phone?.isValid() ? phone.number : undefined;
    }
    case 'Email': {
      const email = text.toLowerCase();
      return EMAIL.test(email) ? email : undefined;
    }
    case 'IdentityNumber':
      return isValidTckn(text) && !text.startsWith('99') ? text : undefined;
    case 'ForeignIdentityNumber':
      return isValidYkn(text) ? text : undefined;
    case 'TaxNumber':
      return isValidVkn(text) ? text : undefined;
    case 'PassportNumber': {
      const passport = text.replace(/\s/g, '').toUpperCase();
      return PASSPORT.test(passport) ? passport : undefined;
    }
  }
};
