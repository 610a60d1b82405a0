/** The accounts the seed opens: bank GL accounts per currency and the demo customers' accounts. */
import type { AccountKind } from '../../src/contract/accounts';
import type { Currency } from '../../src/contract/money';
import type { DemoIdentity } from './demo-identities';

export const GL_ACCOUNTS = [
  { code: 'EFT', currency: 'TRY', name: 'EFT takas hesabı' },
  { code: 'FAST', currency: 'TRY', name: 'FAST takas hesabı' },
  { code: 'CARD', currency: 'TRY', name: 'Kart takas hesabı' },
  { code: 'BILL', currency: 'TRY', name: 'Fatura tahsilat hesabı' },
  { code: 'FX', currency: 'TRY', name: 'Döviz pozisyon hesabı TRY' },
  { code: 'POOL', currency: 'TRY', name: 'Kâr payı havuzu TRY' },
  { code: 'EFT', currency: 'USD', name: 'Döviz takas hesabı USD' },
  { code: 'FX', currency: 'USD', name: 'Döviz pozisyon hesabı USD' },
  { code: 'EFT', currency: 'EUR', name: 'Döviz takas hesabı EUR' },
  { code: 'FX', currency: 'EUR', name: 'Döviz pozisyon hesabı EUR' },
  { code: 'FX', currency: 'XAU', name: 'Kıymetli maden pozisyon hesabı XAU' },
] as const satisfies readonly { code: string; currency: Currency; name: string }[];

export type GlCode = (typeof GL_ACCOUNTS)[number]['code'];
export const glAccountNumber = (code: GlCode, currency: Currency): string => `GL-${code}-${currency}`;

export interface CustomerAccountSpec {
  owner: DemoIdentity['key'];
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
    name: 'Döviz Cari Hesap USD',
    kind: 'Current',
    currency: 'USD',
    branchName: KADIKOY,
    openedDaysAgo: 300,
  },
  {
    owner: 'retail',
    suffix: 4,
    name: 'Döviz Cari Hesap EUR',
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
    suffix: 1,
    name: 'Ticari Cari Hesap',
    kind: 'Current',
    currency: 'TRY',
    branchName: LEVENT,
    openedDaysAgo: 900,
  },
  {
    owner: 'corporate',
    suffix: 2,
    name: 'Döviz Cari Hesap USD',
    kind: 'Current',
    currency: 'USD',
    branchName: LEVENT,
    openedDaysAgo: 600,
  },
  {
    owner: 'corporate',
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
    name: 'Döviz Cari Hesap EUR',
    kind: 'Current',
    currency: 'EUR',
    branchName: KADIKOY,
    openedDaysAgo: 480,
  },
];

export const accountKey = (owner: DemoIdentity['key'], suffix: number): string => `${owner}:${suffix}`;
