import { useSyncExternalStore } from 'react';
import { ActionCode, isLoginStepCode, loginStepRoutes } from '../contract/action-codes';
import type { AuthEnvelope } from '../contract/envelope';
import type { LoginStepData } from '../contract/auth';

/** The auth-state fields of spec section 3 that the walking skeleton uses. No secrets: tokens live in the worker. */
export interface AuthState {
  isAuthenticated: boolean;
  twoFactorEligible: boolean;
  actionCode?: number;
  otpReferenceKey?: string;
  otpTimeout?: number;
  phoneNumber?: string;
  customerName?: string;
  customerType?: 'Individual' | 'Corporate';
  lastSuccessLoginTime?: string | null;
  sessionTimeout?: number;
  sessionTimeoutWarningTime?: number;
  sessionMaxTimeoutInSeconds?: number;
}

export type LoginStepSource = 'initialLogin' | 'sessionInitiate';
export type LoginStepRoute = (typeof loginStepRoutes)[keyof typeof loginStepRoutes];

const EMPTY: AuthState = { isAuthenticated: false, twoFactorEligible: false };
const STORAGE_KEY = 'emanet-auth';

/** Spec section 4: which codes count as authenticated after each call, and which open two-factor. */
const AUTHENTICATED_AFTER: Record<LoginStepSource, readonly number[]> = {
  initialLogin: [ActionCode.Dashboard, ActionCode.Otp, ActionCode.WaitingPush],
  sessionInitiate: [ActionCode.Dashboard, ActionCode.Otp, ActionCode.SetPassword],
};
const TWO_FACTOR_CODES: readonly number[] = [
  ActionCode.Otp,
  ActionCode.WaitingPush,
  ActionCode.SetPassword,
  ActionCode.SetSecurityImage,
  ActionCode.SetSecurityKey,
];

const readStored = (storage: Storage | undefined): AuthState => {
  try {
    const text = storage?.getItem(STORAGE_KEY);
    return text ? { ...EMPTY, ...(JSON.parse(text) as Partial<AuthState>) } : EMPTY;
  } catch {
    return EMPTY;
  }
};

export const createAuthStore = (storage: Storage | undefined = globalThis.sessionStorage) => {
  let state = readStored(storage);
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    state = next;
    try {
      if (next.isAuthenticated) storage?.setItem(STORAGE_KEY, JSON.stringify(next));
      else storage?.removeItem(STORAGE_KEY);
    } catch {
      // storage full or blocked: the session then lasts as long as the page
    }
    for (const listener of listeners) listener();
  };

  return {
    getState: (): AuthState => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Applies a successful login-step answer; returns where the page goes next. */
    applyLoginStep(source: LoginStepSource, envelope: AuthEnvelope<LoginStepData>): LoginStepRoute | undefined {
      if (!envelope.result) return undefined;
      const code = envelope.actionCode;
      if (code === ActionCode.Login) {
        set(EMPTY);
        return loginStepRoutes[ActionCode.Login];
      }
      const next: AuthState = { ...state, ...envelope.data, actionCode: code };
      next.isAuthenticated = AUTHENTICATED_AFTER[source].includes(code);
      if (TWO_FACTOR_CODES.includes(code)) next.twoFactorEligible = true;
      if (code === ActionCode.Dashboard) {
        next.twoFactorEligible = false;
        delete next.otpReferenceKey;
      }
      set(next);
      return isLoginStepCode(code) ? loginStepRoutes[code] : undefined;
    },
    /** A resent OTP brings a new reference and timeout. */
    updateOtp(data: Pick<LoginStepData, 'otpReferenceKey' | 'otpTimeout'>) {
      set({ ...state, ...data });
    },
    reset() {
      set(EMPTY);
    },
  };
};

export type AuthStore = ReturnType<typeof createAuthStore>;

export const useAuthState = (store: AuthStore): AuthState =>
  useSyncExternalStore(store.subscribe, store.getState, store.getState);

/** Dashboard: signed in and past every login step. */
export const hasSession = (state: AuthState): boolean => state.isAuthenticated && !state.twoFactorEligible;
