/**
 * The bank's chart of accounts: every GL account a product posts to, for the products there are
 * and those to come. GL accounts are rows of `accounts` (is_internal, no customer) numbered
 * `GL-<CODE>-<currency>`; `ensureChart` opens the missing ones at every start, and `chartOf`
 * answers their ids without a query afterwards (they never change).
 */
import { inArray } from 'drizzle-orm';
import type { Currency } from '../../../src/contract/money';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';

type AccountClass = 'asset' | 'liability' | 'income' | 'equity';

interface GlDefinition {
  code: string;
  currencies: readonly Currency[];
  class: AccountClass;
  name: string;
}

/** Names are the bank's own (Turkish); the currency is appended where an account exists per currency. */
export const CHART = {
  /** The bank's account at the central bank: what the clearing house settles into. */
  centralBank: { code: 'CBRT', currencies: ['TRY'], class: 'asset', name: 'TCMB ödeme sistemleri hesabı' },
  fastClearing: { code: 'FAST', currencies: ['TRY'], class: 'liability', name: 'FAST takas hesabı' },
  eftClearing: {
    code: 'EFT',
    currencies: ['TRY', 'USD', 'EUR'],
    class: 'liability',
    name: 'EFT ve döviz takas hesabı',
  },
  feeIncome: { code: 'FEE', currencies: ['TRY'], class: 'income', name: 'Ücret ve komisyon gelirleri' },
  /** Where every conversion passes: one position per currency, so each currency of a trade nets to zero. */
  fxPosition: {
    code: 'FX',
    currencies: ['TRY', 'USD', 'EUR', 'GBP', 'XAU', 'XAG', 'XPT'],
    class: 'asset',
    name: 'Döviz ve kıymetli maden pozisyonu',
  },
  escrow: { code: 'ESCROW', currencies: ['TRY'], class: 'liability', name: 'Güvenli ödeme emanet hesabı' },
  cardSettlement: { code: 'CARD', currencies: ['TRY'], class: 'liability', name: 'Kart takas hesabı' },
  cardReceivables: { code: 'CARDREC', currencies: ['TRY'], class: 'asset', name: 'Kredi kartı alacakları' },
  billCollection: { code: 'BILL', currencies: ['TRY'], class: 'liability', name: 'Fatura tahsilat hesabı' },
  goldInventory: { code: 'GOLD', currencies: ['XAU'], class: 'asset', name: 'Fiziki altın stoku' },
  financingReceivables: { code: 'FINREC', currencies: ['TRY'], class: 'asset', name: 'Finansman alacakları' },
  /** Murabaha profit share not yet earned: released to income installment by installment. */
  deferredProfitShare: { code: 'FINDEF', currencies: ['TRY'], class: 'liability', name: 'Ertelenmiş kâr payı' },
  /** Murabaha profit share earned as installments fall due and are paid (from the deferred account). */
  financingIncome: { code: 'FININC', currencies: ['TRY'], class: 'income', name: 'Finansman kâr payı gelirleri' },
  /** Late charges ("gecikme cezası") on overdue financing installments. */
  lateChargeIncome: { code: 'FINLATE', currencies: ['TRY'], class: 'income', name: 'Gecikme cezası gelirleri' },
  profitSharePool: { code: 'POOL', currencies: ['TRY'], class: 'liability', name: 'Kâr payı havuzu' },
  taxPayable: { code: 'TAX', currencies: ['TRY'], class: 'liability', name: 'Ödenecek vergiler (BSMV, kambiyo)' },
} as const satisfies Record<string, GlDefinition>;

export type ChartKey = keyof typeof CHART;
type CurrencyOf<K extends ChartKey> = (typeof CHART)[K]['currencies'][number];

/** A GL account's number: `GL-<CODE>-<currency>` (the seed and the tests name GL accounts by it too). */
export const glNumber = <K extends ChartKey>(key: K, currency: CurrencyOf<K>): string =>
  `GL-${CHART[key].code}-${currency}`;

const ALL = (Object.keys(CHART) as ChartKey[]).flatMap((key) =>
  CHART[key].currencies.map((currency) => ({
    key,
    currency,
    number: glNumber(key, currency),
  })),
);

export interface Chart {
  /** The id of a GL account. */
  id<K extends ChartKey>(key: K, currency: CurrencyOf<K>): string;
}

const loaded = new WeakMap<Db, Map<string, string>>();

/** Opens the GL accounts that are missing (safe when two processes start at once) and remembers every id. */
export const ensureChart = async (db: Db, now: Date): Promise<Chart> => {
  await db
    .insert(accounts)
    .values(
      ALL.map(({ key, currency, number }) => ({
        accountNumber: number,
        name: CHART[key].currencies.length > 1 ? `${CHART[key].name} ${currency}` : CHART[key].name,
        kind: 'Current' as const,
        currency,
        branchName: 'Genel Müdürlük',
        openedAt: now,
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
        ALL.map((a) => a.number),
      ),
    );
  loaded.set(db, new Map(rows.map((r) => [r.number, r.id])));
  return chartOf(db);
};

/** The chart of a database `ensureChart` has prepared (at start). */
export const chartOf = (db: Db): Chart => {
  const ids = loaded.get(db);
  if (!ids) throw new Error('the chart of accounts is not loaded (ensureChart runs at start)');
  return {
    id: (key, currency) => {
      const number = glNumber(key, currency);
      const id = ids.get(number);
      if (!id) throw new Error(`${number} is missing`);
      return id;
    },
  };
};
