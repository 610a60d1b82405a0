/** Verify mail: a single-use link (token stored hashed) e-mailed at sign-in while the address is unverified. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import { customers, emailTokens } from '../../db/schema/auth';
import type { DomainDeps } from '../common/deps';
import type { Customer } from './auth';
import { sendMessage } from '../outbox/outbox';
import { randomToken, sha256 } from './tokens';
import { outboxText } from '../common/texts';

export const sendVerificationMail = async (
  deps: DomainDeps,
  input: { customer: Customer; origin: string; language: Language },
): Promise<void> => {
  const { customer } = input;
  if (!customer.email || customer.emailVerifiedAt) return;
  const now = deps.now();
  const token = randomToken();
  await deps.db.insert(emailTokens).values({
    tokenHash: sha256(token),
    customerId: customer.id,
    email: customer.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.emailTokenTimeout * 1000),
  });
  const link = `${input.origin}/verify?token=${encodeURIComponent(token)}`;
  await sendMessage(deps.db, {
    channel: 'email',
    recipient: customer.email,
    text: outboxText('email-verification', input.language, link),
    now,
  });
};

/** Uses up a token; answers the verified address, or undefined for a bad, used or expired one. */
export const verifyEmailToken = async (deps: DomainDeps, token: string): Promise<string | undefined> => {
  const now = deps.now();
  const [used] = await deps.db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, sha256(token)), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning();
  if (!used) return undefined;
  await deps.db
    .update(customers)
    .set({ emailVerifiedAt: now })
    .where(and(eq(customers.id, used.customerId), eq(customers.email, used.email)));
  return used.email;
};
