/**
 * Forgot password: a flow bound to a random key (stored hashed) that moves otp →
 * security-key → new-password → done; a step counts wrong answers and voids the flow at the limit.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import { customers, passwordFlows, sessions, type PasswordFlowStep } from '../../db/schema/auth';
import type { DomainDeps } from '../common/deps';
import type { Customer } from './auth';
import { resetGuard } from './login-guard';
import { sendMessage } from '../outbox/outbox';
import { hashPassword } from './passwords';
import { outboxText } from '../common/texts';
import { randomOtpCode, randomToken, sameHash, sha256 } from './tokens';

export type Flow = typeof passwordFlows.$inferSelect;

const otpHash = (reference: string, code: string) => sha256(`${reference}:${code}`);

const newOtp = async (deps: DomainDeps, customer: Customer, language: Language) => {
  const now = deps.now();
  const otpReferenceKey = randomUUID();
  const code = randomOtpCode();
  await sendMessage(deps.db, {
    channel: 'sms',
    recipient: customer.phone,
    text: outboxText('password-renewal', language, code),
    code,
    referenceKey: otpReferenceKey,
    now,
  });
  return {
    otpReferenceKey,
    otpCodeHash: otpHash(otpReferenceKey, code),
    otpExpiresAt: new Date(now.getTime() + deps.config.otpTimeout * 1000),
  };
};

export const startFlow = async (deps: DomainDeps, customer: Customer, language: Language) => {
  const now = deps.now();
  const flowReferenceKey = randomToken();
  const otp = await newOtp(deps, customer, language);
  await deps.db.insert(passwordFlows).values({
    keyHash: sha256(flowReferenceKey),
    customerId: customer.id,
    step: 'otp',
    ...otp,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.flowTimeout * 1000),
  });
  return { flowReferenceKey, otpReferenceKey: otp.otpReferenceKey };
};

/** A live flow (not finished, void or expired) with its customer. */
export const findFlow = async (deps: DomainDeps, flowReferenceKey: string) => {
  const [row] = await deps.db
    .select({ flow: passwordFlows, customer: customers })
    .from(passwordFlows)
    .innerJoin(customers, eq(customers.id, passwordFlows.customerId))
    .where(
      and(
        eq(passwordFlows.keyHash, sha256(flowReferenceKey)),
        inArray(passwordFlows.step, ['otp', 'security-key', 'new-password']),
        gt(passwordFlows.expiresAt, deps.now()),
      ),
    );
  return row;
};

/** Moves a flow from one step to the next (resetting the wrong-answer count); false if it was not there. */
export const moveFlow = async (deps: DomainDeps, flow: Flow, to: PasswordFlowStep): Promise<boolean> => {
  const rows = await deps.db
    .update(passwordFlows)
    .set({ step: to, attempts: 0 })
    .where(and(eq(passwordFlows.id, flow.id), eq(passwordFlows.step, flow.step)))
    .returning({ id: passwordFlows.id });
  return rows.length === 1;
};

/** Counts a wrong answer; answers whether the flow is now void. */
export const wrongAnswer = async (deps: DomainDeps, flow: Flow): Promise<boolean> => {
  const [row] = await deps.db
    .update(passwordFlows)
    .set({
      attempts: sql`${passwordFlows.attempts} + 1`,
      step: sql`case when ${passwordFlows.attempts} + 1 >= ${deps.config.flowMaxAttempts} then 'void' else ${passwordFlows.step} end`,
    })
    .where(eq(passwordFlows.id, flow.id))
    .returning({ step: passwordFlows.step });
  return row?.step === 'void';
};

export type FlowOtpOutcome = 'ok' | 'invalid' | 'expired' | 'void';

export const checkFlowOtp = async (
  deps: DomainDeps,
  flow: Flow,
  input: { otpReferenceKey: string; otpCode: string },
): Promise<FlowOtpOutcome> => {
  if (input.otpReferenceKey !== flow.otpReferenceKey || flow.otpExpiresAt <= deps.now()) return 'expired';
  if (!sameHash(flow.otpCodeHash, otpHash(flow.otpReferenceKey, input.otpCode)))
    return (await wrongAnswer(deps, flow)) ? 'void' : 'invalid';
  return (await moveFlow(deps, flow, 'security-key')) ? 'ok' : 'expired';
};

/** A new SMS code for the flow; the wrong-answer count stays. */
export const resendFlowOtp = async (deps: DomainDeps, flow: Flow, customer: Customer, language: Language) => {
  const otp = await newOtp(deps, customer, language);
  await deps.db.update(passwordFlows).set(otp).where(eq(passwordFlows.id, flow.id));
  return otp.otpReferenceKey;
};

/** Sets the new password, ends every open session of the customer, lifts the lock, closes the flow. */
export const finishFlow = async (deps: DomainDeps, flow: Flow, customer: Customer, password: string) => {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, mustSetPassword: false }).where(eq(customers.id, customer.id));
    await tx
      .update(sessions)
      .set({ stage: 'ended', endedAt: now, endReason: 'password-reset' })
      .where(and(eq(sessions.customerId, customer.id), isNull(sessions.endedAt)));
    await tx.update(passwordFlows).set({ step: 'done' }).where(eq(passwordFlows.id, flow.id));
    await resetGuard(tx, customer.identificationNumber);
  });
};
