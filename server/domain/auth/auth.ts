/**
 * Sign-in: the password step (InitialLogin) opens a session in a login stage and
 * sends the second factor; the OTP step (sessionInitiate) moves the session on.
 */
import type { Language } from '../../../src/contract/headers';
import type { SessionStage } from '../../db/schema/auth';
import type { DomainDeps } from '../common/deps';
import { solveCaptcha } from './captcha';
import { customerById, customerByIdentity, type Customer } from './customer-profile';
import { recordAttempt, type AttemptInput } from './login-attempts';
import { captchaNeeded, guardState, registerFailure, resetGuard } from './login-guard';
import { issueChallenge, verifyOtp, voidOpenChallenges, isOpenChallenge } from '../challenges/otp';
import { sendMessage } from '../outbox/outbox';
import { signInAllowedFrom } from '../settings/ip-restrictions';
import { verifyPassword } from './passwords';
import { advanceSession, createSession, type Session, type SessionSecrets } from './sessions';
import { outboxText } from '../common/texts';

export type { Customer };
export interface RequestMeta {
  channel: string;
  ip: string | null;
  device: string | null;
  language: Language;
}

export type LoginRefusal =
  | { reason: 'invalid'; captchaRequired: boolean }
  | { reason: 'captchaRequired' | 'captchaInvalid' }
  | { reason: 'locked'; lockedUntil: Date };

/** A right password from an address the customer's IP restrictions leave out (settings/ip-restrictions.ts). */
export type IpRefusal = { reason: 'ipNotAllowed' };

export type LoginResult =
  | ({ ok: false } & (LoginRefusal | IpRefusal))
  | { ok: true; method: 'sms' | 'push'; secrets: SessionSecrets; referenceKey: string; customer: Customer };

export const findCustomer = (deps: DomainDeps, id: string): Promise<Customer | undefined> => customerById(deps.db, id);

/** Sends a login challenge for a session: an SMS code, or a push to approve. */
const sendChallenge = async (deps: DomainDeps, session: Session, customer: Customer, language: Language) => {
  const push = customer.loginMethod === 'push';
  const now = deps.now();
  const purpose = push ? 'login-push' : 'login';
  const timeoutSeconds = push ? deps.config.mobileApproveTimeout : deps.config.otpTimeout;
  const challenge = await issueChallenge(deps.db, {
    sessionId: session.id,
    purpose,
    withCode: !push,
    now,
    timeoutSeconds,
  });
  await sendMessage(deps.db, {
    channel: push ? 'push' : 'sms',
    recipient: customer.phone,
    text: outboxText(purpose, language, challenge.code ?? ''),
    ...(challenge.code ? { code: challenge.code } : {}),
    referenceKey: challenge.referenceKey,
    now,
  });
  return challenge.referenceKey;
};

export interface LoginInput {
  identificationNumber: string;
  password: string;
  capthchaValue?: string | null;
  captchaReference?: string | null;
  meta: RequestMeta;
}

/**
 * The captcha and lock rules before a password is even checked, per identity as typed.
 * Shared by InitialLogin and forgotPassword.
 */
export const checkGuard = async (
  deps: DomainDeps,
  input: Pick<LoginInput, 'identificationNumber' | 'capthchaValue' | 'captchaReference'>,
): Promise<LoginRefusal | undefined> => {
  const now = deps.now();
  const state = await guardState(deps.db, input.identificationNumber, now);
  if (state.lockedUntil) return { reason: 'locked', lockedUntil: state.lockedUntil };
  if (!captchaNeeded(state, deps.config)) return undefined;
  if (!input.captchaReference && !input.capthchaValue) return { reason: 'captchaRequired' };
  const solved = await solveCaptcha(deps.db, { reference: input.captchaReference, answer: input.capthchaValue, now });
  return solved ? undefined : { reason: 'captchaInvalid' };
};

