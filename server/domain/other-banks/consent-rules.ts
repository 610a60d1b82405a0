/**
 * The rules of a consent this bank asks of another bank (issue 16, the bank as YÖS), pure:
 * its status by the bank's clock, the end dates allowed, the permission combinations.
 */
import {
  CONSENT_MAX_MONTHS,
  type ConsentHolder,
  type ConsentStatus,
  type OtherBankPermission,
} from '../../../src/contract/other-banks';
import { MessageCode } from '../../../src/contract/message-codes';
import { BusinessError } from '../common/refusal';
import { istanbulDate } from '../transfers/calendar';

/** An unauthorised consent is cancelled (I/04) after 5 minutes. */
export const AUTHORISATION_MS = 5 * 60_000;

export interface StoredStatus {
  status: ConsentStatus;
  statusCode: string | null;
  endDate: string;
  createdAt: Date;
}

/** The status as of `now`: B past 5 minutes is I/04, Y past its last valid day is S. */
export const effectiveStatus = (row: StoredStatus, now: Date): { status: ConsentStatus; statusCode: string | null } => {
  if (row.status === 'B' && now.getTime() - row.createdAt.getTime() > AUTHORISATION_MS)
    return { status: 'I', statusCode: '04' };
  if (row.status === 'Y' && istanbulDate(now) > row.endDate) return { status: 'S', statusCode: null };
  return { status: row.status, statusCode: row.statusCode };
};

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const addMonths = (day: string, months: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
};

/** Tomorrow and 6 months from today for an individual, 12 for a company (Istanbul days). */
export const endDateRange = (now: Date, holder: ConsentHolder) => {
  const today = istanbulDate(now);
  const maxMonths = CONSENT_MAX_MONTHS[holder];
  return { minEndDate: addDays(today, 1), maxEndDate: addMonths(today, maxMonths), maxMonths };
};

export const checkEndDate = (endDate: string, now: Date, holder: ConsentHolder): void => {
  const { minEndDate, maxEndDate } = endDateRange(now, holder);
  if (endDate < minEndDate || endDate > maxEndDate) throw new BusinessError([MessageCode.OtherBankEndDateInvalid]);
};

/** 01 or 07 required; 06 needs 03; 05 needs 04. Answers them sorted, once each. */
export const checkPermissions = (permissions: readonly OtherBankPermission[]): OtherBankPermission[] => {
  const set = new Set(permissions);
  const ok = (set.has('01') || set.has('07')) && (!set.has('06') || set.has('03')) && (!set.has('05') || set.has('04'));
  if (!ok) throw new BusinessError([MessageCode.OtherBankPermissionsInvalid]);
  return [...set].sort();
};
