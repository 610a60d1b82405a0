/**
 * GetNetWorth from the ledger: the customer's entries summed per account kind and currency,
 * valued in TRY at the market feed's mid price now (server/domain/market/prices.ts: currencies and
 * metal grams alike), grouped as assets and debts. All in
 * bigint minor units; percentages in hundredths of a percent, rounded half up.
 */
import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import { MARKET_INSTRUMENTS } from '../../../src/contract/market';
import { formatAmount, MINOR_DIGITS, type Currency } from '../../../src/contract/money';
import { formatMoneyText, formatPercentText } from '../../../src/contract/money-text';
import type { NetWorth, NetWorthGroup } from '../../../src/contract/net-worth';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { ledgerEntries } from '../../db/schema/ledger';
import { creditCards } from '../../db/schema/payments';
import { financingDebt } from '../financing/financings';
import { currentPrice } from '../market/prices';
import { linkedRows } from '../other-banks/linked-accounts';

export interface Position {
  groupingKey: string;
  /** TRY minor units. */
  amount: bigint;
}

const roundDiv = (n: bigint, d: bigint): bigint => (n >= 0n ? (2n * n + d) / (2n * d) : -((2n * -n + d) / (2n * d)));

/** TRY per unit of each currency (4 decimals, as the feed writes prices); TRY itself 1. */
export type TryPrices = Partial<Record<Currency, bigint>>;

/** TRY minor units of an amount in minor units of its currency, half up. */
export const valueInTry = (minor: bigint, currency: Currency, prices: TryPrices): bigint => {
  if (currency === 'TRY') return minor;
  const price = prices[currency];
  if (price === undefined) throw new Error(`no price of ${currency}`);
  // kuruş = minor / 10^digits units x price / 10^4 TRY x 100
  return roundDiv(minor * price, 10n ** BigInt(MINOR_DIGITS[currency]) * 100n);
};

/** The feed's mid of every instrument now (its bucket stored). */
export const livePrices = async (db: DbOrTx, config: ServerConfig, now: Date): Promise<TryPrices> => {
  const prices: TryPrices = {};
  for (const instrument of MARKET_INSTRUMENTS)
    prices[instrument] = (await currentPrice(db, config, instrument, now)).mid;
  return prices;
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

export const assetPositions = async (
  db: DbOrTx,
  customerId: string,
  config: ServerConfig,
  now: Date,
): Promise<Position[]> => {
  const groups = new Map<string, bigint>();
  const prices = await livePrices(db, config, now);
  for (const row of await ledgerSums(db, customerId)) {
    const key = row.kind === 'Gold' ? 'Gold' : 'Deposit';
    groups.set(key, (groups.get(key) ?? 0n) + valueInTry(row.total, row.currency, prices));
  }
  // Balances read at other banks under an authorised consent (permission 03), valued like the rest.
  for (const row of await linkedRows(db, customerId, now))
    if (row.balance !== null)
      groups.set('OtherBanks', (groups.get('OtherBanks') ?? 0n) + valueInTry(row.balance, row.currency, prices));
  return [...groups].map(([groupingKey, amount]) => ({ groupingKey, amount }));
};

/** A customer's credit card debt: what the card accounts (the bank's, one per main card) are owed, in TRY. */
const creditCardDebt = async (db: DbOrTx, customerId: string): Promise<Position[]> => {
  const [row] = await db
    .select({ owed: sql<string>`coalesce(sum(greatest(-${accounts.balance}, 0)), 0)::text` })
    .from(creditCards)
    .innerJoin(accounts, eq(accounts.id, creditCards.debtAccountId))
    .where(eq(creditCards.customerId, customerId));
  return [{ groupingKey: 'CreditCard', amount: BigInt(row?.owed ?? '0') }];
};

/**
 * Financing and credit-card debts, each product a reader; the grouping below is unchanged.
 * Financings (murabaha): the principal not yet repaid plus the charges already due (financing/financings.ts).
 */
const DEBT_SOURCES: ((db: DbOrTx, customerId: string, config: ServerConfig, now: Date) => Promise<Position[]>)[] = [
  creditCardDebt,
  (db, customerId, config, now) => financingDebt(db, customerId, now, config.financing),
];

export const debtPositions = async (
  db: DbOrTx,
  customerId: string,
  config: ServerConfig,
  now: Date,
): Promise<Position[]> => {
  const groups = new Map<string, bigint>();
  for (const source of DEBT_SOURCES)
    for (const p of await source(db, customerId, config, now))
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

export const netWorthFor = async (
  db: DbOrTx,
  customerId: string,
  config: ServerConfig,
  now: Date,
  language: Language,
) =>
  netWorthOf(
    await assetPositions(db, customerId, config, now),
    await debtPositions(db, customerId, config, now),
    language,
  );
