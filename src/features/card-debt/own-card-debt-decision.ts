import type { PayOwnCardBody } from '../../api/card-debt';
import type { CardDebtReceipt } from '../../contract/card-debt';
import type { CardSummary } from '../../contract/cards';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { decisionStore } from '../../lib/decision-store';

/** What the summary shows before the code: the card as the bank listed it, the amount the option names, the account. */
export interface OwnCardDebtPlan {
  card: CardSummary;
  amount: string;
  accountName: string;
}

/** Paying one's own credit card: the request (by card id), the summary, its Idempotency-Key, then the receipt (or a corporate maker's waiting operation). */
export const ownCardDebtDecision = decisionStore<PayOwnCardBody, OwnCardDebtPlan, CardDebtReceipt | WaitingOperation>(
  'own-card-debt',
);

export const OWN_CARD_DEBT_ORIGIN = 'debt_payment';
