/**
 * A held secure payment (the buyer's money in the escrow GL account), released to the seller
 * (remittance when the seller banks here, else FAST or EFT through clearing) or cancelled (back to
 * the buyer's account, and the daily limit it used given back). Decisions without a code: each
 * commits once, because the transfer must still be Held when its commit applies (a transition guard).
 */
import { randomUUID } from 'node:crypto';
import { ActionCode } from '../../../src/contract/action-codes';
import { MessageCode } from '../../../src/contract/message-codes';
import type { TransferReceipt } from '../../../src/contract/transfers';
import type { transfers } from '../../db/schema/transfers';
import { ownAccount } from '../accounts/transactions';
import { transactionText } from '../accounts/transaction-texts';
import { BusinessError } from '../common/refusal';
import { fullName } from '../decisions/decider';
import { success } from '../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../decisions/product';
import { externalByIban, internalByIban, type InternalAccount } from '../directory/directory';
import { chartOf } from '../ledger/chart';
import type { Guard } from '../ledger/commit';
import { escrowRelease, clearingAccount } from '../ledger/recipes';
import { istanbulDate } from './calendar';
import { DAILY_LIMIT } from './limits';
import { interbankRouting } from './plan';
import { ownTransferRow, receiptOf } from './receipts';

type TransferRow = typeof transfers.$inferSelect;

export interface SecurePaymentRequest {
  transferId: string;
}

interface HeldFacts {
  row: TransferRow;
  /** The seller when they bank here (a release). */
  seller: InternalAccount | null;
}

const heldRow = async (ctx: ProductContext, transferId: string): Promise<TransferRow> => {
  const row = await ownTransferRow(ctx.deps.db, ctx.decider.customerId, transferId);
  if (!row) throw new BusinessError([MessageCode.TransferNotFound]);
  if (row.status !== 'Held') throw new BusinessError([MessageCode.SecurePaymentNotHeld]);
  return row;
};

const NOT_HELD = MessageCode.SecurePaymentNotHeld;

type TransferChanges = Partial<typeof transfers.$inferInsert>;

interface HoldEnd {
  kind: 'SecurePaymentRelease' | 'SecurePaymentCancel';
  text: string;
  /** Where the escrow pays: the seller, the seller's clearing, or the buyer. */
  to: string;
  /** The receipt's new fields, and the row's new columns. */
  changes: Partial<TransferReceipt>;
  set: TransferChanges;
  guards?: Guard[];
  valueDate?: Date;
  payer?: string;
  actionCode: number;
}

/** The plan that ends a hold: the row leaves Held once (a transition guard) and the escrow pays out, in one commit. */
const endHold = (ctx: ProductContext, row: TransferRow, end: HoldEnd): ProductPlan => {
  const receipt: TransferReceipt = { ...receiptOf(row), ...end.changes };
  const details = { ...(row.details as object), ...end.changes };
  return {
    ledgerRefusals: {},
    commit: () => ({
      commit: {
        at: ctx.now,
        guards: [
          {
            kind: 'transition',
            table: 'transfers',
            id: row.id,
            from: ['Held'],
            set: { ...end.set, details },
            refusal: NOT_HELD,
          },
          ...(end.guards ?? []),
        ],
        journal: {
          id: randomUUID(),
          kind: end.kind,
          description: end.text,
          customerId: ctx.decider.customerId,
          relatedJournalId: row.journalId,
          createdAt: ctx.now,
          valueDate: end.valueDate ?? ctx.now,
          postings: [escrowRelease(chartOf(ctx.deps.db), end.to, row.amount, { text: end.text, payer: end.payer })],
        },
      },
      outcome: success(end.actionCode, receipt),
    }),
  };
};

export const releaseSecurePayment: DecisionProduct<SecurePaymentRequest, HeldFacts> = {
  name: 'secure-payment-release',
  challenged: false,
  load: async (ctx, { transferId }) => {
    const row = await heldRow(ctx, transferId);
    const iban = receiptOf(row).receiver.iban ?? '';
    const seller = (await internalByIban(ctx.deps.db, iban)) ?? null;
    if (!seller && !(await externalByIban(ctx.deps.db, iban)))
      throw new BusinessError([MessageCode.TransferReceiverNotFound]);
    return { row, seller };
  },
  plan: (ctx, _request, { row, seller }) => {
    const { now } = ctx;
    // A seller of this bank is paid at once (remittance); another bank's through FAST or EFT clearing.
    const routing = seller
      ? { transferType: 'Remittance' as const, status: 'Completed' as const, scheduledFor: null, settleAfter: null }
      : interbankRouting(ctx.deps.config, now, 'fastOrEft', row.amount);
    const completed = routing.status === 'Completed';
    return endHold(ctx, row, {
      kind: 'SecurePaymentRelease',
      text: transactionText('securePaymentRef', receiptOf(row).reference),
      to: seller
        ? seller.account.id
        : clearingAccount(chartOf(ctx.deps.db), routing.transferType === 'FAST' ? 'FAST' : 'EFT'),
      changes: {
        transferType: routing.transferType,
        status: routing.status,
        scheduledFor: routing.scheduledFor?.toISOString() ?? null,
        ...(completed ? { settledAt: now.toISOString() } : {}),
      },
      set: {
        status: routing.status,
        transferType: routing.transferType,
        scheduledFor: routing.scheduledFor,
        settleAfter: routing.settleAfter,
        settledAt: completed ? now : null,
      },
      valueDate: routing.scheduledFor ?? now,
      payer: fullName(ctx.decider),
      actionCode: ActionCode.SecurePaymentReleased,
    });
  },
};

export const cancelSecurePayment: DecisionProduct<SecurePaymentRequest, { row: TransferRow; buyer: string }> = {
  name: 'secure-payment-cancel',
  challenged: false,
  load: async (ctx, { transferId }) => {
    const row = await heldRow(ctx, transferId);
    // The money goes back to the account it was held from (the receipt's source).
    const buyer = await ownAccount(ctx.deps.db, ctx.decider.customerId, receiptOf(row).source.accountNumber);
    if (!buyer) throw new BusinessError([MessageCode.TransferOwnAccountExpected]);
    return { row, buyer: buyer.id };
  },
  plan: (ctx, _request, { row, buyer }) =>
    endHold(ctx, row, {
      kind: 'SecurePaymentCancel',
      text: transactionText('securePaymentRefund', receiptOf(row).reference),
      to: buyer,
      changes: { status: 'Cancelled', settledAt: ctx.now.toISOString() },
      set: { status: 'Cancelled', settledAt: ctx.now },
      // The daily limit it used is given back.
      guards: [
        {
          kind: 'limitRelease',
          customerId: ctx.decider.customerId,
          limitCode: DAILY_LIMIT,
          periodStart: istanbulDate(row.createdAt),
          amount: row.limitAmountTry,
        },
      ],
      actionCode: ActionCode.SecurePaymentCancelled,
    }),
};
