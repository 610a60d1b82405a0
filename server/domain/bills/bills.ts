/**
 * The sandbox's bills: deterministic per biller, subscriber and period. A bill is issued on the
 * biller's issue day (Istanbul) of each month and due `dueDays` later; its amount comes from a
 * hash in the category's usual range. A subscriber has open bills for the last zero to two periods
 * issued up to the bank's `now` (older ones count as paid elsewhere and are never made); they are
 * made when asked for (insert ... on conflict do nothing), so new ones appear as the clock moves.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { fitsSubscriberRule, type SubscriberCheck } from '../../../src/contract/bills';
import { maskName } from '../../../src/contract/masking';
import { MessageCode } from '../../../src/contract/message-codes';
import type { BillCategory } from '../../../src/contract/payments';
import type { DbOrTx } from '../../db/client';
import { billers, bills } from '../../db/schema/payments';
import { BusinessError } from '../common/refusal';
import { istanbulDate } from '../transfers/calendar';

export type BillerRow = typeof billers.$inferSelect;
export type BillRow = typeof bills.$inferSelect;

/** The usual range of a bill in each category, TRY minor units (from, to). */
const AMOUNT_RANGE: Record<BillCategory, readonly [number, number]> = {
  Electricity: [250_00, 2_500_00],
  Water: [120_00, 900_00],
  NaturalGas: [200_00, 4_000_00],
  PhoneInternet: [150_00, 1_200_00],
  Tv: [300_00, 800_00],
  TaxesFines: [800_00, 6_000_00],
  Education: [2_000_00, 15_000_00],
  Other: [100_00, 1_500_00],
};

const NAMES = [
  'Ayşe Yılmaz',
  'Mehmet Kaya',
  'Fatma Demir',
  'Ahmet Çelik',
  'Zeynep Şahin',
  'Mustafa Öztürk',
  'Elif Arslan',
  'Hüseyin Doğan',
  'Emine Kılıç',
  'Ali Aydın',
];

const digest = (...parts: string[]): Buffer => createHash('sha256').update(parts.join('|')).digest();

/** The institution of a code; an unknown one is refused. */
export const billerOf = async (db: DbOrTx, code: string): Promise<BillerRow> => {
  const [row] = await db.select().from(billers).where(eq(billers.code, code));
  if (!row) throw new BusinessError([MessageCode.BillBillerUnknown]);
  return row;
};

/** Refuses a subscriber number that does not fit the biller's rule (pattern and check digit). */
export const checkSubscriber = (biller: BillerRow, subscriberNo: string): void => {
  if (
    !fitsSubscriberRule(subscriberNo, {
      subscriberPattern: biller.subscriberPattern,
      subscriberCheck: biller.subscriberCheck as SubscriberCheck,
    })
  )
    throw new BusinessError([MessageCode.BillSubscriberInvalid]);
};

/** The subscriber's name on the institution's records, masked. */
export const maskedSubscriberName = (biller: BillerRow, subscriberNo: string): string =>
  maskName(NAMES[digest('name', biller.code, subscriberNo).readUInt32BE(0) % NAMES.length]!);

/** How many of the latest periods a subscriber leaves open: 0 (nothing to pay) to 2. */
export const openPeriodCount = (billerCode: string, subscriberNo: string): number =>
  [0, 1, 1, 2, 2][digest('open', billerCode, subscriberNo).readUInt32BE(0) % 5]!;

const pad = (n: number) => String(n).padStart(2, '0');

/** The period `back` months before `period` (YYYY-MM). */
export const periodBefore = (period: string, back: number): string => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
};

/** The latest period issued on or before the Istanbul day of `now`. */
export const latestPeriod = (biller: Pick<BillerRow, 'issueDay'>, now: Date): string => {
  const today = istanbulDate(now);
  const period = today.slice(0, 7);
  return Number(today.slice(8, 10)) >= biller.issueDay ? period : periodBefore(period, 1);
};

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The bill of a period as the institution issues it (without id or status). */
export const billOf = (biller: BillerRow, subscriberNo: string, period: string) => {
  const [from, to] = AMOUNT_RANGE[biller.category];
  const spread = digest('amount', biller.code, subscriberNo, period).readUInt32BE(0) % (to - from);
  const issuedAt = `${period}-${pad(biller.issueDay)}`;
  return {
    billerCode: biller.code,
    subscriberNo,
    period,
    amount: BigInt(from + spread),
    currency: 'TRY' as const,
    issuedAt,
    dueDate: addDays(issuedAt, biller.dueDays),
  };
};

/** Makes the subscriber's bills up to `now` (once: on conflict do nothing) for a biller already read. */
export const issueBills = async (db: DbOrTx, biller: BillerRow, subscriberNo: string, now: Date): Promise<void> => {
  const count = openPeriodCount(biller.code, subscriberNo);
  if (count === 0) return;
  const latest = latestPeriod(biller, now);
  const rows = Array.from({ length: count }, (_, i) => ({
    ...billOf(biller, subscriberNo, periodBefore(latest, count - 1 - i)),
    status: 'Open' as const,
  }));
  await db.insert(bills).values(rows).onConflictDoNothing();
};

/** The open bills of a subscriber, oldest first. */
const openOf = (db: DbOrTx, billerCode: string, subscriberNo: string): Promise<BillRow[]> =>
  db
    .select()
    .from(bills)
    .where(and(eq(bills.billerCode, billerCode), eq(bills.subscriberNo, subscriberNo), eq(bills.status, 'Open')))
    .orderBy(asc(bills.period));

/**
 * The subscriber's open bills up to `now`, oldest first, made first when missing. Refuses an
 * unknown biller and a subscriber number outside its rule.
 */
export const openBills = async (
  db: DbOrTx,
  billerCode: string,
  subscriberNo: string,
  now: Date,
): Promise<BillRow[]> => {
  const biller = await billerOf(db, billerCode);
  checkSubscriber(biller, subscriberNo);
  await issueBills(db, biller, subscriberNo, now);
  return openOf(db, billerCode, subscriberNo);
};

/** Bills by id (any status, any subscriber: the plan checks them). */
export const billsByIds = (db: DbOrTx, ids: readonly string[]): Promise<BillRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(bills)
        .where(inArray(bills.id, [...ids]));
