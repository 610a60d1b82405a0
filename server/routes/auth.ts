/** /api/auth: InitialLogin, sessionInitiate, resendOtp, logout. Paths are lower case (routing is case-insensitive). */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { ActionCode } from '../../src/contract/action-codes';
import { LoginPayloadSchema, OtpSubmitSchema } from '../../src/contract/auth';
import { MessageCode } from '../../src/contract/message-codes';
import { workgroups } from '../db/schema';
import { completeOtp, resendOtp, startLogin, type Customer } from '../domain/auth';
import { endSession } from '../domain/sessions';
import type { AppEnv } from '../http/context';
import { authFailure, authSuccess } from '../http/envelopes';
import { requestMeta } from '../http/request-meta';
import { clearSessionCookie, giveSessionSecrets } from '../http/session-secrets';
import { parseJsonBody } from '../http/validate';
import { requireStage } from '../middleware/authenticate';

/** "+905321000146" → "+90 532 *** ** 46" */
export const maskPhone = (phone: string): string => {
  const match = /^\+90(\d{3})\d{5}(\d{2})$/.exec(phone);
  return match ? `+90 ${match[1]} *** ** ${match[2]}` : `${phone.slice(0, 3)} *** ** ${phone.slice(-2)}`;
};

const otpStepData = (c: Context<AppEnv>, referenceKey: string, customer: Customer) => ({
  otpReferenceKey: referenceKey,
  otpTimeout: c.var.deps.config.otpTimeout,
  phoneNumber: maskPhone(customer.phone),
});

const OtpReferenceSchema = v.pick(OtpSubmitSchema, ['otpReferenceKey']);

export const authRoutes = new Hono<AppEnv>();

authRoutes.post('/initiallogin', async (c) => {
  const body = await parseJsonBody(c, LoginPayloadSchema);
  const result = await startLogin(c.var.deps, { ...body, meta: requestMeta(c) });
  if (!result.ok) return c.json(authFailure(c, MessageCode.InvalidCredentials, ActionCode.Login));
  giveSessionSecrets(c, result.secrets);
  if (result.method === 'push') {
    const data = { authorizationId: result.referenceKey, mobileApproveTimeout: c.var.deps.config.mobileApproveTimeout };
    return c.json(authSuccess(ActionCode.WaitingPush, data));
  }
  return c.json(authSuccess(ActionCode.Otp, otpStepData(c, result.referenceKey, result.customer)));
});

authRoutes.post('/sessioninitiate', requireStage('otp'), async (c) => {
  const body = await parseJsonBody(c, OtpSubmitSchema);
  const { deps, session } = c.var;
  const result = await completeOtp(deps, {
    session: session!,
    referenceKey: body.otpReferenceKey,
    code: body.otpCode,
    meta: requestMeta(c),
  });
  if (!result.ok) {
    const code = result.outcome === 'expired' ? MessageCode.OtpExpired : MessageCode.OtpInvalid;
    return c.json(authFailure(c, code, ActionCode.Otp));
  }
  giveSessionSecrets(c, result.secrets);
  const { customer } = result;
  const { config } = deps;
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
      sessionTimeout: config.sessionTimeout,
      sessionTimeoutWarningTime: config.sessionTimeoutWarningTime,
      sessionMaxTimeoutInSeconds: config.sessionMaxTimeoutInSeconds,
    }),
  );
});

authRoutes.post('/resendotp', requireStage('otp'), async (c) => {
  const body = await parseJsonBody(c, OtpReferenceSchema);
  const resent = await resendOtp(c.var.deps, c.var.session!, body.otpReferenceKey, c.var.language);
  if (!resent) return c.json(authFailure(c, MessageCode.OtpExpired, ActionCode.Otp));
  return c.json(authSuccess(ActionCode.Otp, otpStepData(c, resent.referenceKey, resent.customer)));
});

authRoutes.post('/logout', async (c) => {
  const { deps, session } = c.var;
  if (session) await endSession(deps.db, session.id, deps.now(), 'logout');
  clearSessionCookie(c);
  return c.json(authSuccess(ActionCode.Login));
});
