import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../config';
import {
  cutoffAfterChange,
  daysBetween,
  dueDateFor,
  firstCutoffAfter,
  isWorkingDay,
  nextCutoffAfter,
} from './statement-dates';

const HOLIDAYS = DEFAULT_CONFIG.transfers.eft.holidays;

describe('cut-off dates', () => {
  it('moves to the next month on the card’s day, a day past the month’s end being its last day', () => {
    expect(nextCutoffAfter('2026-11-15', 15)).toBe('2026-12-15');
    expect(nextCutoffAfter('2026-12-23', 23)).toBe('2027-01-23');
    expect(nextCutoffAfter('2027-01-30', 30)).toBe('2027-02-28');
    expect(nextCutoffAfter('2027-02-28', 30)).toBe('2027-03-30');
    expect(nextCutoffAfter('2028-01-30', 30)).toBe('2028-02-29');
  });

  it('finds the first cut-off on a day strictly after a date', () => {
    expect(firstCutoffAfter('2026-11-10', 15)).toBe('2026-11-15');
    expect(firstCutoffAfter('2026-11-15', 15)).toBe('2026-12-15');
    expect(firstCutoffAfter('2027-02-20', 30)).toBe('2027-02-28');
  });

  it('counts days across months', () => {
    expect(daysBetween('2026-11-25', '2026-12-15')).toBe(20);
    expect(daysBetween('2026-12-15', '2026-11-25')).toBe(-20);
  });
});

describe('due dates', () => {
  it('is ten days after the cut-off on a working day', () => {
    expect(dueDateFor('2026-11-15', 10, HOLIDAYS)).toBe('2026-11-25'); // Wednesday
  });

  it('moves a Saturday or Sunday to Monday', () => {
    expect(dueDateFor('2026-11-18', 10, HOLIDAYS)).toBe('2026-11-30'); // 28th is a Saturday
    expect(dueDateFor('2026-11-19', 10, HOLIDAYS)).toBe('2026-11-30'); // 29th is a Sunday
  });

  it('moves a holiday (and the weekend after it) to the next working day', () => {
    expect(isWorkingDay('2026-10-29', HOLIDAYS)).toBe(false);
    expect(dueDateFor('2026-10-19', 10, HOLIDAYS)).toBe('2026-10-30'); // Republic Day, Thursday
    // 2026-05-27..30 Kurban Bayramı (Wed-Sat), then Sunday: Monday 1 June.
    expect(dueDateFor('2026-05-17', 10, HOLIDAYS)).toBe('2026-06-01');
    expect(dueDateFor('2026-12-22', 10, HOLIDAYS)).toBe('2027-01-04'); // 1 Jan (Fri) then the weekend
  });
});

describe('a changed cut-off day', () => {
  it('counts from its first date after today at least 15 days after the last statement', () => {
    // Last statement 15 Nov; today 20 Nov. 23 Nov is only 8 days after it: 23 Dec.
    expect(cutoffAfterChange(23, '2026-11-20', '2026-11-15')).toBe('2026-12-23');
    // 30 Nov is exactly 15 days after it: it counts.
    expect(cutoffAfterChange(30, '2026-11-20', '2026-11-15')).toBe('2026-11-30');
    // 8 Dec is 23 days after it.
    expect(cutoffAfterChange(8, '2026-11-20', '2026-11-15')).toBe('2026-12-08');
    // Today late in the period: the first date after today.
    expect(cutoffAfterChange(8, '2026-12-10', '2026-11-15')).toBe('2027-01-08');
  });
});
