/**
 * A provider's consent request arrives at /consent?consent=<id> (account information) or
 * /transfer?consent=<id> (payment), which show the login page. The id is kept in sessionStorage
 * through the sign-in steps; the dashboard's first visit takes it and goes to the request's page.
 */
import { UUID_PATTERN } from '../contract/id-patterns';

const KEY = 'emanet.openBankingReturn';

export type ConsentEntry = 'consent' | 'transfer';

export const rememberConsentReturn = (
  entry: ConsentEntry,
  consentId: unknown,
  storage: Storage | undefined = globalThis.sessionStorage,
): void => {
  if (typeof consentId !== 'string' || !UUID_PATTERN.test(consentId)) return;
  try {
    storage?.setItem(KEY, JSON.stringify({ entry, consentId }));
  } catch {
    // storage blocked: the customer finds the request under Open banking permissions
  }
};

/** The request's page, once (the stored id is removed). */
export const takeConsentReturn = (storage: Storage | undefined = globalThis.sessionStorage): string | undefined => {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return undefined;
    storage?.removeItem(KEY);
    const { entry, consentId } = JSON.parse(raw) as { entry?: unknown; consentId?: unknown };
    if (typeof consentId !== 'string' || !UUID_PATTERN.test(consentId)) return undefined;
    const page = entry === 'transfer' ? 'transfer' : 'approve';
    return `/dashboard/open-banking/${page}?consent=${consentId}`;
  } catch {
    return undefined;
  }
};
