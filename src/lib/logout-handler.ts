import type { AuthStore } from './auth-store';
import { SESSION_ENDED_NOTICE, setLoginNotice } from './login-notice';
import type { LogoutReason } from './logout-event';

export interface LogoutHandlerDeps {
  auth: AuthStore;
  /** `POST /auth/logout` (api/auth.ts; injected, lib does not import api). */
  tellServer: () => Promise<unknown>;
  /** Clears the session on this device (session-end.ts: reset callbacks and the worker's tokens). */
  endSession: () => Promise<void>;
  /** Goes to the signed-out page, replacing the history entry. */
  goSignedOut: () => Promise<unknown>;
  /** Customer mode shows the session-ended message; CallCenter has no login page. */
  customer: boolean;
}

/**
 * What the one global logout event does (main.tsx wires it). After a 401 the server has
 * already ended the session, so only this device is cleared; idle, maximum length and
 * Back into the login page tell the server first. A session that ended by itself leaves
 * the session-ended message for the login page.
 */
export const createLogoutHandler =
  ({ auth, tellServer, endSession, goSignedOut, customer }: LogoutHandlerDeps) =>
  async (reason: LogoutReason): Promise<void> => {
    const wasSignedIn = auth.getState().isAuthenticated;
    if (customer && (reason === 'session-ended' || (reason === 'unauthorized' && wasSignedIn))) {
      setLoginNotice(SESSION_ENDED_NOTICE);
    }
    if (reason !== 'unauthorized') await tellServer().catch(() => undefined);
    await endSession();
    await goSignedOut();
  };
