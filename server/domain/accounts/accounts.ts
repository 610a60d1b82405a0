/** A customer's accounts as the contract shows them: Current TRY first, then by kind, currency and opening. */
import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_KINDS, type Account } from '../../../src/contract/accounts';
import type { Language } from '../../../src/contract/headers';
import { CURRENCIES, formatAmount } from '../../../src/contract/money';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { accountName, branchName } from './account-names';

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

/** An account row as the API shows it, named in the caller's language (an alias as the customer typed it). */
export const toAccount = (row: AccountRow, language: Language): Account => ({
  accountNumber: row.accountNumber,
  iban: row.iban ?? '',
  name: accountName(row, language),
  kind: row.kind,
  currency: row.currency,
  balance: formatAmount(row.balance, row.currency),
  availableBalance: formatAmount(row.balance, row.currency),
  branchName: branchName(row.branchName, language),
  openedAt: row.openedAt.toISOString(),
  isClosed: row.closedAt !== null,
});

export const listAccounts = async (
  db: DbOrTx,
  customerId: string,
  includeClosed: boolean,
  language: Language,
): Promise<Account[]> => {
  const owned = eq(accounts.customerId, customerId);
  const rows = await db
    .select()
    .from(accounts)
    .where(includeClosed ? owned : and(owned, isNull(accounts.closedAt)));
  return rows.sort(compare).map((row) => toAccount(row, language));
};
