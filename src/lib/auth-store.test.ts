import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/setup/render';
import { createAuthStore, hasSession, nextAuthState, type AuthState, type StepData } from './auth-store';
import { ACTION_DESTINATIONS, destinationOf, routeOf } from './action-routes';

const ok = (actionCode: number, data?: StepData) => ({ result: true, actionCode, messages: [], data });
const otpData = { otpReferenceKey: 'ref-1', otpTimeout: 120, phoneNumber: '+90 532 *** ** 46' };
const pushData = { authorizationId: 'auth-1', mobileApproveTimeout: 90 };
const dashboardData: StepData = {
  customerName: 'Ayşe Yılmaz',
  customerType: 'Individual',
  sessionTimeout: 600,
  sessionTimeoutWarningTime: 60,
  sessionMaxTimeoutInSeconds: 1860,
  sessionStartedAt: '2026-01-01T10:00:00.000Z',
  lastSuccessLoginTime: '2025-12-31T09:00:00.000Z',
  failedAttemptsSinceLastSuccess: 2,
};
const EMPTY: AuthState = { isAuthenticated: false, twoFactorEligible: false };
const afterOtp = (): AuthState => nextAuthState(EMPTY, 'initialLogin', 101, otpData);

describe('action-code table', () => {
  it('maps every login-step code to its page and 201-203 to dialogs', () => {
    expect(routeOf(100)).toBe('/dashboard');
    expect(routeOf(101)).toBe('/sms-otp');
    expect(routeOf(102)).toBe('/set-password');
    expect(routeOf(105)).toBe('/login');
    expect(routeOf(106)).toBe('/mobile-approve');
    expect(routeOf(107)).toBe('/security-key');
    expect(routeOf(108)).toBe('/security-images');
    expect(routeOf(119)).toBe('/select-representative-workgroup');
    expect(destinationOf(201)).toEqual({ kind: 'dialog', dialog: 'transaction-otp' });
    expect(destinationOf(202)).toEqual({ kind: 'dialog', dialog: 'transaction-push' });
    expect(destinationOf(203)).toEqual({ kind: 'dialog', dialog: 'transaction-email' });
    expect(routeOf(201)).toBeUndefined();
    expect(destinationOf(300)).toBeUndefined();
    expect(Object.keys(ACTION_DESTINATIONS).map(Number)).toEqual([
      100, 101, 102, 105, 106, 107, 108, 119, 201, 202, 203,
    ]);
  });
});

describe('auth state transitions (spec section 4)', () => {
  it('InitialLogin 100: authenticated, not eligible (no second factor asked)', () => {
    expect(nextAuthState(EMPTY, 'initialLogin', 100, dashboardData)).toMatchObject({
      isAuthenticated: true,
      twoFactorEligible: false,
      customerName: 'Ayşe Yılmaz',
    });
  });

  it('InitialLogin 101: authenticated, eligible, OTP data kept', () => {
    expect(afterOtp()).toMatchObject({ isAuthenticated: true, twoFactorEligible: true, actionCode: 101, ...otpData });
  });

  it('InitialLogin 106: authenticated, eligible, authorization id and timeout kept', () => {
    expect(nextAuthState(EMPTY, 'initialLogin', 106, pushData)).toMatchObject({
      isAuthenticated: true,
      twoFactorEligible: true,
      ...pushData,
    });
  });

  it('InitialLogin with another code is not authenticated (102 still opens two-factor)', () => {
    expect(nextAuthState(EMPTY, 'initialLogin', 102)).toMatchObject({
      isAuthenticated: false,
      twoFactorEligible: true,
    });
    expect(nextAuthState(afterOtp(), 'initialLogin', 119)).toMatchObject({ isAuthenticated: false });
  });

  it('sessionInitiate 100 completes two-factor: flag, OTP reference and authorization id cleared', () => {
    const state = nextAuthState({ ...afterOtp(), authorizationId: 'a' }, 'sessionInitiate', 100, dashboardData);
    expect(state.twoFactorEligible).toBe(false);
    expect(state.isAuthenticated).toBe(true);
    expect(state.otpReferenceKey).toBeUndefined();
    expect(state.authorizationId).toBeUndefined();
    expect(state).toMatchObject(dashboardData);
    expect(hasSession(state)).toBe(true);
  });

  it('sessionInitiate 101 (a new code) and 102 (first login) count as authenticated and eligible', () => {
    expect(nextAuthState(EMPTY, 'sessionInitiate', 101, otpData)).toMatchObject({
      isAuthenticated: true,
      twoFactorEligible: true,
    });
    expect(nextAuthState(EMPTY, 'sessionInitiate', 102)).toMatchObject({
      isAuthenticated: true,
      twoFactorEligible: true,
    });
  });

  it('119 keeps authentication and eligibility and stores the workgroups', () => {
    const workgroups = [{ id: 'w1', name: 'Finance' }];
    const state = nextAuthState(afterOtp(), 'sessionInitiate', 119, { workgroups });
    expect(state).toMatchObject({ isAuthenticated: true, twoFactorEligible: true, workgroups, actionCode: 119 });
  });

  it('108 and 107 (first-login chain) keep the session and set eligibility', () => {
    const first = nextAuthState(EMPTY, 'sessionInitiate', 102);
    const image = nextAuthState(first, 'step', 108);
    expect(image).toMatchObject({ isAuthenticated: true, twoFactorEligible: true, actionCode: 108 });
    const key = nextAuthState({ ...image, twoFactorEligible: false }, 'step', 107);
    expect(key).toMatchObject({ isAuthenticated: true, twoFactorEligible: true, actionCode: 107 });
    const done = nextAuthState(key, 'step', 100, dashboardData);
    expect(hasSession(done)).toBe(true);
  });

  it('a pending push (106 from approveMessage) changes nothing but the code; 100 completes it', () => {
    const waiting = nextAuthState(EMPTY, 'initialLogin', 106, pushData);
    expect(nextAuthState(waiting, 'step', 106)).toMatchObject({ ...waiting, actionCode: 106 });
    const done = nextAuthState(waiting, 'step', 100, dashboardData);
    expect(done).toMatchObject({ isAuthenticated: true, twoFactorEligible: false });
    expect(done.authorizationId).toBeUndefined();
  });

  it('a 100 answer naming the workgroup keeps it', () => {
    const state = nextAuthState(afterOtp(), 'step', 100, { workgroup: 'Finans' });
    expect(state.workgroup).toEqual({ id: '', name: 'Finans' });
  });

  it('105 (back to login) empties the state', () => {
    expect(nextAuthState(afterOtp(), 'sessionInitiate', 105)).toEqual(EMPTY);
  });

  it('a later step never grants authentication by itself for codes other than 100', () => {
    expect(nextAuthState(EMPTY, 'step', 108)).toMatchObject({ isAuthenticated: false, twoFactorEligible: true });
  });
});

