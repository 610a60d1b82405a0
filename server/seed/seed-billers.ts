/**
 * The sandbox's biller directory: institutions of every bill category, each with its subscriber
 * number rule, its issue day and due days, and its own collection account (`GL-BILL-<code>-TRY`,
 * an internal TRY account). Run at every start (app-server.ts, under the database's exclusive
 * lock) after the chart: it opens what is missing and leaves the rest, so a database made before
 * the payments area gets its billers too.
 */
import { inArray } from 'drizzle-orm';
import type { SubscriberCheck } from '../../src/contract/bills';
import type { BillCategory } from '../../src/contract/payments';
import type { Db } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { billers } from '../db/schema/payments';

export interface BillerDefinition {
  code: string;
  category: BillCategory;
  name: string;
  subscriberPattern: string;
  subscriberCheck: SubscriberCheck;
  subscriberLabelTr: string;
  subscriberLabelEn: string;
  issueDay: number;
  dueDays: number;
}

const INSTALLATION = { subscriberLabelTr: 'Tesisat numarası', subscriberLabelEn: 'Installation number' };
const SUBSCRIBER = { subscriberLabelTr: 'Abone numarası', subscriberLabelEn: 'Subscriber number' };
const CONTRACT = { subscriberLabelTr: 'Sözleşme hesap numarası', subscriberLabelEn: 'Contract account number' };

