/** A customer's accounts as the contract shows them: Current TRY first, then by kind, currency and opening. */
import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_KINDS, type Account } from '../../src/contract/accounts';
import { CURRENCIES, formatAmount } from '../../src/contract/money';
import type { DbOrTx } from '../db/client';
import { accounts } from '../db/schema';

type AccountRow = typeof accounts.$inferSelect;

const rank = (a: AccountRow): [number, number, number, number] => [
  a.kind === 'Current' && a.currency === 'TRY' ? 0 : 1,
  ACCOUNT_KINDS.indexOf(a.kind),
  CURRENCIES.indexOf(a.currency),
  a.openedAt.getTime(),
];

const compare = (x: AccountRow, y: AccountRow): number => {
  const [a, b] = [rank(x), rank(y)];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return x.accountNumber.localeCompare(y.accountNumber);
};

export const toAccount = (row: AccountRow): Account => ({
  accountNumber: row.accountNumber,
  iban: row.iban ?? '',
  name: row.alias ?? row.name,
  kind: row.kind,
  currency: row.currency,
  balance: formatAmount(row.balance, row.currency),
  availableBalance: formatAmount(row.balance, row.currency),
  branchName: row.branchName,
  openedAt: row.openedAt.toISOString(),
  isClosed: row.closedAt !== null,
});

export const listAccounts = async (db: DbOrTx, customerId: string, includeClosed: boolean): Promise<Account[]> => {
  const owned = eq(accounts.customerId, customerId);
  const rows = await db
    .select()
    .from(accounts)
    .where(includeClosed ? owned : and(owned, isNull(accounts.closedAt)));
  return rows.sort(compare).map(toAccount);
};
