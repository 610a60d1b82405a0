/**
 * The one global logout event. A 401 (from the page's fetch wrapper or the service
 * worker's `unauthorized` broadcast, which may both report the same answer) raises it,
 * and so do the idle timer, the maximum-session check and Back into the login page.
 * Raises within a short window count once. main.tsx listens: it tells the server
 * (except after a 401), clears the session and goes to the login page.
 */
export type LogoutReason = 'unauthorized' | 'session-ended' | 'back-navigation';
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
