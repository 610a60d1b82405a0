/**
 * Posts a planned transfer in the caller's database transaction: the ledger entries (each
 * currency nets to zero), then the customer columns and the receipt on the transfers row.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { TransferReceipt, TransferTarget } from '../../../src/contract/transfers';
import type { Tx } from '../../db/client';
import type { transfers } from '../../db/schema';
import { postTransfer, type EntryInput } from '../ledger';
import { istanbulDate } from './calendar';
import { fxEntries, takeQuote } from './fx';
import { glIds } from './gl';
import type { Plan } from './plan';

const DEFAULT_DESCRIPTION: Record<string, string> = {
  Remittance: 'Havale',
  Virement: 'Virman',
  EFT: 'EFT',
  FAST: 'FAST',
  Held: 'Güvenli ödeme',
};

/** "EMN2611211234567890": bank prefix, Istanbul date (YYMMDD), 10 random digits. */
export const newReference = (now: Date): string =>
  `EMN${istanbulDate(now).replace(/-/g, '').slice(2)}${String(randomInt(0, 1e10)).padStart(10, '0')}`;

export interface PostInput {
  plan: Plan;
  customerId: string;
  /** The sender's full name (the receiver's statement line). */
  senderName: string;
  now: Date;
  idempotencyKey: string | null;
  /**
   * The target as the customer typed it (the full receiver name the bank checked). Kept on the
   * row so the transfer can be saved as a registered transaction; never part of the receipt.
   */
  target: TransferTarget;
}

const entriesOf = async (tx: Tx, input: PostInput, description: string): Promise<EntryInput[]> => {
  const { plan, senderName } = input;
  // A remittance or same-currency virement without a fee touches no GL account: skip the lookup.
  const sameCurrencyInternal =
    plan.status !== 'Held' &&
    plan.destination.internal !== undefined &&
    plan.destination.internal !== null &&
    plan.destination.internal.currency === plan.source.currency;
  const gl = sameCurrencyInternal && plan.feeMinor === 0n ? undefined : await glIds(tx);
  const source = plan.source.id;
  const holder = plan.destination.holderName;
  const out: EntryInput[] = [];
  const pay = (to: string, counterparty: string | null) =>
    out.push(
      { accountId: source, amount: -plan.debitMinor, description, counterpartyName: holder },
      { accountId: to, amount: plan.creditMinor, description, counterpartyName: counterparty },
    );
  if (plan.status === 'Held') pay(gl!.escrow, senderName);
  else if (plan.transferType === 'Virement' && plan.destination.internal!.currency !== plan.source.currency) {
    await takeQuote(tx, plan.quoteId!, input.now);
    out.push(
      ...(await fxEntries(tx, {
        sourceAccountId: source,
        sourceCurrency: plan.source.currency,
        sourceMinor: plan.debitMinor,
        targetAccountId: plan.destination.internal!.id,
        targetCurrency: plan.destination.internal!.currency,
        targetMinor: plan.creditMinor,
        description,
        counterpartyName: holder,
      })),
    );
  } else if (plan.destination.internal) pay(plan.destination.internal.id, senderName);
  else pay(plan.transferType === 'FAST' ? gl!.fastClearing : gl!.eftClearing, senderName);
  if (plan.feeMinor > 0n)
    out.push(
      { accountId: source, amount: -plan.feeMinor, description: `${description} ücreti` },
      { accountId: gl!.feeIncome, amount: plan.feeMinor, description: `${description} ücreti` },
    );
  return out;
};

/** Posts the plan; answers the receipt that is also stored on the row. */
export const postPlan = async (tx: Tx, input: PostInput): Promise<TransferReceipt> => {
  const { plan, now } = input;
  const description =
    plan.summary.description || DEFAULT_DESCRIPTION[plan.status === 'Held' ? 'Held' : plan.transferType]!;
  const transferId = randomUUID();
  const receipt: TransferReceipt = {
    ...plan.summary,
    transferId,
    reference: newReference(now),
    status: plan.status,
    createdAt: now.toISOString(),
    settledAt: plan.status === 'Completed' ? now.toISOString() : null,
  };
  // The customer columns and the receipt go in with the row: one insert, no second write.
  await postTransfer(tx, {
    id: transferId,
    kind: plan.kind,
    description,
    valueDate: plan.scheduledFor ?? now,
    at: now,
    idempotencyKey: input.idempotencyKey,
    entries: await entriesOf(tx, input, description),
    columns: {
      customerId: input.customerId,
      transferType: plan.transferType,
      status: plan.status,
      reference: receipt.reference,
      amount: plan.amountMinor,
      currency: plan.amountCurrency,
      limitAmountTry: plan.limitAmountTry,
      scheduledFor: plan.scheduledFor,
      settleAfter: plan.settleAfter,
      settledAt: plan.status === 'Completed' ? now : null,
      details: { ...receipt, target: input.target },
    },
  });
  return receipt;
};

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
