/**
 * The one global logout event (spec section 4: a 401 clears the customer state and
 * raises it). The page's fetch wrapper and the service worker's `unauthorized`
 * broadcast may both report the same 401, so raises within a short window count once.
 */
export type LogoutReason = 'unauthorized';
type Listener = (reason: LogoutReason) => void;

const COALESCE_MS = 2000;
const listeners = new Set<Listener>();
let lastRaisedAt = Number.NEGATIVE_INFINITY;

export const raiseLogout = (reason: LogoutReason): void => {
  const now = Date.now();
  if (now - lastRaisedAt < COALESCE_MS) return;
  lastRaisedAt = now;
  for (const listener of listeners) listener(reason);
};

export const onLogout = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tests only: forget the coalescing window. */
export const resetLogoutEvent = (): void => {
  lastRaisedAt = Number.NEGATIVE_INFINITY;
};
