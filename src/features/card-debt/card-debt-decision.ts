import type { PayCardDebtBody } from '../../api/card-debt';
import type { CardDebtInfo, CardDebtReceipt } from '../../contract/card-debt';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { decisionStore } from '../../lib/decision-store';
import { isWaitingOperation } from '../../lib/waiting-operation';

/** What the summary shows before the code: the card as Query answered it and the source account's name. */
export interface CardDebtPlan {
  info: CardDebtInfo;
  accountName: string;
}

/**
 * The card debt payment being decided: the request, what the summary shows, its Idempotency-Key, then
 * the receipt, or a corporate maker's payment stored to wait for approvals (995).
 */
export const cardDebtDecision = decisionStore<PayCardDebtBody, CardDebtPlan, CardDebtReceipt | WaitingOperation>(
  'card-debt',
);

export const isCardDebtReceipt = (data: unknown): data is CardDebtReceipt =>
  typeof data === 'object' && data !== null && 'paymentId' in data && 'rail' in data;

/** Pay's final answer: the receipt or the waiting operation. */
export const isCardDebtOutcome = (data: unknown): data is CardDebtReceipt | WaitingOperation =>
  isCardDebtReceipt(data) || isWaitingOperation(data);

export const CARD_DEBT_ORIGIN = 'pay-another-card-debt';
