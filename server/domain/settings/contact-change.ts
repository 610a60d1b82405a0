/**
 * A new phone or e-mail: a code is sent to the new one (the outbox shows it in the sandbox), and the
 * code, typed back within the usual code time by the same session, makes it the customer's (a
 * `credential_changes` row: its trigger sets it, an e-mail verified at once). The old phone hears of
 * the change.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import { maskEmail, maskPhone } from '../../../src/contract/masking';
import { MessageCode } from '../../../src/contract/message-codes';
import type { ContactCodeSent, ContactKind, StartContactChangeRequest } from '../../../src/contract/settings';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/auth';
import { contactVerifications, credentialChanges } from '../../db/schema/settings';
import { customerById } from '../auth/customer-profile';
import { issueChallenge, verifyOtp, type OtpOutcome } from '../challenges/otp';
import type { DomainDeps } from '../common/deps';
import { BusinessError } from '../common/refusal';
import { sendMessage } from '../outbox/outbox';
import { contactCodeText, credentialNotice } from './settings-texts';

const purposeOf = (kind: ContactKind) => `contact-${kind}`;

export const startContactChange = async (
  deps: DomainDeps,
  input: { customerId: string; sessionId: string; request: StartContactChangeRequest; language: Language },
): Promise<ContactCodeSent> => {
  const { kind, value } = input.request;
  const customer = (await customerById(deps.db, input.customerId))!;
  if ((kind === 'phone' ? customer.phone : customer.email?.toLowerCase()) === value.toLowerCase())
    throw new BusinessError([MessageCode.ContactUnchanged]);
  if (kind === 'phone') {
    const [other] = await deps.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.phone, value), ne(customers.id, customer.id)));
    if (other) throw new BusinessError([MessageCode.ContactInUse]);
  }
  const now = deps.now();
  const timeout = deps.config.otpTimeout;
  const challenge = await issueChallenge(deps.db, {
    sessionId: input.sessionId,
    purpose: purposeOf(kind),
    withCode: true,
    now,
    timeoutSeconds: timeout,
  });
  await deps.db.insert(contactVerifications).values({
    referenceKey: challenge.referenceKey,
    customerId: customer.id,
    kind,
    value,
    createdAt: now,
  });
  await sendMessage(deps.db, {
    channel: kind === 'phone' ? 'sms' : 'email',
    recipient: value,
    text: contactCodeText(input.language, kind, challenge.code!),
    code: challenge.code!,
    referenceKey: challenge.referenceKey,
    now,
  });
  return {
    otpReferenceKey: challenge.referenceKey,
    target: kind === 'phone' ? maskPhone(value) : maskEmail(value),
    otpTimeout: timeout,
  };
};

/** Checks the code (a wrong one counts, outside any transaction); answers the change it confirms. */
export const checkContactCode = async (
  deps: DomainDeps,
  input: { customerId: string; sessionId: string; referenceKey: string; code: string },
): Promise<{ ok: true; kind: ContactKind; value: string } | { ok: false; outcome: Exclude<OtpOutcome, 'ok'> }> => {
  const [pending] = await deps.db
    .select()
    .from(contactVerifications)
    .where(
      and(
        eq(contactVerifications.referenceKey, input.referenceKey),
        eq(contactVerifications.customerId, input.customerId),
      ),
    );
  if (!pending) return { ok: false, outcome: 'invalid' };
  const outcome = await verifyOtp(deps.db, {
    sessionId: input.sessionId,
    purpose: purposeOf(pending.kind),
    referenceKey: input.referenceKey,
    code: input.code,
    now: deps.now(),
    maxAttempts: deps.config.otpMaxAttempts,
  });
  if (outcome !== 'ok') return { ok: false, outcome };
  return { ok: true, kind: pending.kind, value: pending.value };
};

/** Makes the verified phone or e-mail the customer's (trigger of credential_changes) and tells the old phone. */
export const applyContactChange = async (
  db: DbOrTx,
  input: { customerId: string; oldPhone: string; kind: ContactKind; value: string; now: Date; language: Language },
): Promise<void> => {
  await db.insert(credentialChanges).values({
    id: randomUUID(),
    customerId: input.customerId,
    kind: input.kind,
    value: input.value,
    createdAt: input.now,
  });
  await sendMessage(db, {
    channel: 'sms',
    recipient: input.oldPhone,
    text: credentialNotice(input.language, input.kind),
    now: input.now,
  });
};
