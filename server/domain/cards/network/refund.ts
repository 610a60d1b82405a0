/**
 * A merchant's refund of an approved purchase, in full or in part: a new `Refund` row naming the
 * purchase, the money back from card settlement (to the linked account, or to the credit card's debt
 * account with a negative installment the next statement subtracts), the SMS, in one commit. The
 * refunds of a purchase never pass it: a `limit` guard per purchase counts what was refunded, so two
 * refunds at once cannot both pass. A retried message (same reference) refunds once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CardAuthorisation, CardRefundRequest } from '../../../../src/contract/cards-network';
import type { Language } from '../../../../src/contract/headers';
import { MessageCode } from '../../../../src/contract/message-codes';
import { parseAmount } from '../../../../src/contract/money';
import { limitUsage } from '../../../db/schema/limits';
import { sqlErrorOf } from '../../../db/sql-error';
import { transactionText } from '../../accounts/transaction-texts';
import { BusinessError } from '../../common/refusal';
import { chartOf } from '../../ledger/chart';
import type { ProductRow } from '../../ledger/commit';
import { applyCommit } from '../../ledger/post';
import { payment } from '../../ledger/recipes';
import { virtualUsageCode } from '../counters';
import { storedAnswer } from './answer';
import { fundingAccountOf, smsRow, type NetworkDeps } from './authorise';
import { cardTransactionById, networkCard, networkTransactionId } from './facts';

/** The counter of what was refunded of a purchase (one period for its whole life). */
export const refundedCode = (purchaseId: string): string => `card-refunded:${purchaseId}`;
const REFUND_PERIOD = '2000-01-01';

/** `POST /Sandbox/Card/Refund`. */
export const refund = async (
  deps: NetworkDeps,
  request: CardRefundRequest,
  language: Language,
): Promise<CardAuthorisation> => {
  const { db } = deps;
  const purchase = await cardTransactionById(db, request.transactionId);
  if (!purchase || purchase.kind !== 'Purchase' || purchase.status !== 'Approved')
    throw new BusinessError([MessageCode.CardNetworkRefundNotFound]);
  const facts = await networkCard(db, { cardId: purchase.cardId });
  const id = networkTransactionId(purchase.id, 'refund', request.networkReference ?? randomUUID());

  const [usage] = await db
    .select({ used: limitUsage.used })
    .from(limitUsage)
    .where(
      and(
        eq(limitUsage.customerId, purchase.customerId),
        eq(limitUsage.limitCode, refundedCode(purchase.id)),
        eq(limitUsage.periodStart, REFUND_PERIOD),
      ),
    );
  const left = purchase.amount - (usage?.used ?? 0n);
  const amount = request.amount === undefined ? left : parseAmount(request.amount, 'TRY');
  if (request.amount === undefined && left <= 0n) throw new BusinessError([MessageCode.CardNetworkRefundOverPurchase]);
  if (amount === undefined || amount <= 0n) throw new BusinessError([MessageCode.ValidationFailed]);

  const replay = async (): Promise<CardAuthorisation> => {
    const row = await cardTransactionById(db, id);
    if (!row) throw new Error('card network: the refund that conflicted is not there');
    if (row.refundOf !== purchase.id || (request.amount !== undefined && row.amount !== amount))
      throw new BusinessError([MessageCode.CardNetworkReferenceReused]);
    return storedAnswer(db, row, facts.card.cardNumber, language);
  };
  if (await cardTransactionById(db, id)) return replay();

  const to = fundingAccountOf(facts);
  if (!to) throw new BusinessError([MessageCode.CardNetworkRefundNotFound]);
  const now = deps.now();
  const chart = chartOf(db);
  const journalId = randomUUID();
  const text = transactionText('cardRefund', purchase.merchant);
  const rows: ProductRow[] = [
    {
      table: 'card_transactions',
      row: {
        id,
        cardId: purchase.cardId,
        customerId: purchase.customerId,
        creditCardId: purchase.creditCardId,
        journalId,
        kind: 'Refund',
        status: 'Approved',
        merchant: purchase.merchant,
        channel: purchase.channel,
        abroad: purchase.abroad,
        amount,
        currency: 'TRY',
        installments: 1,
        refundOf: purchase.id,
        authCode: null,
        createdAt: now,
      },
    },
  ];
  if (purchase.creditCardId)
    rows.push({
      table: 'card_installments',
      row: {
        id: randomUUID(),
        transactionId: id,
        creditCardId: purchase.creditCardId,
        number: 1,
        count: 1,
        amount: -amount,
      },
    });
  if (!deps.noSms) rows.push(...smsRow(facts, now, purchase.merchant, amount, 'refund'));
  try {
    await applyCommit(db, {
      at: now,
      guards: [
        {
          kind: 'limit',
          customerId: purchase.customerId,
          limitCode: refundedCode(purchase.id),
          periodStart: REFUND_PERIOD,
          amount,
          max: purchase.amount,
          refusal: MessageCode.CardNetworkRefundOverPurchase,
        },
        // A virtual card's own limit gets the refund back in the current statement period.
        ...(facts.card.kind === 'Virtual' && facts.credit
          ? [
              {
                kind: 'limitRelease' as const,
                customerId: purchase.customerId,
                limitCode: virtualUsageCode(facts.card.id),
                periodStart: facts.credit.statementDate,
                amount,
              },
            ]
          : []),
      ],
      journal: {
        id: journalId,
        kind: 'CardRefund',
        description: text,
        customerId: null,
        relatedJournalId: purchase.journalId,
        createdAt: now,
        postings: [payment(chart.id('cardSettlement', 'TRY'), to, amount, 'TRY', { text, payer: purchase.merchant })],
      },
      rows,
    });
  } catch (error) {
    if (sqlErrorOf(error)?.code === '23505') return replay();
    throw error;
  }
  return storedAnswer(db, (await cardTransactionById(db, id))!, facts.card.cardNumber, language);
};
