import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/setup/render';
import { createAuthStore, type AuthState } from './auth-store';
import { onLogout, resetLogoutEvent } from './logout-event';
import {
  dashboardDecision,
  leaveSessionOnLoginPage,
  loginPageDecision,
  requireSession,
  requireTwoFactor,
  rootDecision,
  twoFactorDecision,
} from './route-guards';

const anonymous: AuthState = { isAuthenticated: false, twoFactorEligible: false };
const midLogin: AuthState = { isAuthenticated: true, twoFactorEligible: true };
const signedIn: AuthState = { isAuthenticated: true, twoFactorEligible: false };
const eligibleOnly: AuthState = { isAuthenticated: false, twoFactorEligible: true };

const redirectOf = (run: () => void): string | undefined => {
  try {
    run();
    return undefined;
  } catch (thrown) {
    return (thrown as { options?: { to?: string } }).options?.to;
  }
};

describe('route guards (spec section 4)', () => {
  it('/ sends a signed-in person to /dashboard or the configured path, anyone else to /login', () => {
    expect(rootDecision(signedIn)).toEqual({ allow: false, to: '/dashboard' });
    expect(rootDecision(signedIn, '/dashboard/my-accounts')).toEqual({ allow: false, to: '/dashboard/my-accounts' });
    expect(rootDecision(anonymous)).toEqual({ allow: false, to: '/login' });
    expect(rootDecision(midLogin)).toEqual({ allow: false, to: '/login' });
  });

  it('two-factor steps admit only authenticated and eligible sessions', () => {
    expect(twoFactorDecision(midLogin)).toEqual({ allow: true });
  });

  it('two-factor steps send authenticated but not eligible sessions to /dashboard', () => {
    expect(twoFactorDecision(signedIn)).toEqual({ allow: false, to: '/dashboard' });
  });

  it('two-factor steps send everyone else to /', () => {
    expect(twoFactorDecision(anonymous)).toEqual({ allow: false, to: '/' });
    expect(twoFactorDecision(eligibleOnly)).toEqual({ allow: false, to: '/' });
  });

  it('dashboard paths log out anyone without a full session and send them to /', () => {
    expect(dashboardDecision(signedIn)).toEqual({ allow: true });
    expect(dashboardDecision(anonymous)).toEqual({ allow: false, to: '/', logout: true });
    expect(dashboardDecision(midLogin)).toEqual({ allow: false, to: '/', logout: true });
  });

  it('the login page opened with a full session (Back from the dashboard) logs out', () => {
    expect(loginPageDecision(signedIn)).toEqual({ allow: true, logout: true });
    expect(loginPageDecision(midLogin)).toEqual({ allow: true });
    expect(loginPageDecision(anonymous)).toEqual({ allow: true });
  });

  it('the wrappers throw the redirects and reset the store when they log out', () => {
    const auth = createAuthStore(memoryStorage());
    expect(redirectOf(() => requireTwoFactor(auth))).toBe('/');
    expect(redirectOf(() => requireSession(auth))).toBe('/');
    auth.applyLoginStep('initialLogin', { result: true, actionCode: 101, messages: [], data: {} });
    expect(redirectOf(() => requireTwoFactor(auth))).toBeUndefined();
    expect(redirectOf(() => requireSession(auth))).toBe('/');
    expect(auth.getState().isAuthenticated).toBe(false);
  });

  it('Back into /login with a full session raises the global logout event once and resets the store', () => {
    resetLogoutEvent();
    const listener = vi.fn();
    const stop = onLogout(listener);
    const auth = createAuthStore(memoryStorage());
    auth.applyLoginStep('initialLogin', { result: true, actionCode: 100, messages: [] });
    expect(redirectOf(() => leaveSessionOnLoginPage(auth))).toBeUndefined();
    expect(listener).toHaveBeenCalledWith('back-navigation');
    expect(auth.getState().isAuthenticated).toBe(false);
    leaveSessionOnLoginPage(auth);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('guards during preloading', () => {
  it('log nobody out when a route is only preloaded', () => {
    resetLogoutEvent();
    const listener = vi.fn();
    const stop = onLogout(listener);
    const auth = createAuthStore(memoryStorage());
    auth.applyLoginStep('initialLogin', { result: true, actionCode: 100, messages: [] });
    leaveSessionOnLoginPage(auth, true);
    expect(listener).not.toHaveBeenCalled();
    expect(auth.getState().isAuthenticated).toBe(true);
    stop();
  });
});

describe('dashboard guard during preloading', () => {
  it('still refuses without a session, but resets nothing', () => {
    const auth = createAuthStore(memoryStorage());
    auth.applyLoginStep('initialLogin', { result: true, actionCode: 101, messages: [] });
    expect(redirectOf(() => requireSession(auth, true))).toBe('/');
    expect(auth.getState().isAuthenticated).toBe(true);
  });
});
