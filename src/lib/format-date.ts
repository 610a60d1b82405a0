import type { Language } from '../contract/headers';

/**
 * Dates and times for the active language: tr-TR for Turkish, en-GB for English (day first in both).
 * Shown in the bank's time zone, so a statement reads the same wherever the customer is.
 */
export const DATE_LOCALE: Record<Language, string> = { tur: 'tr-TR', eng: 'en-GB' };
export const BANK_TIME_ZONE = 'Europe/Istanbul';

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

const format = (value: Date | string | number, language: Language, options: Intl.DateTimeFormatOptions): string => {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALE[language], { timeZone: BANK_TIME_ZONE, ...options }).format(date);
};

/** "21.11.2026" / "21/11/2026". */
export const formatDate = (value: Date | string | number, language: Language): string =>
  format(value, language, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** "14:05". */
export const formatTime = (value: Date | string | number, language: Language): string =>
  format(value, language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "21.11.2026 14:05" / "21/11/2026, 14:05". */
export const formatDateTime = (value: Date | string | number, language: Language): string =>
  format(value, language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** "21 Kasım 2026" / "21 November 2026". */
export const formatLongDate = (value: Date | string | number, language: Language): string =>
  format(value, language, { day: 'numeric', month: 'long', year: 'numeric' });
