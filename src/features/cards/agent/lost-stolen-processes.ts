import type { CardApplicationSummary } from '../../../contract/card-applications';
import type { CardSummary } from '../../../contract/cards';

/** One lost or stolen block: the card (Blocked, reason Lost or Stolen) and the replacement ordered for it, if any. */
export interface LostStolenProcess {
  card: CardSummary;
  replacement: CardApplicationSummary | null;
}

const isLostStolen = (card: CardSummary) =>
  card.status === 'Blocked' && (card.statusReason === 'Lost' || card.statusReason === 'Stolen');

/**
 * The customer's lost and stolen blocks from their cards and card applications: every card blocked
 * as lost or stolen, with the newest Replacement application made for it (null when none was asked
 * for), the newest replacement first and blocks without one after them in the cards' order.
 */
export const lostStolenProcesses = (
  cards: readonly CardSummary[],
  applications: readonly CardApplicationSummary[],
): LostStolenProcess[] => {
  const newest = new Map<string, CardApplicationSummary>();
  for (const application of applications) {
    if (application.kind !== 'Replacement' || !application.sourceCardId) continue;
    const known = newest.get(application.sourceCardId);
    if (!known || known.createdAt < application.createdAt) newest.set(application.sourceCardId, application);
  }
  const processes = cards.filter(isLostStolen).map((card) => ({ card, replacement: newest.get(card.id) ?? null }));
  const at = (p: LostStolenProcess) => p.replacement?.createdAt ?? '';
  return processes.sort((a, b) => (at(a) === at(b) ? 0 : at(a) < at(b) ? 1 : -1));
};
