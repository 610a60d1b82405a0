/**
 * What a card the bank issues now is made of (virtual cards, delivered applications): a fresh
 * Luhn-valid number from randomness under this bank's BIN, an expiry years on, the default daily
 * limits of its kind. The seed (server/seed/seed-cards.ts, seed-credit-cards.ts) keeps the same
 * BINs; the domain may not import the seed, so they are named here again.
 */
import { randomInt } from 'node:crypto';
import { withLuhn } from '../../../src/contract/card-number';
import { parseAmount } from '../../../src/contract/money';
import type { CardSettings } from '../../config';

/** This bank's credit and virtual card BIN (Mastercard): OWN_CARD_BIN of the seed. */
export const CREDIT_BIN = '515899';
/** This bank's debit card BIN (Troy): OWN_DEBIT_BIN of the seed. */
export const DEBIT_BIN = '979215';

/**
 * A new 16-digit number: the BIN, nine random digits, the Luhn digit. One in a billion per pair:
 * a collision is the unique constraint's error, and the decision flow plans it again (a new number).
 */
export const newCardNumber = (bin: string): string =>
  withLuhn(`${bin}${String(randomInt(1_000_000_000)).padStart(9, '0')}`);

/** The expiry of a card made now: this month, `years` on. */
export const expiryFrom = (now: Date, years: number): { expiryMonth: number; expiryYear: number } => ({
  expiryMonth: now.getUTCMonth() + 1,
  expiryYear: now.getUTCFullYear() + years,
});

/** "MM/YY". */
export const expiryText = (card: { expiryMonth: number; expiryYear: number }): string =>
  `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;

/** The bank's default daily limits for a new card of the kind. */
export const defaultDailyLimits = (settings: CardSettings, kind: 'Debit' | 'Credit' | 'Virtual') => {
  const limits = kind === 'Debit' ? settings.debitDefaults : settings.creditDefaults;
  const tl = (amount: string) => parseAmount(amount, 'TRY')!;
  return { dailyAtmLimit: tl(limits.atm), dailyPosLimit: tl(limits.pos), dailyOnlineLimit: tl(limits.online) };
};
