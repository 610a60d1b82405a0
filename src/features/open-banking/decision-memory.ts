/**
 * The last decision's answer per consent, in memory (wiped with the page): the success screens read
 * where to send the browser back to the provider. After a reload it is gone and the page says so.
 */
import type { ConsentDecided } from '../../contract/open-banking';

const decided = new Map<string, ConsentDecided & { approved: boolean }>();

export const rememberDecision = (outcome: ConsentDecided, approved: boolean) =>
  void decided.set(outcome.consent.id, { ...outcome, approved });

export const decisionOf = (consentId: string) => decided.get(consentId);
