/** "Repeat" of a transfer: the target, account, amount and description it was sent with, for its form. */
import type { RepeatTarget } from '../../../src/contract/last-transactions';
import type { TransferReceipt, TransferTarget } from '../../../src/contract/transfers';
import type { DbOrTx } from '../../db/client';
import { ownTransferRow } from '../transfers/receipts';

/** The caller's own transfer's stored request; undefined for someone else's, an unknown one and one without a stored target. */
export const repeatTargetOf = async (
  db: DbOrTx,
  customerId: string,
  transferId: string,
): Promise<RepeatTarget | undefined> => {
  const row = await ownTransferRow(db, customerId, transferId);
  if (!row) return undefined;
  const details = row.details as TransferReceipt & { target?: TransferTarget };
  if (!details.target) return undefined;
  return {
    transferId: row.id,
    sourceAccountNumber: details.source.accountNumber,
    target: details.target,
    amount: details.amount,
    description: details.description,
  };
};
