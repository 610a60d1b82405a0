/** The push second factor: the page polls until the customer approves on the phone (the sandbox page here). */
import type { DomainDeps } from '../common/deps';
import { finishSecondFactor, type OtpResult, type RequestMeta } from './auth';
import { recordAttempt } from './login-attempts';
import { takeApprovedPush } from '../challenges/otp';
import type { Session } from './sessions';

export type PushResult = OtpResult | { ok: false; outcome: 'pending' };

export const checkPushApproval = async (
  deps: DomainDeps,
  input: { session: Session; authorizationId: string; meta: RequestMeta },
): Promise<PushResult> => {
  const now = deps.now();
  const { session, meta } = input;
  const outcome = await takeApprovedPush(deps.db, { sessionId: session.id, referenceKey: input.authorizationId, now });
  const attempt = {
    customerId: session.customerId,
    step: 'push' as const,
    at: now,
    ip: meta.ip,
    device: meta.device,
    channel: meta.channel,
  };
  if (outcome === 'pending') return { ok: false, outcome };
  if (outcome !== 'ok') {
    await recordAttempt(deps.db, { ...attempt, success: false });
    return { ok: false, outcome };
  }
  return finishSecondFactor(deps, session, { ...attempt, success: true });
};
