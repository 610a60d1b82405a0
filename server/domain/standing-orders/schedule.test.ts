import { describe, expect, it } from 'vitest';
import { BusinessError } from '../common/refusal';
import { DEFAULT_CONFIG } from '../../config';
import { isEftOpen } from '../transfers/calendar';
import { checkSchedule, firstOnOrAfter, nextAfter, occurrence, upcomingDates, type ScheduleRule } from './schedule';

const rule = (over: Partial<ScheduleRule>): ScheduleRule => ({
  frequency: 'Monthly',
  intervalMonths: 1,
  dayOfMonth: 31,
  startDate: '2027-01-01',
  endDate: null,
  maxRuns: null,
  ...over,
});

const refusal = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof BusinessError) return error.codes[0];
    throw error;
  }
  return undefined;
};

describe('standing order schedule', () => {
  it('day 31 falls on each shorter month’s last day and comes back to 31', () => {
    expect(upcomingDates(rule({}), '2027-01-01', 4, null)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    // A leap year's February.
    expect(upcomingDates(rule({ startDate: '2028-01-15' }), '2028-01-15', 3, null)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
    expect(nextAfter(rule({}), '2027-02-28')).toBe('2027-03-31');
  });

  it('a day already past in the start month begins the next month', () => {
    expect(occurrence(rule({ dayOfMonth: 5, startDate: '2027-01-10' }), 0)).toBe('2027-02-05');
    expect(occurrence(rule({ dayOfMonth: 10, startDate: '2027-01-10' }), 0)).toBe('2027-01-10');
  });

  it('every 3 months, on the 30th', () => {
    const quarterly = rule({ frequency: 'EveryNMonths', intervalMonths: 3, dayOfMonth: 30, startDate: '2026-11-26' });
    expect(upcomingDates(quarterly, quarterly.startDate, 5, null)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-30',
      '2027-08-30',
      '2027-11-30',
    ]);
  });

  it('weekly on the start date’s weekday, daily every day, both up to the end date', () => {
    const weekly = rule({ frequency: 'Weekly', dayOfMonth: null, startDate: '2026-12-29', endDate: '2027-01-20' });
    expect(upcomingDates(weekly, weekly.startDate, 12, null)).toEqual([
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
      '2027-01-19',
    ]);
    expect(nextAfter(weekly, '2027-01-19')).toBeNull();
    const daily = rule({ frequency: 'Daily', dayOfMonth: null, startDate: '2027-02-27' });
    expect(upcomingDates(daily, '2027-02-27', 3, null)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(firstOnOrAfter(daily, '2027-06-10')).toBe('2027-06-10');
  });

  it('a number of payments bounds the preview', () => {
    expect(upcomingDates(rule({ dayOfMonth: 1 }), '2027-01-01', 12, 2)).toEqual(['2027-01-01', '2027-02-01']);
  });

  it('finds the first date from any day in a long schedule', () => {
    const monthly = rule({ dayOfMonth: 15, startDate: '2026-12-01' });
    expect(firstOnOrAfter(monthly, '2028-07-16')).toBe('2028-08-15');
    expect(firstOnOrAfter(monthly, '2028-07-15')).toBe('2028-07-15');
  });

  it('refuses a start before tomorrow or over a year ahead, a bad end, too few payments, a rule that never runs', () => {
    const today = '2026-11-25';
    expect(refusal(() => checkSchedule(rule({ startDate: today }), today))).toBe('standingOrder.startTooEarly');
    expect(checkSchedule(rule({ startDate: '2026-11-26', dayOfMonth: 26 }), today)).toBe('2026-11-26');
    expect(refusal(() => checkSchedule(rule({ startDate: '2027-11-26' }), today))).toBe('standingOrder.startTooFar');
    expect(refusal(() => checkSchedule(rule({ startDate: '2026-12-01', endDate: '2026-12-01' }), today))).toBe(
      'standingOrder.endBeforeStart',
    );
    expect(refusal(() => checkSchedule(rule({ startDate: '2026-12-01', endDate: '2028-12-02' }), today))).toBe(
      'standingOrder.endTooFar',
    );
    expect(
      refusal(() => checkSchedule(rule({ startDate: '2026-12-01', dayOfMonth: 31, endDate: '2026-12-20' }), today)),
    ).toBe('standingOrder.neverRuns');
    expect(refusal(() => checkSchedule(rule({ startDate: '2026-12-01', maxRuns: 1 }), today))).toBe(
      'standingOrder.runsTooFew',
    );
    expect(refusal(() => checkSchedule(rule({ startDate: '2026-12-01', dayOfMonth: null }), today))).toBe(
      'standingOrder.dayRequired',
    );
    expect(
      refusal(() =>
        checkSchedule(rule({ frequency: 'EveryNMonths', intervalMonths: 1, startDate: '2026-12-01' }), today),
      ),
    ).toBe('standingOrder.intervalInvalid');
    expect(
      refusal(() => checkSchedule(rule({ startDate: '2026-12-01', endDate: '2027-05-01', maxRuns: 3 }), today)),
    ).toBe('standingOrder.endTwice');
  });

  it('a run date on a holiday of the config’s list has no EFT window (such a run waits for the next one)', () => {
    const eft = DEFAULT_CONFIG.transfers.eft;
    // 29 October 2026 (Republic Day) is in the list: an EFT leg due that day waits, 30 October at 10:00 it is open.
    expect(isEftOpen(new Date('2026-10-29T07:00:00Z'), eft)).toBe(false);
    expect(isEftOpen(new Date('2026-10-30T07:00:00Z'), eft)).toBe(true);
  });
});
