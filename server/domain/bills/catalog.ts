/** The bill payment page's reads: categories, a category's institutions, a subscriber's open bills, a receipt. */
import { and, asc, count, eq } from 'drizzle-orm';
import type {
  BillCategoryList,
  Biller,
  BillerList,
  BillPaymentReceipt,
  OpenBills,
  SubscriberCheck,
} from '../../../src/contract/bills';
import type { Language } from '../../../src/contract/headers';
import { formatAmount } from '../../../src/contract/money';
import { BILL_CATEGORIES, type BillCategory } from '../../../src/contract/payments';
import type { Db } from '../../db/client';
import { billers, billPayments } from '../../db/schema/payments';
import { CATEGORY_NAMES, subscriberHint } from './bill-texts';
import { billerOf, maskedSubscriberName, openBills, type BillerRow } from './bills';

export const billCategories = async (db: Db, language: Language): Promise<BillCategoryList> => {
  const counts = await db.select({ category: billers.category, n: count() }).from(billers).groupBy(billers.category);
  const byCategory = new Map(counts.map((c) => [c.category, Number(c.n)]));
  return {
    categories: BILL_CATEGORIES.map((category) => ({
      category,
      name: CATEGORY_NAMES[category][language],
      institutionCount: byCategory.get(category) ?? 0,
    })),
  };
};

/** How many digits the pattern asks for ("10", "9-12"), read from the pattern's counted digit run. */
const digitsOf = (pattern: string): string => {
  const fixed = /\\d\{(\d+)\}\$$/.exec(pattern);
  if (!fixed) return '';
  // "^5\d{9}$": a leading literal digit counts too.
  const lead = pattern.replace(/^\^/, '').replace(/\\d\{\d+\}\$$/, '');
  const leadDigits = lead.replace(/\[[^\]]*\]/g, 'x').length;
  return String(Number(fixed[1]) + leadDigits);
};

export const billerView = (row: BillerRow, language: Language): Biller => ({
  code: row.code,
  name: row.name,
  category: row.category,
  subscriberLabel: language === 'tur' ? row.subscriberLabelTr : row.subscriberLabelEn,
  subscriberPattern: row.subscriberPattern,
  subscriberCheck: row.subscriberCheck as SubscriberCheck,
  subscriberHint: subscriberHint(digitsOf(row.subscriberPattern), language),
});

export const billInstitutions = async (db: Db, category: BillCategory, language: Language): Promise<BillerList> => {
  const rows = await db.select().from(billers).where(eq(billers.category, category)).orderBy(asc(billers.name));
  return { categoryName: CATEGORY_NAMES[category][language], institutions: rows.map((r) => billerView(r, language)) };
};

export const queryBills = async (db: Db, billerCode: string, subscriberNo: string, now: Date): Promise<OpenBills> => {
  const rows = await openBills(db, billerCode, subscriberNo, now);
  const biller = await billerOf(db, billerCode);
  return {
    billerCode,
    billerName: biller.name,
    subscriberNo,
    maskedSubscriberName: maskedSubscriberName(biller, subscriberNo),
    bills: rows.map((b) => ({
      id: b.id,
      period: b.period,
      amount: formatAmount(b.amount, b.currency),
      currency: b.currency,
      issuedAt: b.issuedAt,
      dueDate: b.dueDate,
      status: b.status,
    })),
    total: formatAmount(
      rows.reduce((sum, b) => sum + b.amount, 0n),
      'TRY',
    ),
    currency: 'TRY',
  };
};

/** The caller's own bill payment's receipt (another customer's reads as none). */
export const billPaymentOf = async (
  db: Db,
  customerId: string,
  paymentId: string,
): Promise<BillPaymentReceipt | undefined> => {
  const [row] = await db
    .select({ details: billPayments.details })
    .from(billPayments)
    .where(and(eq(billPayments.id, paymentId), eq(billPayments.customerId, customerId)));
  return row?.details as BillPaymentReceipt | undefined;
};
