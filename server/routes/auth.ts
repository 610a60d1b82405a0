/** /api/auth: InitialLogin, resendOtp, logout (second-factor steps: auth-second-factor.ts). Paths are lower case (routing is case-insensitive). */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ActionCode } from '../../src/contract/action-codes';
import { LoginPayloadSchema, OtpSubmitSchema } from '../../src/contract/auth';
import { maskPhone } from '../../src/contract/masking';
import { MessageCode } from '../../src/contract/message-codes';
import { resendOtp, startLogin, type Customer, type LoginRefusal } from '../domain/auth/auth';
import { passwordRules } from '../domain/auth/password-rules';
import { endSession } from '../domain/auth/sessions';
import type { AppEnv } from '../http/context';
import { authFailure, authSuccess, messagesFor } from '../http/envelopes';
import { VerifyEmailSchema } from '../../src/contract/auth-flows';
import { verifyEmailToken } from '../domain/auth/email-verification';
import { requestMeta } from '../http/request-meta';
import { clearSessionCookie, giveSessionSecrets } from '../http/session-secrets';
import { parseJsonBody } from '../http/validate';
import { requireActive, requireStage } from '../middleware/authenticate';
import { lockedRefusal, sessionLimits } from '../http/login-answers';
import { limitByAddress, limitByIdentity } from '../http/rate-limit';

const otpStepData = (c: Context<AppEnv>, referenceKey: string, customer: Customer) => ({
  otpReferenceKey: referenceKey,
  otpTimeout: c.var.deps.config.otpTimeout,
  phoneNumber: maskPhone(customer.phone),
});

const OtpReferenceSchema = v.pick(OtpSubmitSchema, ['otpReferenceKey']);

export const authRoutes = new Hono<AppEnv>();

/** The answer to a refused InitialLogin (also used by forgotPassword for the captcha and lock rules). */
export const loginRefusal = (c: Context<AppEnv>, refused: LoginRefusal) => {
  if (refused.reason === 'locked') return lockedRefusal(c, refused.lockedUntil);
  if (refused.reason === 'invalid') {
    const failure = authFailure(c, MessageCode.InvalidCredentials, ActionCode.Login);
    return refused.captchaRequired ? { ...failure, data: { captchaRequired: true } } : failure;
  }
  const code = refused.reason === 'captchaRequired' ? MessageCode.CaptchaRequired : MessageCode.CaptchaInvalid;
  return { ...authFailure(c, code, ActionCode.Login), data: { captchaRequired: true } };
};

authRoutes.post('/initiallogin', async (c) => {
  await limitByAddress(c, 'login', 'auth');
  const body = await parseJsonBody(c, LoginPayloadSchema);
  await limitByIdentity(c, 'login', 'auth', body.identificationNumber);
  const result = await startLogin(c.var.deps, { ...body, meta: requestMeta(c) });
  if (!result.ok && result.reason === 'ipNotAllowed')
    return c.json(authFailure(c, MessageCode.IpNotAllowed, ActionCode.Login));
  if (!result.ok) return c.json(loginRefusal(c, result));
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

authRoutes.post('/refreshsession', requireActive, (c) =>
  c.json(authSuccess(ActionCode.None, sessionLimits(c, c.var.session!))),
);

authRoutes.get('/passwordregex', (c) => c.json(authSuccess(ActionCode.None, { rules: passwordRules(c.var.language) })));

authRoutes.post('/logout', async (c) => {
  const { deps, session } = c.var;
  if (session) await endSession(deps.db, session.id, deps.now(), 'logout');
  clearSessionCookie(c);
  return c.json(authSuccess(ActionCode.Login));
});

authRoutes.post('/verifyemail', async (c) => {
  const { token } = await parseJsonBody(c, VerifyEmailSchema);
  const email = await verifyEmailToken(c.var.deps, token);
  if (!email) return c.json(authFailure(c, MessageCode.EmailTokenInvalid, ActionCode.None));
  return c.json({
    ...authSuccess(ActionCode.None, { email }),
    messages: messagesFor([MessageCode.EmailVerified], c.var.language),
  });
});
