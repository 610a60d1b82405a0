/**
 * Financing (issue 15), ensured at every start (app-server.ts, under the exclusive lock, after the
 * chart): Ayşe gets a vehicle financing (six installments paid, the seventh ten days overdue) and a
 * housing financing (two paid, the third due in five days), once, dated on the bank's clock. Each is
 * made by the financing area's own commit (origination.ts): rows, contract document, journal.
 * README lists them.
 */
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { customers } from '../db/schema/auth';
import { financings } from '../db/schema/financing';
import { originate, type FinancingTerms } from '../domain/financing/origination';
import { addMonths } from '../domain/financing/plan-math';
import { chartOf } from '../domain/ledger/chart';
import { applyCommit } from '../domain/ledger/post';
import { istanbulDate } from '../domain/transfers/calendar';

/** The customer whose financings the demo shows (Ayşe). */
export const DEMO_FINANCING_CUSTOMER = '1000146';

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Ayşe's financings as of the bank's day `today`. */
export const demoFinancings = (today: string): FinancingTerms[] => [
  {
    kind: 'Vehicle',
    reference: `FIN-${DEMO_FINANCING_CUSTOMER}-01`,
    asset: '2024 Toyota Corolla 1.5 Vision',
    principal: 15_000_000n,
    monthlyRate: '0.0249',
    termMonths: 24,
    // The 7th installment fell due 10 days ago; 1-6 are paid.
    startDate: addMonths(addDays(today, -10), -7),
    paidThrough: 6,
  },
  {
    kind: 'Housing',
    reference: `FIN-${DEMO_FINANCING_CUSTOMER}-02`,
    asset: 'Kadıköy, Moda Mah. 3+1 daire',
    principal: 20_000_000n,
    monthlyRate: '0.0149',
    termMonths: 60,
    // The 3rd installment falls due in 5 days; 1-2 are paid.
    startDate: addMonths(addDays(today, 5), -3),
    paidThrough: 2,
  },
];

export const ensureFinancings = async (db: Db, { now, config }: { now: Date; config: ServerConfig }) => {
  const [ayse] = await db.select().from(customers).where(eq(customers.customerNumber, DEMO_FINANCING_CUSTOMER));
  if (!ayse) return;
  const [any] = await db
    .select({ id: financings.id })
    .from(financings)
    .where(eq(financings.customerId, ayse.id))
    .limit(1);
  if (any) return;
  const holder = {
    customerId: ayse.id,
    customerName: `${ayse.name} ${ayse.surname}`,
    customerNumber: ayse.customerNumber,
  };
  const chart = chartOf(db);
  for (const terms of demoFinancings(istanbulDate(now))) {
    const at = new Date(`${terms.startDate}T09:00:00+03:00`);
    await applyCommit(db, originate(chart, config.financing, holder, terms, at).commit);
  }
};
