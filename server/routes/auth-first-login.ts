/**
 * /api/auth first-login chain (stage 'first-login'): SetPassword (102) → setSecurityImage (108)
 * → SetSecurityKey (107), each only in its turn; then the workgroup choice (119) or the dashboard.
 * Also SetRepresentativeWorkgroupId (stage 'workgroup').
 */
import { Hono, type Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import {
  SetPasswordSchema,
  SetSecurityImageSchema,
  SetSecurityKeySchema,
  SetWorkgroupSchema,
} from '../../src/contract/auth-flows';
import { MessageCode } from '../../src/contract/message-codes';
import { findCustomer, stageAfterSecondFactor, type Customer } from '../domain/auth/auth';
import { chooseWorkgroup, updateFirstLogin, type FirstLoginChanges } from '../domain/auth/customer-profile';
import { isSecurityImageCode } from '../domain/client-data/image-catalog';
import { newPasswordProblem } from '../domain/auth/password-rules';
import { hashPassword, verifyPassword } from '../domain/auth/passwords';
import { advanceSession } from '../domain/auth/sessions';
import type { AppEnv } from '../http/context';
import { authFailure } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { nextStepAnswer } from '../http/login-answers';
import { giveSessionSecrets } from '../http/session-secrets';
import { parseJsonBody } from '../http/validate';
import { requireStage } from '../middleware/authenticate';

type Step = 'password' | 'image' | 'key';

/** The customer of a first-login session, when the chain is at this step; else 403 auth.stepNotAllowed. */
const customerAtStep = async (c: Context<AppEnv>, step: Step): Promise<Customer> => {
  const customer = (await findCustomer(c.var.deps, c.var.session!.userId))!;
  const current: Step | undefined = customer.mustSetPassword
    ? 'password'
    : customer.mustSetSecurityImage
      ? 'image'
      : customer.mustSetSecurityKey
        ? 'key'
        : undefined;
  if (current !== step) throw new RequestError(403, [MessageCode.StepNotAllowed]);
  return customer;
};

const updateCustomer = (c: Context<AppEnv>, id: string, set: FirstLoginChanges) =>
  updateFirstLogin(c.var.deps.db, id, set);

/** Answers the next step; when the chain is done the session moves on with a new token. */
const answerNext = async (c: Context<AppEnv>, customer: Customer) => {
  let session = c.var.session!;
  if (!customer.mustSetPassword && !customer.mustSetSecurityImage && !customer.mustSetSecurityKey) {
    const stage = stageAfterSecondFactor(customer);
    giveSessionSecrets(c, await advanceSession(c.var.deps.db, session.id, stage));
    session = { ...session, stage };
  }
  return c.json(await nextStepAnswer(c, session, customer));
};

export const firstLoginRoutes = new Hono<AppEnv>();

firstLoginRoutes.post('/setpassword', requireStage('first-login'), async (c) => {
  const { newPassword } = await parseJsonBody(c, SetPasswordSchema);
  const customer = await customerAtStep(c, 'password');
  const problem = await newPasswordProblem({
    password: newPassword,
    identificationNumber: customer.identificationNumber,
    currentHash: customer.passwordHash,
  });
  if (problem) return c.json(authFailure(c, problem, ActionCode.SetPassword));
  const updated = await updateCustomer(c, customer.id, {
    passwordHash: await hashPassword(newPassword),
    mustSetPassword: false,
  });
  return answerNext(c, updated);
});

firstLoginRoutes.post('/setsecurityimage', requireStage('first-login'), async (c) => {
  const { imageCode } = await parseJsonBody(c, SetSecurityImageSchema);
  const customer = await customerAtStep(c, 'image');
  if (!isSecurityImageCode(imageCode))
    return c.json(authFailure(c, MessageCode.SecurityImageInvalid, ActionCode.SetSecurityImage));
  const updated = await updateCustomer(c, customer.id, { securityImageCode: imageCode, mustSetSecurityImage: false });
  return answerNext(c, updated);
});

firstLoginRoutes.post('/setsecuritykey', requireStage('first-login'), async (c) => {
  const { securityKey } = await parseJsonBody(c, SetSecurityKeySchema);
  const customer = await customerAtStep(c, 'key');
  const weak =
    securityKey.includes(customer.identificationNumber) || (await verifyPassword(customer.passwordHash, securityKey));
  if (weak) return c.json(authFailure(c, MessageCode.SecurityKeyInvalid, ActionCode.SetSecurityKey));
  const updated = await updateCustomer(c, customer.id, {
    securityKeyHash: await hashPassword(securityKey),
    mustSetSecurityKey: false,
  });
  return answerNext(c, updated);
});

firstLoginRoutes.post('/setrepresentativeworkgroupid', requireStage('workgroup'), async (c) => {
  const { workgroupId } = await parseJsonBody(c, SetWorkgroupSchema);
  const { deps } = c.var;
  const session = c.var.session!;
  const chosen = await chooseWorkgroup(deps.db, session, workgroupId);
  if (!chosen) return c.json(authFailure(c, MessageCode.WorkgroupInvalid, ActionCode.SelectRepresentativeWorkgroup));
  giveSessionSecrets(c, await advanceSession(deps.db, session.id, 'active'));
  return c.json(await nextStepAnswer(c, { ...session, stage: 'active', workgroupId, customerId: chosen.companyId }));
});
