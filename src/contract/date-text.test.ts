import { describe, expect, it } from 'vitest';
import {
  dayText,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMediumDateTime,
  formatTime,
  parseDayText,
} from './date-text';

// 11:05 UTC is 14:05 in İstanbul.
const WHEN = '2026-11-21T11:05:00Z';

describe('date-text', () => {
  it('formats for Turkish (tr-TR)', () => {
    expect(formatDate(WHEN, 'tur')).toBe('21.11.2026');
    expect(formatTime(WHEN, 'tur')).toBe('14:05');
    expect(formatDateTime(WHEN, 'tur')).toBe('21.11.2026 14:05');
    expect(formatLongDate(WHEN, 'tur')).toBe('21 Kasım 2026');
  });

  it('formats for English (en-GB)', () => {
    expect(formatDate(WHEN, 'eng')).toBe('21/11/2026');
    expect(formatTime(new Date(WHEN), 'eng')).toBe('14:05');
    expect(formatDateTime(WHEN, 'eng')).toBe('21/11/2026, 14:05');
    expect(formatLongDate(WHEN, 'eng')).toBe('21 November 2026');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date', 'tur')).toBe('');
  });
});

describe('date-text: longer forms and typed days', () => {
  it('writes medium and long date-times per language', () => {
    expect(formatMediumDateTime(WHEN, 'tur')).toBe('21 Kas 2026 14:05');
    expect(formatMediumDateTime(WHEN, 'eng')).toBe('21 Nov 2026, 14:05');
    expect(formatLongDateTime(WHEN, 'tur')).toBe('21 Kasım 2026 14:05');
    expect(formatLongDateTime(WHEN, 'eng')).toBe('21 November 2026 at 14:05');
  });

  it('reads a typed day in either order of separators and refuses days that do not exist', () => {
    expect(parseDayText('21.11.2026')).toBe('2026-11-21');
    expect(parseDayText('1/2/2026')).toBe('2026-02-01');
    expect(parseDayText('31.02.2026')).toBeUndefined();
    expect(parseDayText('2026-11-21')).toBeUndefined();
    expect(dayText('2026-11-21', 'tur')).toBe('21.11.2026');
    expect(dayText('2026-11-21', 'eng')).toBe('21/11/2026');
  });
});
