/**
 * Dates and times for people in the language's conventions: tr-TR for Turkish ("21.11.2026"),
 * en-GB for English ("21/11/2026"), day first in both. Shown in the bank's time zone, so a
 * statement reads the same wherever the customer is. Page and server both use these.
 */
import type { Language } from './headers';

export const DATE_LOCALE: Record<Language, string> = { tur: 'tr-TR', eng: 'en-GB' };
export const BANK_TIME_ZONE = 'Europe/Istanbul';

type When = Date | string | number;

const toDate = (value: When): Date => (value instanceof Date ? value : new Date(value));

const format = (value: When, language: Language, options: Intl.DateTimeFormatOptions): string => {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALE[language], { timeZone: BANK_TIME_ZONE, ...options }).format(date);
};

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** "21.11.2026" / "21/11/2026". */
export const formatDate = (value: When, language: Language): string => format(value, language, DAY);

/** "14:05". */
export const formatTime = (value: When, language: Language): string => format(value, language, TIME);

/** "21.11.2026 14:05" / "21/11/2026, 14:05". */
export const formatDateTime = (value: When, language: Language): string => format(value, language, { ...DAY, ...TIME });

/** "21 Kasım 2026" / "21 November 2026". */
export const formatLongDate = (value: When, language: Language): string =>
  format(value, language, { day: 'numeric', month: 'long', year: 'numeric' });

/** A bill's period (YYYY-MM): "Kasım 2026" / "November 2026". */
export const formatMonth = (period: string, language: Language): string =>
  format(`${period}-15T12:00:00Z`, language, { month: 'long', year: 'numeric' });

/** "21 Kas 2026 14:05" / "21 Nov 2026, 14:05". */
export const formatMediumDateTime = (value: When, language: Language): string =>
  format(value, language, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

/** "21 Kasım 2026 14:05" / "21 November 2026 at 14:05". */
export const formatLongDateTime = (value: When, language: Language): string =>
  format(value, language, { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' });

/**
 * A day typed in the language's order ("21.11.2026" / "21/11/2026"; any of . / - between the
 * parts) as the API's `YYYY-MM-DD`; undefined when it is not a real calendar day.
 */
export const parseDayText = (text: string): string | undefined => {
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, d = '', m = '', y = ''] = match;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
};

/** The API's `YYYY-MM-DD` as people type it: "21.11.2026" / "21/11/2026"; other text as received. */
export const dayText = (iso: string, language: Language): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const separator = language === 'tur' ? '.' : '/';
  return [match[3], match[2], match[1]].join(separator);
};
