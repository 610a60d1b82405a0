/** /api/auth second-factor steps: sessionInitiate (SMS code) and approveMessage (push approval poll). */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ActionCode } from '../../src/contract/action-codes';
import { OtpSubmitSchema } from '../../src/contract/auth';
import { ApproveMessageSchema } from '../../src/contract/login-steps';
import { MessageCode } from '../../src/contract/message-codes';
import { completeOtp, type OtpResult } from '../domain/auth/auth';
import { checkPushApproval } from '../domain/auth/push-login';
import type { AppEnv } from '../http/context';
import { authFailure, authSuccess } from '../http/envelopes';
import { nextStepAnswer } from '../http/login-answers';
import { enforceRateLimit } from '../http/rate-limit';
import { requestMeta } from '../http/request-meta';
import { giveDeviceKey, giveSessionSecrets } from '../http/session-secrets';
import { DEVICE_COOKIE } from '../../src/contract/headers';
import { recognizeDevice } from '../domain/settings/devices';
import { parseJsonBody } from '../http/validate';
import { requireStage } from '../middleware/authenticate';

/** The answer once the second factor is done: where the session goes next, with a new token. */
const secondFactorReply = async (c: Context<AppEnv>, result: Extract<OtpResult, { ok: true }>) => {
  const deviceKey = await recognizeDevice(c.var.deps, {
    session: result.session,
    customer: result.customer,
    meta: requestMeta(c),
    deviceKey: getCookie(c, DEVICE_COOKIE),
  });
  giveDeviceKey(c, deviceKey);
  giveSessionSecrets(c, result.secrets);
  return c.json(await nextStepAnswer(c, result.session, result.customer));
};

export const secondFactorRoutes = new Hono<AppEnv>();

secondFactorRoutes.post('/sessioninitiate', requireStage('otp'), async (c) => {
  const { deps, session } = c.var;
  await enforceRateLimit(c, 'otp', 'auth', session!.userId);
  const body = await parseJsonBody(c, OtpSubmitSchema);
  const result = await completeOtp(deps, {
    session: session!,
    referenceKey: body.otpReferenceKey,
    code: body.otpCode,
    meta: requestMeta(c),
  });
  if (result.ok) return secondFactorReply(c, result);
  const code = result.outcome === 'expired' ? MessageCode.OtpExpired : MessageCode.OtpInvalid;
  return c.json(authFailure(c, code, ActionCode.Otp));
});

secondFactorRoutes.post('/approvemessage', requireStage('push'), async (c) => {
  const { authorizationId } = await parseJsonBody(c, ApproveMessageSchema);
  const { deps, session } = c.var;
  const result = await checkPushApproval(deps, { session: session!, authorizationId, meta: requestMeta(c) });
  if (result.ok) return secondFactorReply(c, result);
  if (result.outcome === 'pending')
    return c.json(
      authSuccess(ActionCode.WaitingPush, { authorizationId, mobileApproveTimeout: deps.config.mobileApproveTimeout }),
    );
  const code = result.outcome === 'expired' ? MessageCode.PushExpired : MessageCode.PushNotFound;
  return c.json(authFailure(c, code, ActionCode.Login));
});
