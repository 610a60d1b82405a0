/** /api/auth: InitialLogin, resendOtp, logout (second-factor steps: auth-second-factor.ts). Paths are lower case (routing is case-insensitive). */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ActionCode } from '../../src/contract/action-codes';
import { LoginPayloadSchema, OtpSubmitSchema } from '../../src/contract/auth';
import { MessageCode } from '../../src/contract/message-codes';
import { resendOtp, startLogin, type Customer } from '../domain/auth';
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
