/** A customer's own account and its newest ledger entries. */
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import type { Transaction } from '../../../src/contract/transactions';
import { formatAmount } from '../../../src/contract/money';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { ledgerEntries } from '../../db/schema/ledger';
import { describeTransaction } from './transaction-texts';

export type OwnAccount = typeof accounts.$inferSelect;

/** The account when it is the customer's; undefined for someone else's or an unknown number alike. */
export const ownAccount = async (db: DbOrTx, customerId: string, accountNumber: string) => {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountNumber, accountNumber), eq(accounts.customerId, customerId)));
  return row as OwnAccount | undefined;
};

/** One ledger entry as the API shows it: amounts as decimal strings, the bank's own line in the caller's language. */
export const toTransaction = (row: typeof ledgerEntries.$inferSelect, language: Language): Transaction => ({
  id: String(row.id),
  date: row.createdAt.toISOString(),
  description: describeTransaction(row.description, language),
  counterparty: row.counterpartyName,
  amount: formatAmount(row.amount, row.currency),
  currency: row.currency,
  balanceAfter: formatAmount(row.balanceAfter, row.currency),
});

export const lastTransactions = async (
  db: DbOrTx,
  account: OwnAccount,
  take: number,
  language: Language,
): Promise<Transaction[]> => {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account.id))
    .orderBy(desc(ledgerEntries.id))
    .limit(take);
  return rows.map((row) => toTransaction(row, language));
};
