/**
 * Credential changes confirmed with a code: a new password, security image or security key as
 * products of the decision flow (the code goes to the customer's registered phone), and a new phone
 * or e-mail verified by a code sent to the new one. Each writes one `credential_changes` row; its
 * trigger (migration 0016) sets the customer's column and, for a password, ends every other session
 * of the customer in the same statement, so their tokens are refused from their next call.
 *
 * A wrong current password is counted like a failed sign-in (the login guard of the identity
 * number): after as many as lock a sign-in, signing in and changing the password both wait out the
 * lock (this session stays; a new sign-in is refused until then).
 */
import { actingPersonId } from '../decisions/decider';
import { randomUUID } from 'node:crypto';
import { ActionCode } from '../../../src/contract/action-codes';
import { MessageCode } from '../../../src/contract/message-codes';
import type {
  ChangePasswordRequest,
  ChangeSecurityImageRequest,
  ChangeSecurityKeyRequest,
} from '../../../src/contract/settings';
import { credentialChanges, type CredentialKind } from '../../db/schema/settings';
import { customerById, type Customer } from '../auth/customer-profile';
import { guardState, registerFailure, resetGuard } from '../auth/login-guard';
import { newPasswordProblem } from '../auth/password-rules';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { isSecurityImageCode } from '../client-data/image-catalog';
import { BusinessError } from '../common/refusal';
import { success } from '../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../decisions/product';
import { areaRow, type ProductRow } from '../ledger/commit';
import { OPERATION, credentialNotice } from './settings-texts';

const refuse = (code: string): never => {
  throw new BusinessError([code]);
};

/** The change row and the SMS notice, as the commit inserts them. */
export const credentialRows = (
  ctx: ProductContext,
  kind: CredentialKind,
  value: string,
  keepSessionId: string | null,
): ProductRow[] => [
  areaRow(credentialChanges, {
    id: randomUUID(),
    customerId: actingPersonId(ctx.decider),
    kind,
    value,
    keepSessionId,
    createdAt: ctx.now,
  }),
  {
    table: 'outbox',
    row: {
      id: randomUUID(),
      channel: 'sms',
      recipient: ctx.decider.phone,
      text: credentialNotice(ctx.language, kind),
      createdAt: ctx.now,
    },
  },
];

/**
 * The current password, checked under the login guard of the identity number: while it is locked
 * nothing is checked; a wrong one counts like a failed sign-in; a right one clears the count.
 */
const checkCurrentPassword = async (ctx: ProductContext, customer: Customer, password: string): Promise<void> => {
  const { db, config } = ctx.deps;
  const id = customer.identificationNumber;
  if ((await guardState(db, id, ctx.now)).lockedUntil) refuse(MessageCode.PasswordChangeLocked);
  if (await verifyPassword(customer.passwordHash, password)) return resetGuard(db, id);
  const state = await registerFailure(db, id, ctx.now, config);
  refuse(state.lockedUntil ? MessageCode.PasswordChangeLocked : MessageCode.CurrentPasswordWrong);
};

interface CredentialPlan extends ProductPlan {
  kind: CredentialKind;
}

const plan = (
  ctx: ProductContext,
  kind: 'password' | 'security-image' | 'security-key',
  value: string,
  actionCode: number,
): CredentialPlan => ({
  kind,
  message: { operation: OPERATION[kind] },
  commit: () => ({
    commit: { at: ctx.now, rows: credentialRows(ctx, kind, value, kind === 'password' ? ctx.decider.sessionId : null) },
    outcome: success(actionCode, kind === 'password' ? { changedAt: ctx.now.toISOString() } : {}),
  }),
});

/**
 * `POST /Auth/ChangePassword`: the current password checked (a wrong one counted, see above), the
 * new one against the rules the first login uses (password-rules.ts); its argon2id hash is worked
 * out when the facts are read, so the decision row keeps the hash and never the password.
 */
export const changePasswordProduct: DecisionProduct<ChangePasswordRequest, { hash: string }, CredentialPlan> = {
  name: 'password-change',
  challenged: true,
  load: async (ctx, request) => {
    const customer = (await customerById(ctx.deps.db, actingPersonId(ctx.decider)))!;
    await checkCurrentPassword(ctx, customer, request.currentPassword);
    const problem = await newPasswordProblem({
      password: request.newPassword,
      identificationNumber: customer.identificationNumber,
      currentHash: customer.passwordHash,
    });
    if (problem) refuse(problem);
    return { hash: await hashPassword(request.newPassword) };
  },
  plan: (ctx, _request, facts) => plan(ctx, 'password', facts.hash, ActionCode.PasswordChanged),
};

/** `POST /Customer/ChangeSecurityImage`: one of the catalog's images. */
export const changeSecurityImageProduct: DecisionProduct<ChangeSecurityImageRequest, null, CredentialPlan> = {
  name: 'security-image-change',
  challenged: true,
  load: () => Promise.resolve(null),
  plan: (ctx, request) => {
    if (!isSecurityImageCode(request.imageCode)) refuse(MessageCode.SecurityImageInvalid);
    return plan(ctx, 'security-image', request.imageCode, ActionCode.SecurityImageChanged);
  },
};

/** `POST /Customer/ChangeSecurityKey`: the first login's rules (not the identity number, not the password). */
export const changeSecurityKeyProduct: DecisionProduct<ChangeSecurityKeyRequest, { hash: string }, CredentialPlan> = {
  name: 'security-key-change',
  challenged: true,
  load: async (ctx, request) => {
    const customer = (await customerById(ctx.deps.db, actingPersonId(ctx.decider)))!;
    const weak =
      request.securityKey.includes(customer.identificationNumber) ||
      (await verifyPassword(customer.passwordHash, request.securityKey));
    if (weak) refuse(MessageCode.SecurityKeyInvalid);
    return { hash: await hashPassword(request.securityKey) };
  },
  plan: (ctx, _request, facts) => plan(ctx, 'security-key', facts.hash, ActionCode.SecurityKeyChanged),
};