export const startLogin = async (deps: DomainDeps, input: LoginInput): Promise<LoginResult> => {
  const { channel, ip, device } = input.meta;
  const customer = await customerByIdentity(deps.db, input.identificationNumber);
  const attempt = { customerId: customer?.id ?? null, step: 'password' as const, ip, device, channel };
  const refusal = await checkGuard(deps, input);
  if (refusal) {
    await recordAttempt(deps.db, { ...attempt, at: deps.now(), success: false });
    return { ok: false, ...refusal };
  }
  const valid = await verifyPassword(customer?.passwordHash, input.password);
  const now = deps.now();
  await recordAttempt(deps.db, { ...attempt, at: now, success: valid });
  if (!customer || !valid) {
    const state = await registerFailure(deps.db, input.identificationNumber, now, deps.config);
    if (state.lockedUntil) return { ok: false, reason: 'locked', lockedUntil: state.lockedUntil };
    return { ok: false, reason: 'invalid', captchaRequired: captchaNeeded(state, deps.config) };
  }
  await resetGuard(deps.db, input.identificationNumber);
  if (!(await signInAllowedFrom(deps.db, customer.id, ip))) {
    await recordAttempt(deps.db, { ...attempt, step: 'ip', at: now, success: false });
    return { ok: false, reason: 'ipNotAllowed' };
  }
  const method = customer.loginMethod;
  const { session, secrets } = await createSession(deps.db, {
    customerId: customer.id,
    stage: method === 'push' ? 'push' : 'otp',
    channel,
    now,
  });
  const referenceKey = await sendChallenge(deps, session, customer, input.meta.language);
  return { ok: true, method, secrets, referenceKey, customer };
};

/** Where a customer goes once the second factor is done. */
export const stageAfterSecondFactor = (customer: Customer): SessionStage => {
  if (customer.mustSetPassword || customer.mustSetSecurityImage || customer.mustSetSecurityKey) return 'first-login';
  return customer.customerType === 'Corporate' ? 'workgroup' : 'active';
};

export type OtpResult =
  | { ok: false; outcome: 'invalid' | 'expired' }
  | { ok: true; stage: SessionStage; secrets: SessionSecrets; customer: Customer; session: Session };

export const completeOtp = async (
  deps: DomainDeps,
  input: { session: Session; referenceKey: string; code: string; meta: RequestMeta },
): Promise<OtpResult> => {
  const now = deps.now();
  const { session, meta } = input;
  const outcome = await verifyOtp(deps.db, {
    ...input,
    sessionId: session.id,
    purpose: 'login',
    now,
    maxAttempts: deps.config.otpMaxAttempts,
  });
  const attempt = {
    customerId: session.customerId,
    step: 'otp' as const,
    at: now,
    ip: meta.ip,
    device: meta.device,
    channel: meta.channel,
  };
  if (outcome !== 'ok') {
    await recordAttempt(deps.db, { ...attempt, success: false });
    return { ok: false, outcome };
  }
  return finishSecondFactor(deps, session, { ...attempt, success: true });
};

/** Records the success, moves the session to its next stage and rotates its secrets. */
export const finishSecondFactor = async (
  deps: DomainDeps,
  session: Session,
  attempt: AttemptInput,
): Promise<OtpResult> => {
  const customer = (await findCustomer(deps, session.customerId))!;
  await recordAttempt(deps.db, attempt);
  const stage = stageAfterSecondFactor(customer);
  const secrets = await advanceSession(deps.db, session.id, stage);
  return { ok: true, stage, secrets, customer, session: { ...session, stage } };
};

/** Voids the open code and sends a new one; undefined when the reference is not the session's open one. */
export const resendOtp = async (deps: DomainDeps, session: Session, referenceKey: string, language: Language) => {
  if (!(await isOpenChallenge(deps.db, session.id, referenceKey))) return undefined;
  await voidOpenChallenges(deps.db, session.id, 'login', deps.now());
  const customer = (await findCustomer(deps, session.customerId))!;
  return { referenceKey: await sendChallenge(deps, session, customer, language), customer };
};
