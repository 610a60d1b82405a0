import { useSyncExternalStore } from 'react';
import { ActionCode } from '../contract/action-codes';
import type { AuthEnvelope } from '../contract/envelope';
import type { LoginStepData } from '../contract/auth';
import type { MobileApproveData, WorkgroupListData } from '../contract/login-steps';
import type { SessionLimits } from '../contract/auth-flows';
import { routeOf, type LoginStepRoute } from './action-routes';

export type Workgroup = WorkgroupListData['workgroups'][number];

/** The auth-state fields of spec section 3 the page uses. No secrets: tokens live in the worker. */
export interface AuthState {
  isAuthenticated: boolean;
  twoFactorEligible: boolean;
  actionCode?: number;
  otpReferenceKey?: string;
  otpTimeout?: number;
  phoneNumber?: string;
  authorizationId?: string;
  mobileApproveTimeout?: number;
  securityImageCode?: string;
  customerName?: string;
  customerType?: 'Individual' | 'Corporate';
  hasMissingDocument?: boolean;
  workgroups?: Workgroup[];
  workgroup?: Workgroup;
  lastSuccessLoginTime?: string | null;
  failedAttemptsSinceLastSuccess?: number;
  sessionStartedAt?: string;
  sessionTimeout?: number;
  sessionTimeoutWarningTime?: number;
  sessionMaxTimeoutInSeconds?: number;
}

/** `data` of any login-step answer: the common fields, push approval (106) and workgroups (119). */
export type StepData = LoginStepData & Partial<MobileApproveData> & Partial<WorkgroupListData>;

/** Which call answered: the first factor, the SMS code, or a later step (password, image, key, workgroup, push). */
export type LoginStepSource = 'initialLogin' | 'sessionInitiate' | 'step';

const EMPTY: AuthState = { isAuthenticated: false, twoFactorEligible: false };
const STORAGE_KEY = 'emanet-auth';

/** Spec section 4: the codes after which each call counts as authenticated. */
const AUTHENTICATED_AFTER: Record<LoginStepSource, readonly number[]> = {
  initialLogin: [ActionCode.Dashboard, ActionCode.Otp, ActionCode.WaitingPush],
  sessionInitiate: [ActionCode.Dashboard, ActionCode.Otp, ActionCode.SetPassword],
  step: [ActionCode.Dashboard],
};
/** Spec section 4: the codes that make a session two-factor eligible (119 keeps whatever it was). */
const TWO_FACTOR_CODES: readonly number[] = [
  ActionCode.Otp,
  ActionCode.WaitingPush,
  ActionCode.SetPassword,
  ActionCode.SetSecurityImage,
  ActionCode.SetSecurityKey,
];
/** Fields of the answers kept in the state (captchaRequired and lockedUntil belong to the login form). */
const KEPT: readonly (keyof StepData & keyof AuthState)[] = [
  'otpReferenceKey', 'otpTimeout', 'phoneNumber', 'authorizationId', 'mobileApproveTimeout', 'customerName',
  'customerType', 'workgroups', 'lastSuccessLoginTime', 'failedAttemptsSinceLastSuccess', 'sessionStartedAt',
  'sessionTimeout', 'sessionTimeoutWarningTime', 'sessionMaxTimeoutInSeconds', 'hasMissingDocument',
]; // prettier-ignore

const pick = (data: StepData | undefined): Partial<AuthState> => {
  const out: Record<string, unknown> = {};
  for (const key of KEPT) if (data?.[key] !== undefined) out[key] = data[key];
  return out as Partial<AuthState>;
};

/**
 * The next state after a successful answer. A fresh InitialLogin decides authentication
 * on its own; later calls grant it for their codes and otherwise keep it (so 119 after
 * the SMS code keeps the session that InitialLogin 101 opened).
 */
export const nextAuthState = (state: AuthState, source: LoginStepSource, code: number, data?: StepData): AuthState => {
  if (code === ActionCode.Login) return EMPTY;
  const base = source === 'initialLogin' ? EMPTY : state;
  const next: AuthState = { ...base, ...pick(data), actionCode: code };
  const granted = AUTHENTICATED_AFTER[source].includes(code);
  next.isAuthenticated = source === 'initialLogin' ? granted : granted || base.isAuthenticated;
  // A 100 answer for a corporate user names the chosen workgroup.
  if (data?.workgroup) next.workgroup = { id: base.workgroup?.id ?? '', name: data.workgroup };
  if (TWO_FACTOR_CODES.includes(code)) next.twoFactorEligible = true;
  if (code === ActionCode.Dashboard) {
    next.twoFactorEligible = false;
    delete next.otpReferenceKey;
    delete next.authorizationId;
  }
  return next;
};

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
    /** Applies a successful login-step answer; returns the page it leads to (undefined: stay, or a dialog). */
    applyLoginStep(source: LoginStepSource, envelope: AuthEnvelope<StepData>): LoginStepRoute | undefined {
      if (!envelope.result) return undefined;
      set(nextAuthState(state, source, envelope.actionCode, envelope.data));
      return routeOf(envelope.actionCode);
    },
    /** A resent OTP brings a new reference and timeout. */
    updateOtp(data: Pick<LoginStepData, 'otpReferenceKey' | 'otpTimeout'>) {
      set({ ...state, ...pick(data) });
    },
    /** The security image chosen on the first login (sent as its code). */
    setSecurityImage(securityImageCode: string) {
      set({ ...state, securityImageCode });
    },
    /** The representative workgroup a corporate user chose. */
    setWorkgroup(workgroupId: string) {
      set({
        ...state,
        workgroup: state.workgroups?.find((w) => w.id === workgroupId) ?? { id: workgroupId, name: '' },
      });
    },
    /** Every document the bank asked for is in (an upload answered no `missing`). */
    setHasMissingDocument(hasMissingDocument: boolean) {
      set({ ...state, hasMissingDocument });
    },
    /** `/Auth/refreshSession`: new limits, counted from now. */
    applySessionLimits(limits: SessionLimits) {
      set({ ...state, ...limits });
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
