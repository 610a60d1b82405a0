/** A customer's card debt payments read back: the receipt (with the live status of its transfer) and the card paid. */
import { and, eq } from 'drizzle-orm';
import type { CardDebtReceipt } from '../../../src/contract/card-debt';
import type { DbOrTx } from '../../db/client';
import { cardDebtPayments } from '../../db/schema/payments';
import { transfers } from '../../db/schema/transfers';

const ownPayment = async (db: DbOrTx, customerId: string, id: string) => {
  const [row] = await db
    .select({ payment: cardDebtPayments, transferStatus: transfers.status, transferDetails: transfers.details })
    .from(cardDebtPayments)
    .leftJoin(transfers, eq(transfers.id, cardDebtPayments.transferId))
    .where(and(eq(cardDebtPayments.id, id), eq(cardDebtPayments.customerId, customerId)));
  return row;
};

/** The receipt of one of the customer's payments (another customer's id: undefined). */
export const cardDebtReceiptOf = async (
  db: DbOrTx,
  customerId: string,
  id: string,
): Promise<CardDebtReceipt | undefined> => {
  const row = await ownPayment(db, customerId, id);
  if (!row) return undefined;
  const receipt = row.payment.details as CardDebtReceipt & { cardNumber?: string };
  const { cardNumber: _card, ...shown } = receipt;
  const live = row.transferStatus;
  return live === 'Completed' || live === 'Pending' || live === 'Scheduled' ? { ...shown, status: live } : shown;
};

/** The full number of the card one of the customer's payments paid (kept beside the receipt, never in it). */
export const cardNumberOfPayment = async (db: DbOrTx, customerId: string, id: string): Promise<string | undefined> => {
  const row = await ownPayment(db, customerId, id);
  return (row?.payment.details as { cardNumber?: string } | undefined)?.cardNumber;
};