describe('auth store', () => {
  it('applyLoginStep returns the page of the code and ignores business errors', () => {
    const auth = createAuthStore(memoryStorage());
    expect(auth.applyLoginStep('initialLogin', ok(101, otpData))).toBe('/sms-otp');
    const before = auth.getState();
    const refused = { result: false, actionCode: 101, messages: [{ code: 'otp.invalid', text: 'x' }] };
    expect(auth.applyLoginStep('sessionInitiate', refused)).toBeUndefined();
    expect(auth.getState()).toBe(before);
    expect(auth.applyLoginStep('sessionInitiate', ok(119, { workgroups: [{ id: 'w1', name: 'A' }] }))).toBe(
      '/select-representative-workgroup',
    );
    auth.setWorkgroup('w1');
    expect(auth.getState().workgroup).toEqual({ id: 'w1', name: 'A' });
  });

  it('keeps OTP updates, the security image and refreshed session limits', () => {
    const auth = createAuthStore(memoryStorage());
    auth.applyLoginStep('initialLogin', ok(101, otpData));
    auth.updateOtp({ otpReferenceKey: 'ref-2', otpTimeout: 60 });
    auth.setSecurityImage('img-3');
    const limits = {
      sessionTimeout: 300,
      sessionTimeoutWarningTime: 30,
      sessionMaxTimeoutInSeconds: 900,
      sessionStartedAt: '2026-01-01T00:00:00.000Z',
    };
    auth.applySessionLimits(limits);
    expect(auth.getState()).toMatchObject({
      otpReferenceKey: 'ref-2',
      otpTimeout: 60,
      securityImageCode: 'img-3',
      ...limits,
    });
  });

  it('persists to session storage so a reload keeps the session, and reset clears it', () => {
    const storage = memoryStorage();
    const auth = createAuthStore(storage);
    auth.applyLoginStep('initialLogin', ok(101, otpData));
    auth.applyLoginStep('sessionInitiate', ok(100, dashboardData));
    expect(createAuthStore(storage).getState()).toEqual(auth.getState());
    auth.reset();
    expect(storage.length).toBe(0);
    expect(createAuthStore(storage).getState()).toEqual(EMPTY);
  });

  it('notifies subscribers', () => {
    const auth = createAuthStore(memoryStorage());
    let calls = 0;
    const unsubscribe = auth.subscribe(() => (calls += 1));
    auth.applyLoginStep('initialLogin', ok(101, otpData));
    unsubscribe();
    auth.reset();
    expect(calls).toBe(1);
  });
});
