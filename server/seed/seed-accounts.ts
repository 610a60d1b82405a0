/** The demo customers' accounts the seed opens (the bank's GL accounts come from the chart of accounts). */
import type { AccountKind } from '../../src/contract/accounts';
import type { Currency } from '../../src/contract/money';
import type { DemoCompany, DemoIdentity } from './demo-identities';

export interface CustomerAccountSpec {
  /** Whose customer number the account number carries (and the seed history's ref). */
  owner: DemoIdentity['key'] | DemoCompany['key'];
  /** The company holding it when that is not `owner` (Demir Tekstil's accounts kept their numbers). */
  holder?: DemoCompany['key'];
  suffix: number;
  name: string;
  kind: AccountKind;
  currency: Currency;
  branchName: string;
  openedDaysAgo: number;
  closedDaysAgo?: number;
  termMonths?: number;
  profitShareRatio?: number;
  poolName?: string;
}

const KADIKOY = 'Kadıköy Şubesi';
const LEVENT = 'Levent Ticari Şubesi';
const KIZILAY = 'Ankara Kızılay Şubesi';
const POOL_TRY_3M = 'TL Katılma Havuzu (3 Ay)';

export const CUSTOMER_ACCOUNTS: readonly CustomerAccountSpec[] = [
  {
    owner: 'retail',
    suffix: 1,
    name: 'Özel Cari Hesap',
    kind: 'Current',
    currency: 'TRY',
    branchName: KADIKOY,
    openedDaysAgo: 400,
  },
  {
    owner: 'retail',
    suffix: 2,
    name: 'Katılma Hesabı 3 Ay',
    kind: 'Participation',
    currency: 'TRY',
    branchName: KADIKOY,
    openedDaysAgo: 200,
    termMonths: 3,
    profitShareRatio: 70,
    poolName: POOL_TRY_3M,
  },
  {
    owner: 'retail',
    suffix: 3,
    name: 'USD Cari Hesap',
    kind: 'Current',
    currency: 'USD',
    branchName: KADIKOY,
    openedDaysAgo: 300,
  },
  {
    owner: 'retail',
    suffix: 4,
    name: 'EUR Cari Hesap',
    kind: 'Current',
    currency: 'EUR',
    branchName: KADIKOY,
    openedDaysAgo: 250,
  },
  {
    owner: 'retail',
    suffix: 5,
    name: 'Altın Hesabı',
    kind: 'Gold',
    currency: 'XAU',
    branchName: KADIKOY,
    openedDaysAgo: 150,
  },
  {
    owner: 'retail',
    suffix: 6,
    name: 'Eski Cari Hesap',
    kind: 'Current',
    currency: 'TRY',
    branchName: KIZILAY,
    openedDaysAgo: 700,
    closedDaysAgo: 380,
  },
  {
    owner: 'corporate',
    holder: 'demirTekstil',
    suffix: 1,
    name: 'Ticari Cari Hesap',
    kind: 'Current',
    currency: 'TRY',
    branchName: LEVENT,
    openedDaysAgo: 900,
  },
  {
    owner: 'corporate',
    holder: 'demirTekstil',
    suffix: 2,
    name: 'USD Cari Hesap',
    kind: 'Current',
    currency: 'USD',
    branchName: LEVENT,
    openedDaysAgo: 600,
  },
  {
    owner: 'corporate',
    holder: 'demirTekstil',
    suffix: 3,
    name: 'Katılma Hesabı 3 Ay',
    kind: 'Participation',
    currency: 'TRY',
    branchName: LEVENT,
    openedDaysAgo: 170,
    termMonths: 3,
    profitShareRatio: 70,
    poolName: POOL_TRY_3M,
  },
  {
    owner: 'demirLojistik',
    suffix: 1,
    name: 'Ticari Cari Hesap',
    kind: 'Current',
    currency: 'TRY',
    branchName: LEVENT,
    openedDaysAgo: 400,
  },
  {
    owner: 'firstLogin',
    suffix: 1,
    name: 'Özel Cari Hesap',
    kind: 'Current',
    currency: 'TRY',
    branchName: KIZILAY,
    openedDaysAgo: 20,
  },
  {
    owner: 'push',
    suffix: 1,
    name: 'Özel Cari Hesap',
    kind: 'Current',
    currency: 'TRY',
    branchName: KADIKOY,
    openedDaysAgo: 500,
  },
  {
    owner: 'push',
    suffix: 2,
    name: 'EUR Cari Hesap',
    kind: 'Current',
    currency: 'EUR',
    branchName: KADIKOY,
    openedDaysAgo: 480,
  },
];

export const accountKey = (owner: CustomerAccountSpec['owner'], suffix: number): string => `${owner}:${suffix}`;
