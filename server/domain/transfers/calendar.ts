/**
 * The bank's clock for transfers: Europe/Istanbul (UTC+3 all year since 2016, no DST) and the
 * EFT window on working days (Mon-Fri, not a holiday; half days close early).
 */
import type { TransferSettings } from '../../config';

const OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** The Istanbul calendar date (YYYY-MM-DD) of an instant. */
export const istanbulDate = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The instant an Istanbul day starts (00:00 local). */
export const istanbulDayStart = (at: Date): Date => {
  const local = new Date(at.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET_MS);
};

/** The instant of "HH:MM" Istanbul time on the Istanbul day that starts at `dayStart`. */
const at = (dayStart: Date, hhmm: string): Date => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(dayStart.getTime() + (h * 60 + m) * 60_000);
};

/** The EFT window of the Istanbul day starting at `dayStart`, or undefined when it is no working day. */
const windowOf = (dayStart: Date, eft: TransferSettings['eft']): { opens: Date; closes: Date } | undefined => {
  const date = istanbulDate(dayStart);
  const weekday = new Date(dayStart.getTime() + OFFSET_MS).getUTCDay();
  if (weekday === 0 || weekday === 6 || eft.holidays.includes(date)) return undefined;
  const closes = eft.halfDays.includes(date) ? eft.halfDayClosesAt : eft.closesAt;
  return { opens: at(dayStart, eft.opensAt), closes: at(dayStart, closes) };
};

export const isEftOpen = (now: Date, eft: TransferSettings['eft']): boolean => {
  const window = windowOf(istanbulDayStart(now), eft);
  return Boolean(window && now >= window.opens && now < window.closes);
};

/** The start of the next EFT window after `now` (now itself when the window is open). */
export const nextEftWindow = (now: Date, eft: TransferSettings['eft']): Date => {
  if (isEftOpen(now, eft)) return now;
  let dayStart = istanbulDayStart(now);
  for (let i = 0; i < 60; i++) {
    const window = windowOf(dayStart, eft);
    if (window && window.opens > now) return window.opens;
    dayStart = new Date(dayStart.getTime() + DAY_MS);
  }
  throw new Error('no EFT window in 60 days');
};

/** Today's window for GetLimits: opening and closing time text, or the next working day's when closed today. */
export const eftWindowInfo = (now: Date, eft: TransferSettings['eft']) => {
  const today = windowOf(istanbulDayStart(now), eft);
  const isOpen = isEftOpen(now, eft);
  const next = nextEftWindow(now, eft);
  const shown = today && now < today.closes ? today : windowOf(istanbulDayStart(next), eft)!;
  return {
    isOpen,
    opensAt: shown.opens.toISOString(),
    closesAt: shown.closes.toISOString(),
    nextWindowAt: next.toISOString(),
  };
};
