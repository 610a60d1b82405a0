import { redirect } from '@tanstack/react-router';
import { hasSession, type AuthStore } from './auth-store';
import { askWorker } from './sw-bridge';

/**
 * This module serves both builds, whose route trees differ, so the registered route
 * types cannot check these paths; each path below exists in the build that uses it.
 */
const redirectTo = (path: string) => redirect({ to: path } as Parameters<typeof redirect>[0]);

/** `/`: a signed-in person goes to the dashboard, anyone else to the login page. */
export const redirectFromRoot = (auth: AuthStore): never => {
  throw redirectTo(hasSession(auth.getState()) ? '/dashboard' : '/login');
};

/** Verification pages admit only two-factor-eligible sessions; others go to `/` (spec section 4). */
export const requireTwoFactor = (auth: AuthStore): void => {
  const state = auth.getState();
  if (!state.isAuthenticated || !state.twoFactorEligible) throw redirectTo('/');
};

/** Dashboard pages: signed in and not mid-login; anyone else is logged out and sent to the login page. */
export const requireSession = (auth: AuthStore): void => {
  if (hasSession(auth.getState())) return;
  auth.reset();
  throw redirectTo('/login');
};

/** CallCenter pages: the worker must hold an agent token. */
export const requireAgent = async (): Promise<void> => {
  const status = await askWorker({ type: 'session-status' });
  if (status?.type === 'session-status' && status.hasAgentToken) return;
  throw redirectTo('/verify');
};
