/** The answers of login steps: where the session goes next and, once active, the dashboard data. */
import type { Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import type { Message } from '../../src/contract/envelope';
import { MessageCode } from '../../src/contract/message-codes';
import { findCustomer, type Customer } from '../domain/auth/auth';
import { workgroupName, workgroupsOf } from '../domain/auth/customer-profile';
import { sendVerificationMail } from '../domain/auth/email-verification';
import { failuresSince, lastSuccessfulLogin } from '../domain/auth/login-attempts';
import type { Session } from '../domain/auth/sessions';
import { textFor } from '../domain/common/texts';
import { hasMissingDocument } from '../domain/documents/document-list';
import type { AppEnv } from './context';
import { authSuccess } from './envelopes';

/** The session's limits (from config) and when it started. */
export const sessionLimits = (c: Context<AppEnv>, session: Session) => ({
  sessionTimeout: c.var.deps.config.sessionTimeout,
  sessionTimeoutWarningTime: c.var.deps.config.sessionTimeoutWarningTime,
  sessionMaxTimeoutInSeconds: c.var.deps.config.sessionMaxTimeoutInSeconds,
  sessionStartedAt: session.createdAt.toISOString(),
});

/** The 100 answer's data; e-mails a verification link while the address is unverified. */
const dashboardData = async (c: Context<AppEnv>, session: Session, customer: Customer) => {
  const { deps } = c.var;
  const previous = await lastSuccessfulLogin(deps.db, customer.id, session.createdAt);
  const failed = await failuresSince(deps.db, customer.id, previous);
  const workgroup = session.workgroupId ? await workgroupName(deps.db, session.workgroupId) : undefined;
  await sendVerificationMail(deps, { customer, origin: new URL(c.req.url).origin, language: c.var.language });
  return {
    customerName: `${customer.name} ${customer.surname}`,
    customerType: customer.customerType,
    hasMissingDocument: await hasMissingDocument(deps.db, session.customerId),
    lastSuccessLoginTime: previous?.toISOString() ?? null,
    failedAttemptsSinceLastSuccess: failed,
    ...sessionLimits(c, session),
    ...(workgroup ? { workgroup } : {}),
  };
};

/** The next step of a session that finished a login step, as an auth envelope. */
export const nextStepAnswer = async (c: Context<AppEnv>, session: Session, known?: Customer) => {
  // The person who signs in (in a corporate session the customer is the company once chosen).
  const customer = known ?? (await findCustomer(c.var.deps, session.userId))!;
  if (session.stage === 'first-login') {
    if (customer.mustSetPassword) return authSuccess(ActionCode.SetPassword, {});
    if (customer.mustSetSecurityImage) return authSuccess(ActionCode.SetSecurityImage, {});
    return authSuccess(ActionCode.SetSecurityKey, {});
  }
  if (session.stage === 'workgroup') {
    const rows = await workgroupsOf(c.var.deps.db, customer.id);
    return authSuccess(ActionCode.SelectRepresentativeWorkgroup, { workgroups: rows });
  }
  return authSuccess(ActionCode.Dashboard, await dashboardData(c, session, customer));
};

/** A business refusal with a text of its own (a placeholder filled, or another code's text). */
export const refusal = (
  c: Context<AppEnv>,
  input: { code: string; actionCode: number; textCode?: string; values?: Record<string, string>; data?: object },
) => {
  let text = textFor(input.textCode ?? input.code, c.var.language);
  for (const [name, value] of Object.entries(input.values ?? {})) text = text.replace(`{${name}}`, value);
  const messages: Message[] = [{ code: input.code, text, type: 'Error' }];
  return { result: false, actionCode: input.actionCode, messages, ...(input.data ? { data: input.data } : {}) };
};

export const lockedRefusal = (c: Context<AppEnv>, lockedUntil: Date) => {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - c.var.deps.now().getTime()) / 60_000));
  return refusal(c, {
    code: MessageCode.AccountLocked,
    actionCode: ActionCode.Login,
    values: { minutes: String(minutes) },
    data: { lockedUntil: lockedUntil.toISOString() },
  });
};
