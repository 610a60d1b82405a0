/** /api/auth second-factor steps: sessionInitiate (SMS code) and approveMessage (push approval poll). */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { ActionCode } from '../../src/contract/action-codes';
import { OtpSubmitSchema } from '../../src/contract/auth';
import { ApproveMessageSchema } from '../../src/contract/login-steps';
import { MessageCode } from '../../src/contract/message-codes';
import { workgroups } from '../db/schema';
import { completeOtp, type OtpResult } from '../domain/auth';
import { checkPushApproval } from '../domain/push-login';
import type { AppEnv } from '../http/context';
import { authFailure, authSuccess } from '../http/envelopes';
import { requestMeta } from '../http/request-meta';
import { giveSessionSecrets } from '../http/session-secrets';
import { parseJsonBody } from '../http/validate';
import { requireStage } from '../middleware/authenticate';

/** The answer once the second factor is done: where the session goes next, with a new token. */
const secondFactorReply = async (c: Context<AppEnv>, result: Extract<OtpResult, { ok: true }>) => {
  const { deps } = c.var;
  const { customer } = result;
  giveSessionSecrets(c, result.secrets);
  if (result.stage === 'first-login') return c.json(authSuccess(ActionCode.SetPassword, {}));
  if (result.stage === 'workgroup') {
    const rows = await deps.db
      .select({ id: workgroups.id, name: workgroups.name })
      .from(workgroups)
      .where(eq(workgroups.customerId, customer.id))
      .orderBy(workgroups.name);
    return c.json(authSuccess(ActionCode.SelectRepresentativeWorkgroup, { workgroups: rows }));
  }
  return c.json(
    authSuccess(ActionCode.Dashboard, {
      customerName: `${customer.name} ${customer.surname}`,
      customerType: customer.customerType,
      lastSuccessLoginTime: result.lastSuccessLoginTime?.toISOString() ?? null,
      sessionTimeout: deps.config.sessionTimeout,
      sessionTimeoutWarningTime: deps.config.sessionTimeoutWarningTime,
      sessionMaxTimeoutInSeconds: deps.config.sessionMaxTimeoutInSeconds,
    }),
  );
};

export const secondFactorRoutes = new Hono<AppEnv>();

secondFactorRoutes.post('/sessioninitiate', requireStage('otp'), async (c) => {
  const body = await parseJsonBody(c, OtpSubmitSchema);
  const { deps, session } = c.var;
  const meta = requestMeta(c);
  const result = await completeOtp(deps, {
    session: session!,
    referenceKey: body.otpReferenceKey,
    code: body.otpCode,
    meta,
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
  const code = result.outcome === 'expired' ? MessageCode.OtpExpired : MessageCode.OtpInvalid;
  return c.json(authFailure(c, code, ActionCode.Login));
});
