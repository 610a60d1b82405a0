/**
 * Paying a credit card's debt as a product of the decision flow (challenged with a code). A card of
 * this bank: one `CardDebtPayment` journal, a payment from the customer's TRY account to the card's
 * debt account, and the `card_debt_payments` row (rail Internal). Another bank's card: the transfers
 * area's interbank routing (FAST up to its limit, else EFT now or in the next window), a clearing
 * posting, a `transfers` row (EFT_TO_CARD or FAST) that the settlement loop completes, and the
 * `card_debt_payments` row (rail FAST or EFT) beside it, in the same commit.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import type { CardDebtPayRequest, CardDebtReceipt } from '../../../src/contract/card-debt';
import { maskCard } from '../../../src/contract/masking';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, parseAmount } from '../../../src/contract/money';
import { formatMoneyText } from '../../../src/contract/money-text';
import type { TransferReceipt } from '../../../src/contract/transfers';
import { accounts } from '../../db/schema/accounts';
import { accountName } from '../accounts/account-names';
import { transactionText } from '../accounts/transaction-texts';
import { BusinessError } from '../common/refusal';
import { fullName } from '../decisions/decider';
import { success } from '../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../decisions/product';
import { chartOf } from '../ledger/chart';
import type { Commit, Guard } from '../ledger/commit';
import { clearing, payment } from '../ledger/recipes';
import { istanbulDate } from '../transfers/calendar';
import { DAILY_LIMIT } from '../transfers/limits';
import { interbankRouting } from '../transfers/plan';
import { newReference } from '../transfers/transfer-commit';
import { PAID_IN_PERIOD, maskedHolderOf, paidInCode, resolveCard, type CardTarget } from './cards';

type AccountRow = typeof accounts.$inferSelect;

export interface CardDebtFacts {
  source: AccountRow;
  target: CardTarget;
}

export interface CardDebtPlan extends ProductPlan {
  facts: CardDebtFacts;
  amount: bigint;
}

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

export const loadCardDebtFacts = async (ctx: ProductContext, request: CardDebtPayRequest): Promise<CardDebtFacts> => {
  const { db, config } = ctx.deps;
  const [source] = await db
    .select()
    .from(accounts)
    .where(
      and(eq(accounts.accountNumber, request.sourceAccountNumber), eq(accounts.customerId, ctx.decider.customerId)),
    );
  if (!source || source.isInternal || source.closedAt || source.currency !== 'TRY')
    fail(MessageCode.CardDebtAccountInvalid);
  const target = await resolveCard(db, config.bankCode, request.cardNumber);
  return { source: source!, target };
};

const STATUS_ACTION = {
  Completed: ActionCode.CardDebtPaid,
  Pending: ActionCode.CardDebtPending,
  Scheduled: ActionCode.CardDebtScheduled,
} as const;

export const planCardDebt = (ctx: ProductContext, request: CardDebtPayRequest, facts: CardDebtFacts): CardDebtPlan => {
  const { source, target } = facts;
  const amount = parseAmount(request.amount, 'TRY');
  if (amount === undefined) return fail(MessageCode.CardDebtAmountTooPrecise);
  if (amount <= 0n) fail(MessageCode.CardDebtAmountInvalid);
  if (target.own) {
    if (target.card.closed) fail(MessageCode.CardDebtCardClosed);
    if (target.card.currentDebt === 0n) fail(MessageCode.CardDebtNoDebt);
    if (amount > target.card.currentDebt) fail(MessageCode.CardDebtOverDebt);
  }
  if (amount > source.balance) fail(MessageCode.CardDebtInsufficientFunds);
  const routing = target.own ? undefined : interbankRouting(ctx.deps.config, ctx.now, 'fastOrEft', amount);
  // Outside the EFT window the customer must have accepted the next one.
  if (routing?.status === 'Scheduled' && !request.acceptNextWindow) fail(MessageCode.TransferEftClosed);
  const dailyLimit = parseAmount(ctx.deps.config.transfers.dailyTransferLimit, 'TRY')!;
  const maskedCard = maskCard(request.cardNumber);
  const maskedHolder = maskedHolderOf(target);

  const commit = (): { commit: Commit; outcome: ReturnType<typeof success> } => {
    const { now, decider } = ctx;
    const chart = chartOf(ctx.deps.db);
    const paymentId = randomUUID();
    const journalId = randomUUID();
    const transferId = routing ? randomUUID() : null;
    const reference = newReference(now);
    const text = transactionText('cardDebtPayment', maskedCard);
    const lines = { text, payee: target.own ? target.card.holderName : target.holderName, payer: fullName(decider) };
    const status = (routing?.status ?? 'Completed') as 'Completed' | 'Pending' | 'Scheduled';
    const rail = routing ? (routing.transferType === 'FAST' ? 'FAST' : 'EFT') : 'Internal';
    const receipt: CardDebtReceipt = {
      paymentId,
      journalId,
      reference,
      transferId,
      rail,
      status,
      maskedCardNumber: maskedCard,
      maskedHolderName: maskedHolder,
      bankName: target.bankName,
      sourceAccountNumber: source.accountNumber,
      amount: formatAmount(amount, 'TRY'),
      currency: 'TRY',
      remainingDebt: target.own ? formatAmount(target.card.currentDebt - amount, 'TRY') : null,
      scheduledFor: routing?.scheduledFor?.toISOString() ?? null,
      createdAt: now.toISOString(),
    };
    const guards: Guard[] = [];
    const rows: NonNullable<Commit['rows']> = [];
    if (target.own)
      guards.push({
        kind: 'limit',
        customerId: target.card.holderId,
        limitCode: paidInCode(target.card.id),
        periodStart: PAID_IN_PERIOD,
        amount,
        max: target.card.paidIn + target.card.currentDebt,
        refusal: MessageCode.CardDebtOverDebt,
      });
    if (routing && transferId) {
      guards.push({
        kind: 'limit',
        customerId: decider.customerId,
        limitCode: DAILY_LIMIT,
        periodStart: istanbulDate(now),
        amount,
        max: dailyLimit,
        refusal: MessageCode.TransferDailyLimitExceeded,
      });
      const transferReceipt: TransferReceipt = {
        transferType: routing.transferType,
        transferKind: routing.transferType === 'FAST' ? 'FAST' : 'EFT_TO_CARD',
        targetKind: 'CARD',
        targetMode: 'Card',
        source: {
          accountNumber: source.accountNumber,
          name: accountName(source, ctx.language),
          currency: 'TRY',
          availableBalance: formatAmount(source.balance, 'TRY'),
        },
        receiver: {
          maskedName: maskedHolder ?? maskedCard,
          bankCode: target.bankCode,
          bankName: target.bankName,
          maskedCardNumber: maskedCard,
        },
        amount: receipt.amount,
        currency: 'TRY',
        fee: formatAmount(0n, 'TRY'),
        total: receipt.amount,
        exchange: null,
        scheduledFor: receipt.scheduledFor,
        description: text,
        transferCode: null,
        transferId,
        reference,
        status,
        createdAt: receipt.createdAt,
        settledAt: null,
      };
      rows.push({
        table: 'transfers',
        row: {
          id: transferId,
          journalId,
          customerId: decider.customerId,
          kind: transferReceipt.transferKind,
          transferType: routing.transferType,
          status,
          reference,
          amount,
          currency: 'TRY',
          limitAmountTry: amount,
          createdAt: now,
          scheduledFor: routing.scheduledFor,
          settledAt: null,
          settleAfter: routing.settleAfter,
          details: transferReceipt,
        },
      });
    }
    rows.push({
      table: 'card_debt_payments',
      row: {
        id: paymentId,
        journalId,
        customerId: decider.customerId,
        reference,
        rail,
        creditCardId: target.own ? target.card.id : null,
        transferId,
        sourceAccountId: source.id,
        amount,
        currency: 'TRY',
        createdAt: now,
        // The full number stays beside the receipt (to pay the card again), never part of it.
        details: { ...receipt, cardNumber: request.cardNumber },
      },
    });
    return {
      commit: {
        at: now,
        guards,
        journal: {
          id: journalId,
          kind: routing ? routing.transferType : 'CardDebtPayment',
          description: text,
          customerId: decider.customerId,
          createdAt: now,
          valueDate: routing?.scheduledFor ?? now,
          postings: target.own
            ? [payment(source.id, target.card.debtAccountId, amount, 'TRY', lines)]
            : [clearing(chart, source.id, rail === 'FAST' ? 'FAST' : 'EFT', amount, lines)],
        },
        rows,
      },
      outcome: success(STATUS_ACTION[status as keyof typeof STATUS_ACTION], receipt),
    };
  };
  return {
    facts,
    amount,
    message: {
      operation: { tur: 'kredi kartı borç ödemesi', eng: 'credit card debt payment' },
      amount: formatMoneyText(formatAmount(amount, 'TRY'), 'TRY', ctx.language, { fixed: true }),
      payee: maskedHolder ?? maskedCard,
    },
    ledgerRefusals: {
      'ledger.insufficientFunds': MessageCode.CardDebtInsufficientFunds,
      'ledger.accountClosed': MessageCode.AccountClosed,
    },
    commit,
  };
};

export const cardDebtProduct: DecisionProduct<CardDebtPayRequest, CardDebtFacts, CardDebtPlan> = {
  name: 'card-debt-payment',
  challenged: true,
  load: loadCardDebtFacts,
  plan: planCardDebt,
};
