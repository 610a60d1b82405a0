import type { PayCardDebtBody } from '../../api/card-debt';
import type { CardDebtInfo, CardDebtReceipt } from '../../contract/card-debt';
import { decisionStore } from '../../lib/decision-store';

/** What the summary shows before the code: the card as Query answered it and the source account's name. */
export interface CardDebtPlan {
  info: CardDebtInfo;
  accountName: string;
}

/** The card debt payment being decided: the request, what the summary shows, its Idempotency-Key, then the receipt. */
export const cardDebtDecision = decisionStore<PayCardDebtBody, CardDebtPlan, CardDebtReceipt>('card-debt');

export const isCardDebtReceipt = (data: unknown): data is CardDebtReceipt =>
  typeof data === 'object' && data !== null && 'paymentId' in data && 'rail' in data;

export const CARD_DEBT_ORIGIN = 'pay-another-card-debt';
