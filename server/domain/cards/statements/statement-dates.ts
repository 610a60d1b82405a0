/**
 * A credit card statement's dates (Istanbul calendar days, YYYY-MM-DD): the next cut-off on the
 * card's cut-off day (a day past the month's end is the month's last day), the due date (cut-off +
 * `dueDays`, moved to the next working day: not a weekend, not a holiday of the transfers calendar)
 * and when a changed cut-off day starts to count.
 */
import { MIN_DAYS_AFTER_LAST_STATEMENT } from '../../../../src/contract/card-statements';
import { addDays } from '../../standing-orders/schedule';

const DAY_MS = 86_400_000;

const parts = (date: string): [number, number, number] => {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  return [y, m, d];
};

const iso = (year: number, month: number, day: number): string =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The last day of a month (1-12). */
const lastDayOf = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The cut-off of a month: `day` of that month, or its last day when the month is shorter. */
export const cutoffIn = (year: number, month: number, day: number): string =>
  iso(year, month, Math.min(day, lastDayOf(year, month)));

/** The cut-off in the month after `cutoff`'s, on `day`. */
export const nextCutoffAfter = (cutoff: string, day: number): string => {
  const [y, m] = parts(cutoff);
  return m === 12 ? cutoffIn(y + 1, 1, day) : cutoffIn(y, m + 1, day);
};

/** The first cut-off on `day` strictly after `date`. */
export const firstCutoffAfter = (date: string, day: number): string => {
  const [y, m] = parts(date);
  const same = cutoffIn(y, m, day);
  return same > date ? same : nextCutoffAfter(same, day);
};

/** Days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const isWorkingDay = (date: string, holidays: readonly string[]): boolean => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.includes(date);
};

/** The due date of a statement cut at `cutoff`: `dueDays` later, then the next working day. */
export const dueDateFor = (cutoff: string, dueDays: number, holidays: readonly string[]): string => {
  let due = addDays(cutoff, dueDays);
  for (let i = 0; i < 30 && !isWorkingDay(due, holidays); i++) due = addDays(due, 1);
  return due;
};

/**
 * The next cut-off after the customer chooses `day`: the first date on that day after today that is
 * at least MIN_DAYS_AFTER_LAST_STATEMENT days after the last statement (so no period is too short to
 * pay the last statement first); from then on every month on that day.
 */
export const cutoffAfterChange = (day: number, today: string, lastStatement: string): string => {
  const earliest = addDays(lastStatement, MIN_DAYS_AFTER_LAST_STATEMENT - 1);
  return firstCutoffAfter(earliest > today ? earliest : today, day);
};

/** The last cut-off on `day` on or before `date`. */
export const lastCutoffOnOrBefore = (date: string, day: number): string => {
  const [y, m] = parts(date);
  const same = cutoffIn(y, m, day);
  if (same <= date) return same;
  return m === 1 ? cutoffIn(y - 1, 12, day) : cutoffIn(y, m - 1, day);
};

/** A credit card account's statement dates on `day` as of `today`: the last cut-off, its due date, the next cut-off. */
export const statementDatesAsOf = (
  today: string,
  day: number,
  dueDays: number,
  holidays: readonly string[],
): { cutoffDay: number; statementDate: string; dueDate: string; nextCutoffDate: string } => {
  const last = lastCutoffOnOrBefore(today, day);
  return {
    cutoffDay: day,
    statementDate: last,
    dueDate: dueDateFor(last, dueDays, holidays),
    nextCutoffDate: nextCutoffAfter(last, day),
  };
};

/** The cut-off `months` months before `cutoff`, on `day`. */
export const cutoffMonthsBefore = (cutoff: string, day: number, months: number): string => {
  const [y, m] = parts(cutoff);
  const index = y * 12 + (m - 1) - months;
  return cutoffIn(Math.floor(index / 12), (index % 12) + 1, day);
};
