/** The network's answer, always read from the transaction rows (so a retried message hears the same). */
import type { CardAuthorisation } from '../../../../src/contract/cards-network';
import type { Language } from '../../../../src/contract/headers';
import { maskCard } from '../../../../src/contract/masking';
import { formatAmount } from '../../../../src/contract/money';
import type { DbOrTx } from '../../../db/client';
import { textFor } from '../../common/texts';
import { cardTransactionById, networkTransactionId, type CardTransactionRow } from './facts';

/** The fee row of a cash advance has an id derived from the advance's. */
export const feeIdOf = (transactionId: string): string => networkTransactionId(transactionId, 'fee', 'fee');

export const answerOf = (
  row: CardTransactionRow,
  cardNumber: string,
  fee: bigint | null,
  language: Language,
): CardAuthorisation => ({
  transactionId: row.id,
  status: row.status,
  kind: row.kind,
  reasonCode: row.declineReason,
  reason: row.declineReason ? textFor(row.declineReason, language) : null,
  authCode: row.authCode,
  maskedCardNumber: maskCard(cardNumber),
  merchant: row.merchant,
  channel: row.channel,
  abroad: row.abroad,
  amount: formatAmount(row.amount, row.currency),
  currency: row.currency,
  originalAmount:
    row.originalAmount !== null && row.originalCurrency ? formatAmount(row.originalAmount, row.originalCurrency) : null,
  originalCurrency: row.originalCurrency,
  installments: row.installments,
  fee: fee === null ? null : formatAmount(fee, 'TRY'),
  refundOf: row.refundOf,
  createdAt: row.createdAt.toISOString(),
});

/** The stored answer of a transaction (and its fee row, for a cash advance). */
export const storedAnswer = async (
  db: DbOrTx,
  row: CardTransactionRow,
  cardNumber: string,
  language: Language,
): Promise<CardAuthorisation> => {
  const fee = row.kind === 'CashAdvance' ? await cardTransactionById(db, feeIdOf(row.id)) : undefined;
  return answerOf(row, cardNumber, fee ? fee.amount : null, language);
};
