/**
 * GetNetWorth from the ledger: the customer's entries summed per account kind and currency,
 * valued in TRY at the bank's indicative rates (config), grouped as assets and debts. All in
 * bigint minor units; percentages in hundredths of a percent, rounded half up.
 */
import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import { formatAmount, MINOR_DIGITS, parseAmount, type Currency } from '../../../src/contract/money';
import { formatMoneyText, formatPercentText } from '../../../src/contract/money-text';
import type { NetWorth, NetWorthGroup } from '../../../src/contract/net-worth';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { ledgerEntries } from '../../db/schema/ledger';

export interface Position {
  groupingKey: string;
  /** TRY minor units. */
  amount: bigint;
}

const roundDiv = (n: bigint, d: bigint): bigint => (n >= 0n ? (2n * n + d) / (2n * d) : -((2n * -n + d) / (2n * d)));

/** TRY minor units of an amount in minor units of its currency. */
export const valueInTry = (minor: bigint, currency: Currency, rates: ServerConfig['indicativeRates']): bigint => {
  if (currency === 'TRY') return minor;
  const rate = parseAmount(rates[currency], 'TRY');
  if (rate === undefined) throw new Error(`indicative rate of ${currency} is malformed`);
  return roundDiv(minor * rate, 10n ** BigInt(MINOR_DIGITS[currency]));
};

/** Ledger sums of a customer's accounts per kind and currency. */
export const ledgerSums = async (db: DbOrTx, customerId: string) => {
  const rows = await db
    .select({
      kind: accounts.kind,
      currency: accounts.currency,
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(ledgerEntries.accountId, accounts.id))
    .where(eq(accounts.customerId, customerId))
    .groupBy(accounts.kind, accounts.currency);
  return rows.map((row) => ({ kind: row.kind, currency: row.currency, total: BigInt(row.total) }));
};

export const assetPositions = async (db: DbOrTx, customerId: string, config: ServerConfig): Promise<Position[]> => {
  const groups = new Map<string, bigint>();
  for (const row of await ledgerSums(db, customerId)) {
    const key = row.kind === 'Gold' ? 'Gold' : 'Deposit';
    groups.set(key, (groups.get(key) ?? 0n) + valueInTry(row.total, row.currency, config.indicativeRates));
  }
  return [...groups].map(([groupingKey, amount]) => ({ groupingKey, amount }));
};

/**
 * Financing and credit-card debts. The sandbox bank offers neither product yet, so no
 * source yields a row; each product adds its reader here and the grouping below is unchanged.
 */
const DEBT_SOURCES: ((db: DbOrTx, customerId: string) => Promise<Position[]>)[] = [
  async () => [], // financings (murabaha): outstanding principal plus profit of unpaid instalments
  async () => [], // credit cards: statement and term debt
];

export const debtPositions = async (db: DbOrTx, customerId: string): Promise<Position[]> => {
  const groups = new Map<string, bigint>();
  for (const source of DEBT_SOURCES)
    for (const p of await source(db, customerId))
      groups.set(p.groupingKey, (groups.get(p.groupingKey) ?? 0n) + p.amount);
  return [...groups].map(([groupingKey, amount]) => ({ groupingKey, amount }));
};

/** Hundredths of a percent of part in whole (0 when whole is 0). */
export const shareOf = (part: bigint, whole: bigint): bigint => (whole === 0n ? 0n : roundDiv(part * 10_000n, whole));

const percentText = (hundredths: bigint) => formatAmount(hundredths, 'TRY');

/** "1.234,56 TL" / "1,234.56 TL". */
const formatTry = (minor: bigint, language: Language) =>
  formatMoneyText(formatAmount(minor, 'TRY'), 'TRY', language, { fixed: true });

/** "%12,34" / "12.34%". */
const formatPercent = (hundredths: bigint, language: Language) =>
  formatPercentText(percentText(hundredths), language, { fixed: true });

const toGroups = (positions: Position[], total: bigint, language: Language): NetWorthGroup[] =>
  positions
    .filter((p) => p.amount !== 0n)
    .sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1))
    .map((p) => {
      const share = shareOf(p.amount, total);
      return {
        groupingKey: p.groupingKey,
        amount: formatAmount(p.amount, 'TRY'),
        amountFormatted: formatTry(p.amount, language),
        percentage: percentText(share),
        percentageFormatted: formatPercent(share, language),
      };
    });

const sum = (positions: Position[]) => positions.reduce((total, p) => total + p.amount, 0n);

export const netWorthOf = (assets: Position[], debts: Position[], language: Language): NetWorth => {
  const totalAsset = sum(assets);
  const totalDebt = sum(debts);
  const assetShare = shareOf(totalAsset, totalAsset + totalDebt);
  const debtShare = totalAsset + totalDebt === 0n ? 0n : 10_000n - assetShare;
  return {
    netWorth: formatAmount(totalAsset - totalDebt, 'TRY'),
    netWorthFormatted: formatTry(totalAsset - totalDebt, language),
    totalAsset: formatAmount(totalAsset, 'TRY'),
    totalDebt: formatAmount(totalDebt, 'TRY'),
    totalAssetFormatted: formatTry(totalAsset, language),
    totalDebtFormatted: formatTry(totalDebt, language),
    totalAssetPercentage: percentText(assetShare),
    totalDebtPercentage: percentText(debtShare),
    totalAssetPercentageFormatted: formatPercent(assetShare, language),
    totalDebtPercentageFormatted: formatPercent(debtShare, language),
    assets: toGroups(assets, totalAsset, language),
    debts: toGroups(debts, totalDebt, language),
    ratesAreIndicative: true,
  };
};

export const netWorthFor = async (db: DbOrTx, customerId: string, config: ServerConfig, language: Language) =>
  netWorthOf(await assetPositions(db, customerId, config), await debtPositions(db, customerId), language);
