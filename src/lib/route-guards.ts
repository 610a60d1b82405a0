import { redirect } from '@tanstack/react-router';
import { hasSession, type AuthState, type AuthStore } from './auth-store';
import { raiseLogout } from './logout-event';
import { endSession } from './session-end';
import { askWorker } from './sw-bridge';

/**
 * The guards of spec section 4, each a pure decision (unit-tested rule by rule) and a
 * `beforeLoad` wrapper. This module serves both builds, whose route trees differ, so
 * the registered route types cannot check these paths.
 */
export type GuardDecision = { allow: true; logout?: boolean } | { allow: false; to: string; logout?: boolean };

/** Where `/` sends a signed-in person (VITE_POST_AUTH_PATH configures it). */
export const POST_AUTH_PATH: string = import.meta.env.VITE_POST_AUTH_PATH || '/dashboard';

/** `/`: a signed-in person goes to the post-auth path, anyone else to the login page. */
export const rootDecision = (state: AuthState, postAuthPath = POST_AUTH_PATH): GuardDecision => ({
  allow: false,
  to: hasSession(state) ? postAuthPath : '/login',
});

/** Two-factor steps: only eligible sessions; authenticated but not eligible to /dashboard; others to `/`. */
export const twoFactorDecision = (state: AuthState): GuardDecision => {
  if (state.isAuthenticated && state.twoFactorEligible) return { allow: true };
  return { allow: false, to: state.isAuthenticated ? '/dashboard' : '/' };
};

/** Dashboard paths (customer mode): anyone without a full session is logged out and sent to `/`. */
export const dashboardDecision = (state: AuthState): GuardDecision =>
  hasSession(state) ? { allow: true } : { allow: false, to: '/', logout: true };

/**
 * The login page (and /consent, /transfer, /forgot-password) opened while a full
 * session is alive: only Back from the dashboard gets there, since every way forward
 * replaces the login steps in history. A bank ends the session then rather than asking
 * (a shared computer, a person walking away): the page shows, signed out.
 */
export const loginPageDecision = (state: AuthState): GuardDecision =>
  hasSession(state) ? { allow: true, logout: true } : { allow: true };

const redirectTo = (path: string) => redirect({ to: path } as Parameters<typeof redirect>[0]);

const enforce = (decision: GuardDecision, auth: AuthStore, reason: 'back-navigation' | 'reset') => {
  if (decision.logout) {
    // Back-navigation also tells the server (main.tsx's logout listener); a stray
    // half-finished login only needs the device cleared.
    if (reason === 'back-navigation') raiseLogout('back-navigation');
    else void endSession();
    auth.reset();
  }
  if (!decision.allow) throw redirectTo(decision.to);
};

export const redirectFromRoot = (auth: AuthStore): void => enforce(rootDecision(auth.getState()), auth, 'reset');
export const requireTwoFactor = (auth: AuthStore): void => enforce(twoFactorDecision(auth.getState()), auth, 'reset');
/** `preload`: a hover or focus preloading the route must not log anyone out; only a real visit does. */
export const requireSession = (auth: AuthStore, preload = false): void => {
  const decision = dashboardDecision(auth.getState());
  enforce(preload ? { ...decision, logout: false } : decision, auth, 'reset');
};
export const leaveSessionOnLoginPage = (auth: AuthStore, preload = false): void =>
  __APP_MODE__ === 'callcenter' || preload
    ? undefined
    : enforce(loginPageDecision(auth.getState()), auth, 'back-navigation');

/** CallCenter pages: the worker must hold an agent token. */
export const requireAgent = async (): Promise<void> => {
  const status = await askWorker({ type: 'session-status' });
  if (status?.type === 'session-status' && status.hasAgentToken) return;
  throw redirectTo('/verify');
};
