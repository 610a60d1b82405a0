/**
 * /api/auth forgot password (unsigned): forgotPassword (101) → confirmFlow (107) →
 * VerifySecurityKey (102) → SetNewPassword (105, password.changed); resendFlowOtp, passwordRegexFlow.
 */
import { Hono, type Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import {
  ConfirmFlowSchema,
  ForgotPasswordSchema,
  PasswordRulesFlowSchema,
  ResendFlowOtpSchema,
  SetNewPasswordSchema,
  VerifySecurityKeySchema,
} from '../../src/contract/auth-flows';
import { maskPhone } from '../../src/contract/masking';
import { MessageCode } from '../../src/contract/message-codes';
import { checkGuard, type Customer } from '../domain/auth/auth';
import { customerByIdentity } from '../domain/auth/customer-profile';
import * as flows from '../domain/auth/forgot-password';
import { registerFailure } from '../domain/auth/login-guard';
import { newPasswordProblem, passwordRules } from '../domain/auth/password-rules';
import { verifyPassword } from '../domain/auth/passwords';
import { sha256 } from '../domain/auth/tokens';
import type { AppEnv } from '../http/context';
import { authFailure, authSuccess, messagesFor } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { refusal } from '../http/login-answers';
import { enforceRateLimit, limitByAddress, limitByIdentity } from '../http/rate-limit';
import { loginRefusal } from './auth';
import { parseJsonBody } from '../http/validate';

const flowInvalid = (c: Context<AppEnv>) => authFailure(c, MessageCode.FlowInvalid, ActionCode.Login);

const flowStart = (
  c: Context<AppEnv>,
  keys: { flowReferenceKey: string; otpReferenceKey: string },
  customer: Customer,
) =>
  authSuccess(ActionCode.Otp, {
    ...keys,
    otpTimeout: c.var.deps.config.otpTimeout,
    phoneNumber: maskPhone(customer.phone),
  });

/** The live flow of a key at one step; a live flow at another step is 403 auth.stepNotAllowed. */
const flowAt = async (c: Context<AppEnv>, key: string, step: flows.Flow['step']) => {
  const found = await flows.findFlow(c.var.deps, key);
  if (found && found.flow.step !== step) throw new RequestError(403, [MessageCode.StepNotAllowed], ActionCode.None);
  return found;
};

export const forgotRoutes = new Hono<AppEnv>();

forgotRoutes.post('/forgotpassword', async (c) => {
  await limitByAddress(c, 'forgot', 'auth');
  const body = await parseJsonBody(c, ForgotPasswordSchema);
  await limitByIdentity(c, 'forgot', 'auth', body.identificationNumber);
  const { deps } = c.var;
  const refused = await checkGuard(deps, body);
  if (refused) return c.json(loginRefusal(c, refused));
  const customer = await customerByIdentity(deps.db, body.identificationNumber);
  if (!customer) {
    await registerFailure(deps.db, body.identificationNumber, deps.now(), deps.config);
    return c.json(flowInvalid(c));
  }
  const keys = await flows.startFlow(deps, customer, c.var.language);
  return c.json(flowStart(c, keys, customer));
});

forgotRoutes.post('/confirmflow', async (c) => {
  const body = await parseJsonBody(c, ConfirmFlowSchema);
  await enforceRateLimit(c, 'otp', 'auth', `flow:${sha256(body.flowReferenceKey)}`);
  const found = await flowAt(c, body.flowReferenceKey, 'otp');
  if (!found) return c.json(flowInvalid(c));
  const outcome = await flows.checkFlowOtp(c.var.deps, found.flow, body);
  if (outcome === 'ok') return c.json(authSuccess(ActionCode.SetSecurityKey, {}));
  if (outcome === 'void') return c.json(flowInvalid(c));
  const code = outcome === 'expired' ? MessageCode.OtpExpired : MessageCode.OtpInvalid;
  return c.json(authFailure(c, code, ActionCode.Otp));
});

forgotRoutes.post('/resendflowotp', async (c) => {
  const body = await parseJsonBody(c, ResendFlowOtpSchema);
  await enforceRateLimit(c, 'forgot', 'auth', `flow:${sha256(body.flowReferenceKey)}`);
  const found = await flowAt(c, body.flowReferenceKey, 'otp');
  if (!found) return c.json(flowInvalid(c));
  const otpReferenceKey = await flows.resendFlowOtp(c.var.deps, found.flow, found.customer, c.var.language);
  return c.json(flowStart(c, { flowReferenceKey: body.flowReferenceKey, otpReferenceKey }, found.customer));
});

forgotRoutes.post('/verifysecuritykey', async (c) => {
  const body = await parseJsonBody(c, VerifySecurityKeySchema);
  await enforceRateLimit(c, 'otp', 'auth', `flow:${sha256(body.flowReferenceKey)}`);
  const { deps } = c.var;
  const found = await flowAt(c, body.flowReferenceKey, 'security-key');
  if (!found) return c.json(flowInvalid(c));
  if (!found.customer.securityKeyHash) {
    await flows.moveFlow(deps, found.flow, 'void');
    return c.json(
      refusal(c, { code: MessageCode.FlowInvalid, textCode: 'flow.noSecurityKey', actionCode: ActionCode.Login }),
    );
  }
  if (!(await verifyPassword(found.customer.securityKeyHash, body.securityKey))) {
    if (await flows.wrongAnswer(deps, found.flow)) return c.json(flowInvalid(c));
    return c.json(authFailure(c, MessageCode.SecurityKeyInvalid, ActionCode.SetSecurityKey));
  }
  if (!(await flows.moveFlow(deps, found.flow, 'new-password'))) return c.json(flowInvalid(c));
  return c.json(authSuccess(ActionCode.SetPassword, {}));
});

forgotRoutes.post('/setnewpassword', async (c) => {
  const body = await parseJsonBody(c, SetNewPasswordSchema);
  const found = await flowAt(c, body.flowReferenceKey, 'new-password');
  if (!found) return c.json(flowInvalid(c));
  const problem = await newPasswordProblem({
    password: body.newPassword,
    identificationNumber: found.customer.identificationNumber,
    currentHash: found.customer.passwordHash,
  });
  if (problem) return c.json(authFailure(c, problem, ActionCode.SetPassword));
  await flows.finishFlow(c.var.deps, found.flow, found.customer, body.newPassword);
  return c.json({
    result: true,
    actionCode: ActionCode.Login,
    messages: messagesFor([MessageCode.PasswordChanged], c.var.language),
  });
});

forgotRoutes.post('/passwordregexflow', async (c) => {
  const body = await parseJsonBody(c, PasswordRulesFlowSchema);
  if (!(await flows.findFlow(c.var.deps, body.flowReferenceKey))) return c.json(flowInvalid(c));
  return c.json(authSuccess(ActionCode.None, { rules: passwordRules(c.var.language) }));
});
