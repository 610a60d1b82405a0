import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatTime } from './format-date';

// 11:05 UTC is 14:05 in İstanbul.
const WHEN = '2026-11-21T11:05:00Z';

describe('format-date', () => {
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