export const BILLERS: readonly BillerDefinition[] = [
  {
    code: 'BEDAS',
    category: 'Electricity',
    name: 'Boğaziçi Elektrik Dağıtım (BEDAŞ)',
    subscriberPattern: '^\\d{10}$',
    subscriberCheck: 'luhn',
    ...INSTALLATION,
    issueDay: 5,
    dueDays: 15,
  },
  {
    code: 'AYEDAS',
    category: 'Electricity',
    name: 'Anadolu Yakası Elektrik Dağıtım (AYEDAŞ)',
    subscriberPattern: '^\\d{9}$',
    subscriberCheck: 'mod11',
    ...CONTRACT,
    issueDay: 8,
    dueDays: 14,
  },
  {
    code: 'ISKI',
    category: 'Water',
    name: 'İstanbul Su ve Kanalizasyon İdaresi (İSKİ)',
    subscriberPattern: '^\\d{8}$',
    subscriberCheck: 'luhn',
    ...SUBSCRIBER,
    issueDay: 12,
    dueDays: 10,
  },
  {
    code: 'ASKI',
    category: 'Water',
    name: 'Ankara Su ve Kanalizasyon İdaresi (ASKİ)',
    subscriberPattern: '^\\d{7}$',
    subscriberCheck: 'mod11',
    ...SUBSCRIBER,
    issueDay: 15,
    dueDays: 10,
  },
  {
    code: 'IGDAS',
    category: 'NaturalGas',
    name: 'İstanbul Gaz Dağıtım (İGDAŞ)',
    subscriberPattern: '^\\d{10}$',
    subscriberCheck: 'luhn',
    ...INSTALLATION,
    issueDay: 3,
    dueDays: 12,
  },
  {
    code: 'BASKENTGAZ',
    category: 'NaturalGas',
    name: 'Başkentgaz',
    subscriberPattern: '^\\d{9}$',
    subscriberCheck: 'mod11',
    ...CONTRACT,
    issueDay: 10,
    dueDays: 12,
  },
  {
    code: 'TTELEKOM',
    category: 'PhoneInternet',
    name: 'Türk Telekom',
    subscriberPattern: '^[2-4]\\d{9}$',
    subscriberCheck: 'none',
    subscriberLabelTr: 'Telefon numarası (alan koduyla)',
    subscriberLabelEn: 'Phone number (with area code)',
    issueDay: 1,
    dueDays: 20,
  },
  {
    code: 'TURKCELL',
    category: 'PhoneInternet',
    name: 'Turkcell',
    subscriberPattern: '^5\\d{9}$',
    subscriberCheck: 'none',
    subscriberLabelTr: 'GSM numarası',
    subscriberLabelEn: 'Mobile number',
    issueDay: 20,
    dueDays: 10,
  },
  {
    code: 'SUPERONLINE',
    category: 'PhoneInternet',
    name: 'Turkcell Superonline',
    subscriberPattern: '^\\d{10}$',
    subscriberCheck: 'luhn',
    subscriberLabelTr: 'Hizmet numarası',
    subscriberLabelEn: 'Service number',
    issueDay: 7,
    dueDays: 15,
  },
  {
    code: 'DSMART',
    category: 'Tv',
    name: 'D-Smart',
    subscriberPattern: '^\\d{8}$',
    subscriberCheck: 'luhn',
    subscriberLabelTr: 'Müşteri numarası',
    subscriberLabelEn: 'Customer number',
    issueDay: 1,
    dueDays: 15,
  },
  {
    code: 'DIGITURK',
    category: 'Tv',
    name: 'Digiturk',
    subscriberPattern: '^\\d{9}$',
    subscriberCheck: 'mod11',
    ...SUBSCRIBER,
    issueDay: 6,
    dueDays: 15,
  },
  {
    code: 'GIBMTV',
    category: 'TaxesFines',
    name: 'Gelir İdaresi Başkanlığı (MTV)',
    subscriberPattern: '^\\d{10}$',
    subscriberCheck: 'mod11',
    subscriberLabelTr: 'Vergi kimlik numarası',
    subscriberLabelEn: 'Tax identity number',
    issueDay: 2,
    dueDays: 28,
  },
  {
    code: 'TRAFIK',
    category: 'TaxesFines',
    name: 'Trafik cezası (Emniyet Genel Müdürlüğü)',
    subscriberPattern: '^\\d{12}$',
    subscriberCheck: 'luhn',
    subscriberLabelTr: 'Ceza tutanağı numarası',
    subscriberLabelEn: 'Fine report number',
    issueDay: 25,
    dueDays: 30,
  },
  {
    code: 'AOF',
    category: 'Education',
    name: 'Anadolu Üniversitesi Açıköğretim',
    subscriberPattern: '^\\d{9}$',
    subscriberCheck: 'luhn',
    subscriberLabelTr: 'Öğrenci numarası',
    subscriberLabelEn: 'Student number',
    issueDay: 1,
    dueDays: 25,
  },
  {
    code: 'BELBIM',
    category: 'Other',
    name: 'Belbim İstanbulkart Abonman',
    subscriberPattern: '^\\d{10}$',
    subscriberCheck: 'luhn',
    subscriberLabelTr: 'Abonman numarası',
    subscriberLabelEn: 'Subscription number',
    issueDay: 1,
    dueDays: 10,
  },
];

/** A biller's collection account number. */
export const collectionAccountNumber = (code: string): string => `GL-BILL-${code}-TRY`;

/** Opens the missing collection accounts and billers (safe when two processes start at once). */
export const ensureBillers = async (db: Db, options: { now: Date }): Promise<void> => {
  await db
    .insert(accounts)
    .values(
      BILLERS.map((b) => ({
        accountNumber: collectionAccountNumber(b.code),
        name: `Fatura tahsilat hesabı ${b.name}`,
        kind: 'Current' as const,
        currency: 'TRY' as const,
        branchName: 'Genel Müdürlük',
        openedAt: options.now,
        isInternal: true,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: accounts.id, number: accounts.accountNumber })
    .from(accounts)
    .where(
      inArray(
        accounts.accountNumber,
        BILLERS.map((b) => collectionAccountNumber(b.code)),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.number, r.id]));
  await db
    .insert(billers)
    .values(BILLERS.map((b) => ({ ...b, collectionAccountId: idOf.get(collectionAccountNumber(b.code))! })))
    .onConflictDoNothing();
};
