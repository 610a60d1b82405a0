import type { CardDetail } from '../../../contract/cards';
import type {
  CardChangeRequest,
  CardChangeResult,
  RenewCardRequest,
  ReportLostStolenRequest,
  SetLimitsRequest,
} from '../../../contract/cards-management';
import { decisionStore } from '../../../lib/decision-store';
import type { CardArea } from './management-kit';

/** What the approve step shows: the card as the form saw it, and which detail tree it came from. */
export interface CardApprovePlan {
  card: CardDetail;
  area: CardArea;
}

/** The "+approve" card changes: the form proposes, the approve route asks the code and commits. */
export const limitsDecision = decisionStore<SetLimitsRequest, CardApprovePlan, CardChangeResult>('card-limits');
export const cancelDecision = decisionStore<CardChangeRequest, CardApprovePlan, CardChangeResult>('card-cancel');
export const lostStolenDecision = decisionStore<ReportLostStolenRequest, CardApprovePlan, CardChangeResult>(
  'card-lost-stolen',
);
export const renewalDecision = decisionStore<RenewCardRequest, CardApprovePlan, CardChangeResult>('card-renewal');

/** The credit card debt that stays after a cancellation ("0.00" and null are none). */
export const debtOf = (card: CardDetail): string | null =>
  card.kind === 'Credit' && card.currentDebt !== null && Number(card.currentDebt) > 0 ? card.currentDebt : null;
