/**
 * A held secure payment (the buyer's money in the escrow GL account): the buyer releases it
 * to the seller (remittance when the seller banks here, else FAST or EFT through clearing) or
 * cancels it (back to the buyer's account). Each in the caller's transaction, once: the row is
 * locked and must still be Held.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import { MessageCode } from '../../../src/contract/message-codes';
import type { TransferReceipt } from '../../../src/contract/transfers';
import type { ServerConfig } from '../../config';
import type { Tx } from '../../db/client';
import { accounts, transfers } from '../../db/schema';
import { BusinessError } from '../../http/errors';
import { postTransfer } from '../ledger';
import { externalByIban, internalByIban } from './directory';
import { glIds } from './gl';
import { interbankRouting } from './plan';
import { receiptOf } from './posting';

interface ActionInput {
  config: ServerConfig;
  now: Date;
  customerId: string;
  transferId: string;
}

const heldTransfer = async (tx: Tx, input: ActionInput) => {
  const [row] = await tx
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, input.transferId), eq(transfers.customerId, input.customerId)))
    .for('no key update');
  if (!row) throw new BusinessError([MessageCode.TransferNotFound]);
  if (row.status !== 'Held' || row.amount === null) throw new BusinessError([MessageCode.SecurePaymentNotHeld]);
  return { row, amount: row.amount, receipt: receiptOf(row) };
};

const finish = async (tx: Tx, id: string, set: Partial<typeof transfers.$inferInsert>, receipt: TransferReceipt) => {
  // The typed target stays on the row beside the receipt (posting.ts).
  const [row] = await tx
    .update(transfers)
    .set({ ...set, details: sql`${transfers.details} || ${JSON.stringify(receipt)}::jsonb` })
    .where(eq(transfers.id, id))
    .returning();
  return receiptOf(row!);
};

export const releaseSecurePayment = async (tx: Tx, input: ActionInput) => {
  const { row, amount, receipt } = await heldTransfer(tx, input);
  const { now } = input;
  const gl = await glIds(tx);
  const iban = receipt.receiver.iban ?? '';
  const description = `Güvenli ödeme ${receipt.reference}`;
  const seller = await internalByIban(tx, iban);
  if (seller) {
    await postTransfer(tx, {
      kind: 'SECURE_PAYMENT_RELEASE',
      description,
      valueDate: now,
      at: now,
      entries: [
        { accountId: gl.escrow, amount: -amount, description },
        { accountId: seller.account.id, amount, description, counterpartyName: receipt.source.name },
      ],
    });
    const done = { ...receipt, transferType: 'Remittance' as const, status: 'Completed' as const };
    return {
      receipt: await finish(tx, row.id, { status: 'Completed', transferType: 'Remittance', settledAt: now }, done),
      actionCode: ActionCode.SecurePaymentReleased,
    };
  }
  if (!(await externalByIban(tx, iban))) throw new BusinessError([MessageCode.TransferReceiverNotFound]);
  const routing = interbankRouting(input.config, now, 'fastOrEft', amount);
  await postTransfer(tx, {
    kind: 'SECURE_PAYMENT_RELEASE',
    description,
    valueDate: routing.scheduledFor ?? now,
    at: now,
    entries: [
      { accountId: gl.escrow, amount: -amount, description },
      { accountId: routing.transferType === 'FAST' ? gl.fastClearing : gl.eftClearing, amount, description },
    ],
  });
  const scheduledFor = routing.scheduledFor?.toISOString() ?? null;
  const next = { ...receipt, transferType: routing.transferType, status: routing.status, scheduledFor };
  const set = {
    status: routing.status,
    transferType: routing.transferType,
    scheduledFor: routing.scheduledFor,
    settleAfter: routing.settleAfter,
  };
  return { receipt: await finish(tx, row.id, set, next), actionCode: ActionCode.SecurePaymentReleased };
};

export const cancelSecurePayment = async (tx: Tx, input: ActionInput) => {
  const { row, amount, receipt } = await heldTransfer(tx, input);
  const { now } = input;
  const gl = await glIds(tx);
  const [buyer] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.accountNumber, receipt.source.accountNumber), eq(accounts.customerId, input.customerId)));
  if (!buyer) throw new BusinessError([MessageCode.TransferOwnAccountExpected]);
  const description = `Güvenli ödeme iadesi ${receipt.reference}`;
  await postTransfer(tx, {
    kind: 'SECURE_PAYMENT_CANCEL',
    description,
    valueDate: now,
    at: now,
    entries: [
      { accountId: gl.escrow, amount: -amount, description },
      { accountId: buyer.id, amount, description },
    ],
  });
  const cancelled = { ...receipt, status: 'Cancelled' as const };
  return {
    receipt: await finish(tx, row.id, { status: 'Cancelled', settledAt: now }, cancelled),
    actionCode: ActionCode.SecurePaymentCancelled,
  };
};
