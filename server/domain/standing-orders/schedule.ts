/**
 * A standing order's calendar, pure: the run dates of a schedule (daily, weekly on the start's
 * weekday, monthly or every N months on a day, 29-31 falling on a shorter month's last day), the
 * checks a new schedule must pass (domain-facts-products.md §2: the first run tomorrow at the
 * earliest and within a year, the end after the start and within two years, or at least two
 * payments), and the next dates for a preview. Dates are Istanbul calendar dates, YYYY-MM-DD.
 */
import { MessageCode } from '../../../src/contract/message-codes';
import type { StandingOrderFrequency } from '../../../src/contract/payments';
import { BusinessError } from '../common/refusal';

export interface ScheduleRule {
  frequency: StandingOrderFrequency;
  /** Every N months (EveryNMonths); 1 otherwise. */
  intervalMonths: number;
  /** Monthly and every N months. */
  dayOfMonth: number | null;
  /** The anchor: the first run is the first date of the rule on or after it. */
  startDate: string;
  endDate: string | null;
  maxRuns: number | null;
}

const DAY_MS = 86_400_000;

const toUtc = (date: string): Date => new Date(`${date}T00:00:00Z`);
const fromUtc = (at: Date): string => at.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));

/** The same day `months` later, on the month's last day when it is shorter (Jan 31 + 1 → Feb 28/29). */
export const addMonths = (date: string, months: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return onDay(y, m - 1 + months, d);
};

const lastDayOf = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** Day `day` of the month `monthIndex` months after January of `year` (0-based), clamped to its last day. */
const onDay = (year: number, monthIndex: number, day: number): string => {
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const y = first.getUTCFullYear();
  const mi = first.getUTCMonth();
  return fromUtc(new Date(Date.UTC(y, mi, Math.min(day, lastDayOf(y, mi)))));
};

const monthly = (rule: ScheduleRule): boolean => rule.frequency === 'Monthly' || rule.frequency === 'EveryNMonths';
const stepMonths = (rule: ScheduleRule): number => (rule.frequency === 'EveryNMonths' ? rule.intervalMonths : 1);

/** The k-th date of the rule (0 is the first run), ignoring its end. */
export const occurrence = (rule: ScheduleRule, k: number): string => {
  if (rule.frequency === 'Daily') return addDays(rule.startDate, k);
  if (rule.frequency === 'Weekly') return addDays(rule.startDate, 7 * k);
  const [y, m, d] = rule.startDate.split('-').map(Number) as [number, number, number];
  const day = rule.dayOfMonth ?? d;
  // The first run: this month's day when it is not before the start, else next month's.
  const firstMonth = onDay(y, m - 1, day) >= rule.startDate ? m - 1 : m;
  return onDay(y, firstMonth + k * stepMonths(rule), day);
};

const withinEnd = (rule: ScheduleRule, date: string): boolean => rule.endDate === null || date <= rule.endDate;

/** The first date of the rule on or after `from` (within its end), or null. */
export const firstOnOrAfter = (rule: ScheduleRule, from: string): string | null => {
  // A rough index to start from, then forward: at most a few steps.
  const days = Math.max(0, (toUtc(from).getTime() - toUtc(rule.startDate).getTime()) / DAY_MS);
  let k =
    rule.frequency === 'Daily'
      ? days
      : rule.frequency === 'Weekly'
        ? Math.floor(days / 7)
        : Math.max(0, Math.floor(days / 31 / stepMonths(rule)) - 1);
  let date = occurrence(rule, k);
  while (date < from) date = occurrence(rule, ++k);
  return withinEnd(rule, date) ? date : null;
};

/** The run after the one due on `dueDate`, or null when the order ends there. */
export const nextAfter = (rule: ScheduleRule, dueDate: string): string | null =>
  firstOnOrAfter(rule, addDays(dueDate, 1));

/** Up to `count` run dates from `from` on, `runsLeft` at most. */
export const upcomingDates = (rule: ScheduleRule, from: string, count: number, runsLeft: number | null): string[] => {
  const dates: string[] = [];
  const max = Math.min(count, runsLeft ?? count);
  let date = firstOnOrAfter(rule, from);
  while (date !== null && dates.length < max) {
    dates.push(date);
    date = nextAfter(rule, date);
  }
  return dates;
};

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

/** The frequency's own fields: a day for monthly rules, 2-12 months for every N months. */
export const checkFrequency = (rule: Pick<ScheduleRule, 'frequency' | 'intervalMonths' | 'dayOfMonth'>): void => {
  if (monthly(rule as ScheduleRule) && rule.dayOfMonth === null) fail(MessageCode.StandingOrderDayRequired);
  if (rule.frequency === 'EveryNMonths' && (rule.intervalMonths < 2 || rule.intervalMonths > 12))
    fail(MessageCode.StandingOrderIntervalInvalid);
};

/** The end of an order: after its start, within two years of it; a number of payments of at least 2. */
export const checkEnd = (rule: ScheduleRule, firstRun: string): void => {
  if (rule.endDate !== null && rule.maxRuns !== null) fail(MessageCode.StandingOrderEndTwice);
  if (rule.endDate !== null) {
    if (rule.endDate <= rule.startDate) fail(MessageCode.StandingOrderEndBeforeStart);
    if (rule.endDate > addMonths(rule.startDate, 24)) fail(MessageCode.StandingOrderEndTooFar);
    if (firstRun > rule.endDate) fail(MessageCode.StandingOrderNeverRuns);
  }
  if (rule.maxRuns !== null && rule.maxRuns < 2) fail(MessageCode.StandingOrderRunsTooFew);
};

/**
 * A new schedule, checked against today (Istanbul): answers its first run date. Refuses a start
 * before tomorrow or more than a year ahead, an end before the start or over two years, fewer than
 * two payments, and a rule that never runs before its end.
 */
export const checkSchedule = (rule: ScheduleRule, today: string): string => {
  checkFrequency(rule);
  if (rule.startDate <= today) fail(MessageCode.StandingOrderStartTooEarly);
  if (rule.startDate > addMonths(today, 12)) fail(MessageCode.StandingOrderStartTooFar);
  const first = occurrence(rule, 0);
  checkEnd(rule, first);
  return first;
};
