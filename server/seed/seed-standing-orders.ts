/**
 * The retail demo customer's standing orders (README): the rent to Mehmet Yıldız's IBAN every month
 * on the 5th (7,500.00 TL), and the electricity bill (BEDAS, subscriber 1234567897) paid
 * whole every month on the 20th. Both start at their next date after the seed day.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { maskName } from '../../src/contract/masking';
import type { Tx } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { customers } from '../db/schema/auth';
import { standingOrders } from '../db/schema/payments';
import type { OrderTarget } from '../domain/standing-orders/orders';
import { addDays, firstOnOrAfter } from '../domain/standing-orders/schedule';
import { istanbulDate } from '../domain/transfers/calendar';

const RETAIL_CUSTOMER = '1000146';
const SOURCE_ACCOUNT = '1000146-1';

export const seedStandingOrders = async (tx: Tx, now: Date): Promise<void> => {
  const [owner] = await tx
    .select({ customerId: customers.id, accountId: accounts.id })
    .from(customers)
    .innerJoin(accounts, and(eq(accounts.customerId, customers.id), eq(accounts.accountNumber, SOURCE_ACCOUNT)))
    .where(eq(customers.customerNumber, RETAIL_CUSTOMER));
  if (!owner) return;
  const tomorrow = addDays(istanbulDate(now), 1);
  const monthlyOn = (day: number) => {
    const rule = {
      frequency: 'Monthly' as const,
      intervalMonths: 1,
      dayOfMonth: day,
      startDate: tomorrow,
      endDate: null,
      maxRuns: null,
    };
    return { ...rule, nextDueDate: firstOnOrAfter(rule, tomorrow)! };
  };
  const rent: OrderTarget = {
    kind: 'Transfer',
    transfer: { mode: 'IBAN', iban: 'TR510001000123400056789012', receiverName: 'Mehmet Yıldız' },
    receiver: {
      maskedName: maskName('Mehmet Yıldız'),
      bankCode: '00010',
      bankName: 'T.C. Ziraat Bankası',
      iban: 'TR510001000123400056789012',
    },
    language: 'tur',
  };
  const electricity: OrderTarget = {
    kind: 'Bill',
    billerCode: 'BEDAS',
    billerName: 'Boğaziçi Elektrik Dağıtım (BEDAŞ)',
    subscriberNo: '1234567897',
    language: 'tur',
  };
  const common = {
    customerId: owner.customerId,
    status: 'Active' as const,
    sourceAccountId: owner.accountId,
    currency: 'TRY' as const,
    runsDone: 0,
    attempt: 0,
    createdAt: now,
    updatedAt: now,
  };
  await tx.insert(standingOrders).values([
    {
      ...common,
      id: randomUUID(),
      kind: 'Transfer',
      nickname: 'Ev kirası',
      target: rent,
      amountMode: 'Fixed',
      amount: 750000n,
      description: 'Kira',
      ...monthlyOn(5),
    },
    {
      ...common,
      id: randomUUID(),
      kind: 'Bill',
      nickname: 'Elektrik faturası',
      target: electricity,
      amountMode: 'WholeBill',
      amount: null,
      description: null,
      ...monthlyOn(20),
    },
  ]);
};
