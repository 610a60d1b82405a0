/**
 * What a customer can open online (GetAccountProducts): özel cari hesap in every currency
 * (XAU opens a gold account) and katılma hesabı with a term and a profit-sharing pool.
 * Participation words: kâr payı oranı (profit-sharing ratio), never "faiz".
 */
import type { AccountProducts, OpenableKind } from '../../../src/contract/account-management';
import type { AccountKind } from '../../../src/contract/accounts';
import type { Language } from '../../../src/contract/headers';
import { isMetalCurrency, type Currency } from '../../../src/contract/money';
import { productName } from './account-names';

export const PARTICIPATION_TERMS = [1, 3, 6, 12] as const;

export interface Pool {
  code: string;
  name: string;
  currency: Currency;
  /** The customer's share of the profit in percent (70 means 70/30). */
  profitShareRatio: number;
  /** The pool's name in English (`name` is the Turkish product name kept on the account). */
  nameEng: string;
}

export const POOLS: readonly Pool[] = [
  {
    code: 'TRY-STD',
    name: 'TL Katılma Havuzu',
    nameEng: 'TRY participation pool',
    currency: 'TRY',
    profitShareRatio: 70,
  },
  {
    code: 'TRY-PLUS',
    name: 'TL Özel Katılma Havuzu',
    nameEng: 'TRY private participation pool',
    currency: 'TRY',
    profitShareRatio: 80,
  },
  {
    code: 'USD-STD',
    name: 'USD Katılma Havuzu',
    nameEng: 'USD participation pool',
    currency: 'USD',
    profitShareRatio: 70,
  },
  {
    code: 'EUR-STD',
    name: 'EUR Katılma Havuzu',
    nameEng: 'EUR participation pool',
    currency: 'EUR',
    profitShareRatio: 70,
  },
  {
    code: 'XAU-STD',
    name: 'Altın Katılma Havuzu',
    nameEng: 'Gold participation pool',
    currency: 'XAU',
    profitShareRatio: 75,
  },
];

/**
 * The smallest opening amount of a participation account. A current account may open at 0
 * (it is then not funded): the customer fills it later.
 */
export const MINIMUM_PARTICIPATION_AMOUNT: Record<OpenableCurrency, string> = {
  TRY: '1000.00',
  USD: '100.00',
  EUR: '100.00',
  XAU: '10.0000',
};

/**
 * The currencies a customer opens an account in here; GBP, silver and platinum accounts open on the
 * first trade in the currency and precious metals area (server/domain/market/).
 */
export const OPENABLE_CURRENCIES = ['TRY', 'USD', 'EUR', 'XAU'] as const satisfies readonly Currency[];
export type OpenableCurrency = (typeof OPENABLE_CURRENCIES)[number];

/** The products in the caller's language (pool names). */
export const accountProducts = (language: Language): AccountProducts => ({
  currencies: [...OPENABLE_CURRENCIES],
  participation: {
    termsMonths: [...PARTICIPATION_TERMS],
    pools: POOLS.map(({ code, name, nameEng, currency, profitShareRatio }) => ({
      code,
      name: language === 'eng' ? nameEng : name,
      currency,
      profitShareRatio,
    })),
  },
  minimumOpeningAmount: { ...MINIMUM_PARTICIPATION_AMOUNT },
});

export interface ProductChoice {
  kind: AccountKind;
  name: string;
  termMonths: number | null;
  pool: Pool | null;
}

/** The product of an opening request, or undefined when the kind, term, pool and currency do not fit together. */
export const chooseProduct = (
  kind: OpenableKind,
  currency: Currency,
  termMonths: number | undefined,
  poolCode: string | undefined,
): ProductChoice | undefined => {
  if (kind === 'Current') {
    if (termMonths !== undefined || poolCode !== undefined) return undefined;
    const product = {
      kind: isMetalCurrency(currency) ? ('Gold' as const) : ('Current' as const),
      currency,
      termMonths: null,
    };
    return { ...product, name: productName({ ...product, name: '' }, 'tur'), termMonths: null, pool: null };
  }
  const term = PARTICIPATION_TERMS.find((t) => t === termMonths);
  const pool = POOLS.find((p) => p.code === poolCode && p.currency === currency);
  if (!term || !pool) return undefined;
  const name = productName({ kind: 'Participation', currency, termMonths: term, name: '' }, 'tur');
  return { kind: 'Participation', name, termMonths: term, pool };
};

/**
 * A stored pool name (Turkish, as the account was opened; the seed adds the term: "TL Katılma
 * Havuzu (3 Ay)") in a language; an unknown one as it is.
 */
export const poolNameIn = (stored: string, language: Language): string => {
  const [, base = stored, term] = /^(.*?)(?: \((\d+) Ay\))?$/.exec(stored) ?? [];
  const pool = POOLS.find((p) => p.name === base || p.nameEng === base);
  if (!pool) return stored;
  const name = language === 'eng' ? pool.nameEng : pool.name;
  if (!term) return name;
  return language === 'eng' ? `${name} (${term} months)` : `${name} (${term} Ay)`;
};

/** The maturity of a participation account: the opening day plus the term (renewed at each maturity). */
export const maturityOf = (openedAt: Date, termMonths: number, now: Date): Date => {
  const next = new Date(openedAt);
  while (next <= now) next.setUTCMonth(next.getUTCMonth() + termMonths);
  return next;
};
