import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/setup/render';
import { createAuthStore, hasSession } from './auth-store';

const otpStep = {
  result: true,
  actionCode: 101,
  messages: [],
  data: { otpReferenceKey: 'ref-1', otpTimeout: 120, phoneNumber: '+90 532 *** ** 46' },
};
const dashboardStep = {
  result: true,
  actionCode: 100,
  messages: [],
  data: {
    customerName: 'Ayşe Yılmaz',
    customerType: 'Individual' as const,
    sessionTimeout: 600,
    sessionTimeoutWarningTime: 60,
    sessionMaxTimeoutInSeconds: 1860,
  },
};

describe('auth store', () => {
  it('InitialLogin 101: authenticated, two-factor eligible, OTP data kept; goes to /sms-otp', () => {
    const auth = createAuthStore(memoryStorage());
    expect(auth.applyLoginStep('initialLogin', otpStep)).toBe('/sms-otp');
    const state = auth.getState();
    expect(state).toMatchObject({
      isAuthenticated: true,
      twoFactorEligible: true,
      actionCode: 101,
      otpReferenceKey: 'ref-1',
      otpTimeout: 120,
    });
    expect(hasSession(state)).toBe(false);
  });

  it('sessionInitiate 100 completes two-factor: flag and OTP reference cleared; goes to /dashboard', () => {
    const auth = createAuthStore(memoryStorage());
    auth.applyLoginStep('initialLogin', otpStep);
    expect(auth.applyLoginStep('sessionInitiate', dashboardStep)).toBe('/dashboard');
    const state = auth.getState();
    expect(state.twoFactorEligible).toBe(false);
    expect(state.otpReferenceKey).toBeUndefined();
    expect(state.customerName).toBe('Ayşe Yılmaz');
    expect(hasSession(state)).toBe(true);
  });

  it('counts the codes of each call as the spec says', () => {
    const auth = createAuthStore(memoryStorage());
    auth.applyLoginStep('initialLogin', { result: true, actionCode: 106, messages: [] });
    expect(auth.getState()).toMatchObject({ isAuthenticated: true, twoFactorEligible: true });
    auth.applyLoginStep('initialLogin', { result: true, actionCode: 102, messages: [] });
    expect(auth.getState()).toMatchObject({ isAuthenticated: false, twoFactorEligible: true });
    auth.applyLoginStep('sessionInitiate', { result: true, actionCode: 102, messages: [] });
    expect(auth.getState().isAuthenticated).toBe(true);
    expect(auth.applyLoginStep('sessionInitiate', { result: true, actionCode: 119, messages: [] })).toBe(
      '/select-representative-workgroup',
    );
    expect(auth.getState().isAuthenticated).toBe(false);
  });

  it('leaves the state alone on a business error', () => {
    const auth = createAuthStore(memoryStorage());
    auth.applyLoginStep('initialLogin', otpStep);
    const before = auth.getState();
    expect(
      auth.applyLoginStep('sessionInitiate', {
        result: false,
        actionCode: 101,
        messages: [{ code: 'otp.invalid', text: 'x' }],
      }),
    ).toBeUndefined();
    expect(auth.getState()).toBe(before);
  });

  it('persists to session storage so a reload keeps the session, and reset clears it', () => {
    const storage = memoryStorage();
    const auth = createAuthStore(storage);
    auth.applyLoginStep('initialLogin', otpStep);
    auth.applyLoginStep('sessionInitiate', dashboardStep);
    expect(createAuthStore(storage).getState()).toEqual(auth.getState());
    auth.reset();
    expect(storage.length).toBe(0);
    expect(createAuthStore(storage).getState()).toEqual({ isAuthenticated: false, twoFactorEligible: false });
  });

  it('notifies subscribers', () => {
    const auth = createAuthStore(memoryStorage());
    let calls = 0;
    const unsubscribe = auth.subscribe(() => (calls += 1));
    auth.applyLoginStep('initialLogin', otpStep);
    unsubscribe();
    auth.reset();
    expect(calls).toBe(1);
  });
});
