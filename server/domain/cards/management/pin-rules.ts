/**
 * A card PIN's rules and its storage. The rules (BDDK's ban on guessable PINs, domain facts §1):
 * 4 digits, typed twice the same; not one digit four times (1111); not a run up or down, wrapping
 * through 0 (1234, 6789, 7890, 9876, 3210, 0987); not the holder's birth year (1986), nor the birth
 * day and month either way (1403, 0314); not a year or number the BDDK names (1453, 1881, 1903,
 * 1905, 1907, 1923, 0101, 3434); not the current PIN. Stored only as scrypt `salt:hash`.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { MessageCode } from '../../../../src/contract/message-codes';
import { PIN_LENGTH } from '../../../../src/contract/cards-management';

/** The PINs the BDDK names as easily guessed (the conquest, the clubs' founding years, the republic, 0101, 3434). */
export const COMMON_PINS: ReadonlySet<string> = new Set([
  '1453',
  '1881',
  '1903',
  '1905',
  '1907',
  '1923',
  '0101',
  '3434',
]);

const isRun = (pin: string, step: 1 | -1): boolean => {
  for (let i = 1; i < pin.length; i++) {
    const next = (Number(pin[i - 1]) + step + 10) % 10;
    if (Number(pin[i]) !== next) return false;
  }
  return true;
};

/** The birth date's guessable forms: the year, DDMM and MMDD. */
const birthForms = (birthDate: string | null): string[] => {
  if (!birthDate) return [];
  const [year, month, day] = birthDate.split('-');
  if (!year || !month || !day) return [];
  return [year, `${day}${month}`, `${month}${day}`];
};

/**
 * The first rule a new PIN breaks, as a message code; null when it may be used. `birthDate` is
 * `YYYY-MM-DD` or null (the bank does not know it: no birth date check).
 */
export const pinRefusal = (pin: string, pinRepeat: string, birthDate: string | null): string | null => {
  if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) return MessageCode.CardPinFormat;
  if (pin !== pinRepeat) return MessageCode.CardPinMismatch;
  if (/^(\d)\1+$/.test(pin)) return MessageCode.CardPinRepeated;
  if (isRun(pin, 1) || isRun(pin, -1)) return MessageCode.CardPinSequential;
  if (birthForms(birthDate).includes(pin)) return MessageCode.CardPinBirthDate;
  if (COMMON_PINS.has(pin)) return MessageCode.CardPinCommon;
  return null;
};

const KEY_LENGTH = 32;

/** scrypt of the PIN with a fresh salt: `salt:hash` in hex. */
export const hashPin = (pin: string): string => {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(pin, salt, KEY_LENGTH).toString('hex')}`;
};

/** Whether `pin` is the one `stored` (`salt:hash`) was made from. */
export const pinMatches = (pin: string, stored: string | null): boolean => {
  if (!stored) return false;
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(pin, Buffer.from(salt, 'hex'), expected.length);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
