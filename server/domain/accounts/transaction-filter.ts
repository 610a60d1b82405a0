/**
 * The filtered history of one account (GetTransactions, GetStatementPdf, GetStatementCsv):
 * Europe/Istanbul days (UTC+3 all year since 2016), absolute amounts, direction and a text search.
 */
import { and, desc, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TransactionFilter } from '../../../src/contract/account-management';
import type { Language } from '../../../src/contract/headers';
import { parseAmount } from '../../../src/contract/money';
import type { Transaction } from '../../../src/contract/transactions';

import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/ledger';
import { InvalidInput } from '../common/refusal';
import { storedSearchTexts } from './transaction-texts';
import { toTransaction, type OwnAccount } from './transactions';

export const FILTERED_TAKE_DEFAULT = 50;
export const FILTERED_TAKE_MAX = 500;
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Midnight of a `YYYY-MM-DD` day in Istanbul, as an instant. */
export const istanbulDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - ISTANBUL_OFFSET_MS);

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The SQL conditions of a filter; 400 when the bounds contradict each other or an amount is too precise.
 * The search text also finds the bank's own lines by their words in the caller's language.
 */
export const filterConditions = (account: OwnAccount, filter: TransactionFilter, language: Language): SQL[] => {
  const conditions: SQL[] = [eq(ledgerEntries.accountId, account.id)];
  if (filter.from && filter.to && filter.from > filter.to) throw new InvalidInput('to');
  if (filter.from) conditions.push(gte(ledgerEntries.createdAt, istanbulDayStart(filter.from)));
  if (filter.to) {
    const end = new Date(istanbulDayStart(filter.to).getTime() + 24 * 60 * 60 * 1000);
    conditions.push(lt(ledgerEntries.createdAt, end));
  }
  const min = filter.minAmount === undefined ? undefined : parseAmount(filter.minAmount, account.currency);
  const max = filter.maxAmount === undefined ? undefined : parseAmount(filter.maxAmount, account.currency);
  if (filter.minAmount !== undefined && min === undefined) throw new InvalidInput('minAmount');
  if (filter.maxAmount !== undefined && max === undefined) throw new InvalidInput('maxAmount');
  if (min !== undefined && max !== undefined && min > max) throw new InvalidInput('maxAmount');
  const absolute = sql<bigint>`abs(${ledgerEntries.amount})`;
  if (min !== undefined) conditions.push(gte(absolute, min));
  if (max !== undefined) conditions.push(lte(absolute, max));
  if (filter.direction === 'in') conditions.push(gt(ledgerEntries.amount, 0n));
  if (filter.direction === 'out') conditions.push(lt(ledgerEntries.amount, 0n));
  const q = filter.q?.trim();
  if (q) {
    const lines = storedSearchTexts(q, language).map((text) => ilike(ledgerEntries.description, likePattern(text)));
    conditions.push(or(...lines, ilike(ledgerEntries.counterpartyName, likePattern(q))) as SQL);
  }
  return conditions;
};

/** `take`: 1 to 500, default 50. */
export const takeOf = (filter: TransactionFilter): number => {
  if (filter.take === undefined) return FILTERED_TAKE_DEFAULT;
  const take = Number(filter.take);
  if (take < 1 || take > FILTERED_TAKE_MAX) throw new InvalidInput('take');
  return take;
};

export const filteredTransactions = async (
  db: DbOrTx,
  account: OwnAccount,
  filter: TransactionFilter,
  language: Language,
  take: number = takeOf(filter),
): Promise<Transaction[]> => {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(...filterConditions(account, filter, language)))
    .orderBy(desc(ledgerEntries.id))
    .limit(take);
  return rows.map((row) => toTransaction(row, language));
};
