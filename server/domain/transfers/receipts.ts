/** A customer's transfers as receipts: the newest ones, and one by id (never someone else's). */
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import type { TransferReceipt, TransferTarget } from '../../../src/contract/transfers';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { transfers } from '../../db/schema/transfers';
import { productName, productNames } from '../accounts/account-names';

/** The receipt of a stored transfer: its details (without the typed target) with the live status columns. */
export const receiptOf = (row: typeof transfers.$inferSelect): TransferReceipt => {
  const { target: _typed, ...receipt } = row.details as TransferReceipt & { target?: TransferTarget };
  return {
    ...receipt,
    status: row.status,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
};

/**
 * Receipts in the caller's language: a receipt keeps the sender account's name as it was then, so
 * when that was the product's name (in either language) it is named again in this one; an alias stays.
 */
export const inLanguage = async (
  db: DbOrTx,
  customerId: string,
  receipts: TransferReceipt[],
  language: Language,
): Promise<TransferReceipt[]> => {
  if (receipts.length === 0) return receipts;
  const owned = await db.select().from(accounts).where(eq(accounts.customerId, customerId));
  return receipts.map((receipt) => {
    const account = owned.find((a) => a.accountNumber === receipt.source.accountNumber);
    const names = account ? [account.name, ...Object.values(productNames(account))] : [];
    if (!account || !names.includes(receipt.source.name)) return receipt;
    return { ...receipt, source: { ...receipt.source, name: productName(account, language) } };
  });
};

export const latestTransfers = async (db: DbOrTx, customerId: string, take: number): Promise<TransferReceipt[]> => {
  const rows = await db
    .select()
    .from(transfers)
    .where(eq(transfers.customerId, customerId))
    .orderBy(desc(transfers.createdAt))
    .limit(take);
  return rows.map(receiptOf);
};

/** The customer's own transfer row; undefined for someone else's and an unknown one alike. */
export const ownTransferRow = async (db: DbOrTx, customerId: string, transferId: string) =>
  (
    await db
      .select()
      .from(transfers)
      .where(and(eq(transfers.id, transferId), eq(transfers.customerId, customerId)))
  )[0];
