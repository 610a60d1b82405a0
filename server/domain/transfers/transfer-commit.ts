/**
 * What a planned transfer commits, made at the commit's clock: one journal (the payment, its FX legs
 * or its clearing or escrow posting, and the fee), the transfers row with the receipt, and the
 * guards (the daily limit, the exchange quote taken once). The engine applies it in one statement.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { ActionCode } from '../../../src/contract/action-codes';
import type { JournalKind } from '../../../src/contract/ledger';
import { MessageCode } from '../../../src/contract/message-codes';
import type { TransferReceipt, TransferRequest, TransferStatus } from '../../../src/contract/transfers';
import { TRANSFER_TYPE_TEXT, transactionText } from '../accounts/transaction-texts';
import { fullName } from '../decisions/decider';
import { success } from '../decisions/outcome';
import type { ProductContext } from '../decisions/product';
import { chartOf } from '../ledger/chart';
import type { Commit, Guard } from '../ledger/commit';
import type { Posting } from '../ledger/journal';
import { clearing, escrowHold, fee, fxLegs, payment } from '../ledger/recipes';
import { istanbulDate } from './calendar';
import { DAILY_LIMIT } from './limits';
import type { TransferPlan } from './plan';

export const ACTION_OF_STATUS: Partial<Record<TransferStatus, number>> = {
  Completed: ActionCode.TransferCompleted,
  Pending: ActionCode.TransferPending,
  Scheduled: ActionCode.TransferScheduled,
  Held: ActionCode.TransferHeld,
};

/** "EMN2611211234567890": bank prefix, Istanbul date (YYMMDD), 10 random digits. */
export const newReference = (now: Date): string =>
  `EMN${istanbulDate(now).replace(/-/g, '').slice(2)}${String(randomInt(0, 1e10)).padStart(10, '0')}`;

type PlanData = Omit<TransferPlan, 'commit'>;

const postingsOf = (ctx: ProductContext, plan: PlanData, text: string): Posting[] => {
  const chart = chartOf(ctx.deps.db);
  const { source, destination } = plan.facts;
  const lines = { text, payee: destination.holderName, payer: fullName(ctx.decider) };
  const main: Posting[] =
    plan.status === 'Held'
      ? [escrowHold(chart, source.id, plan.debitMinor, lines)]
      : plan.transferType === 'Virement' && destination.internal!.currency !== source.currency
        ? fxLegs(
            chart,
            {
              from: source.id,
              fromCurrency: source.currency,
              fromAmount: plan.debitMinor,
              to: destination.internal!.id,
              toCurrency: destination.internal!.currency,
              toAmount: plan.creditMinor,
            },
            { text, payee: destination.holderName, payer: destination.holderName },
          )
        : destination.internal
          ? [payment(source.id, destination.internal.id, plan.debitMinor, source.currency, lines)]
          : [clearing(chart, source.id, plan.transferType === 'FAST' ? 'FAST' : 'EFT', plan.debitMinor, lines)];
  return plan.feeMinor > 0n ? [...main, fee(chart, source.id, plan.feeMinor, transactionText('fee', text))] : main;
};

const journalKind = (plan: PlanData): JournalKind => (plan.status === 'Held' ? 'SecurePaymentHold' : plan.transferType);

export const transferCommit = (
  ctx: ProductContext,
  request: TransferRequest,
  plan: PlanData,
): { commit: Commit; outcome: ReturnType<typeof success> } => {
  const { now, decider } = ctx;
  // Without the customer's description, the line of its type (a hold: secure payment).
  const text =
    plan.summary.description ||
    transactionText(plan.status === 'Held' ? 'securePayment' : TRANSFER_TYPE_TEXT[plan.transferType]);
  const transferId = randomUUID();
  const journalId = randomUUID();
  const receipt: TransferReceipt = {
    ...plan.summary,
    transferId,
    reference: newReference(now),
    status: plan.status,
    createdAt: now.toISOString(),
    settledAt: plan.status === 'Completed' ? now.toISOString() : null,
  };
  const guards: Guard[] = [];
  if (plan.limitAmountTry > 0n)
    guards.push({
      kind: 'limit',
      customerId: decider.customerId,
      limitCode: DAILY_LIMIT,
      periodStart: istanbulDate(now),
      amount: plan.limitAmountTry,
      max: plan.dailyLimitTry,
      refusal: MessageCode.TransferDailyLimitExceeded,
    });
  if (plan.quoteId)
    guards.push({
      kind: 'quote',
      quoteId: plan.quoteId,
      customerId: decider.customerId,
      refusal: MessageCode.TransferQuoteExpired,
    });
  const commit: Commit = {
    at: now,
    guards,
    journal: {
      id: journalId,
      kind: journalKind(plan),
      description: text,
      customerId: decider.customerId,
      createdAt: now,
      valueDate: plan.scheduledFor ?? now,
      postings: postingsOf(ctx, plan, text),
    },
    rows: [
      {
        table: 'transfers',
        row: {
          id: transferId,
          journalId,
          customerId: decider.customerId,
          kind: plan.kind,
          transferType: plan.transferType,
          status: plan.status,
          reference: receipt.reference,
          amount: plan.amountMinor,
          currency: plan.amountCurrency,
          limitAmountTry: plan.limitAmountTry,
          createdAt: now,
          scheduledFor: plan.scheduledFor,
          settledAt: plan.status === 'Completed' ? now : null,
          settleAfter: plan.settleAfter,
          // The target as typed (the full receiver name the bank checked) stays beside the receipt,
          // so the transfer can be saved as a registered transaction; never part of the receipt.
          details: { ...receipt, target: request.target },
        },
      },
    ],
  };
  return { commit, outcome: success(ACTION_OF_STATUS[plan.status]!, receipt) };
};
