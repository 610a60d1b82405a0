/**
 * One-time codes bound to a session: 6 digits from the CSPRNG, stored as
 * sha256(reference + code), single use, void after too many wrong tries or a resend.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otpCodes } from '../../db/schema/challenges';
import { outbox } from '../../db/schema/outbox';
import { randomOtpCode, sameHash, sha256 } from '../auth/tokens';

/** What is stored of a code: sha256(reference:code), for a login code and a decision's alike. */
export const codeHash = (referenceKey: string, code: string): string => sha256(`${referenceKey}:${code}`);

export interface IssuedOtp {
  referenceKey: string;
  /** The plain code, for the outbox only; null for a push challenge. */
  code: string | null;
}

export const issueChallenge = async (
  db: DbOrTx,
  input: { sessionId: string; purpose: string; withCode: boolean; now: Date; timeoutSeconds: number },
): Promise<IssuedOtp> => {
  const referenceKey = randomUUID();
  const code = input.withCode ? randomOtpCode() : null;
  await db.insert(otpCodes).values({
    referenceKey,
    sessionId: input.sessionId,
    purpose: input.purpose,
    codeHash: code ? codeHash(referenceKey, code) : null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.timeoutSeconds * 1000),
  });
  return { referenceKey, code };
};

export type OtpOutcome = 'ok' | 'invalid' | 'expired';

/** The challenge a session holds under a reference for a purpose, if any. */
const findChallenge = async (db: DbOrTx, key: { sessionId: string; purpose: string; referenceKey: string }) => {
  const [otp] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.referenceKey, key.referenceKey),
        eq(otpCodes.sessionId, key.sessionId),
        eq(otpCodes.purpose, key.purpose),
      ),
    );
  return otp;
};

/** Checks a code for a session and purpose; a right code is used up, a wrong one counts. */
export const verifyOtp = async (
  db: DbOrTx,
  input: { sessionId: string; purpose: string; referenceKey: string; code: string; now: Date; maxAttempts: number },
): Promise<OtpOutcome> => {
  const otp = await findChallenge(db, input);
  if (!otp || !otp.codeHash) return 'invalid';
  if (otp.usedAt || otp.voidedAt || otp.expiresAt <= input.now) return 'expired';
  if (!sameHash(otp.codeHash, codeHash(input.referenceKey, input.code))) {
    await db
      .update(otpCodes)
      .set({
        attempts: sql`${otpCodes.attempts} + 1`,
        voidedAt: sql`case when ${otpCodes.attempts} + 1 >= ${input.maxAttempts} then ${input.now.toISOString()}::timestamptz else null end`,
      })
      .where(eq(otpCodes.id, otp.id));
    return 'invalid';
  }
  const used = await db
    .update(otpCodes)
    .set({ usedAt: input.now })
    .where(and(eq(otpCodes.id, otp.id), isNull(otpCodes.usedAt), isNull(otpCodes.voidedAt)))
    .returning({ id: otpCodes.id });
  return used.length === 1 ? 'ok' : 'expired';
};

/** Voids every open code of a session for a purpose (before a resend). */
export const voidOpenChallenges = async (db: DbOrTx, sessionId: string, purpose: string, now: Date): Promise<void> => {
  await db
    .update(otpCodes)
    .set({ voidedAt: now })
    .where(
      and(
        eq(otpCodes.sessionId, sessionId),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.usedAt),
        isNull(otpCodes.voidedAt),
      ),
    );
};

/** Whether a reference belongs to the session and is still open. */
export const isOpenChallenge = async (db: DbOrTx, sessionId: string, referenceKey: string): Promise<boolean> => {
  const [otp] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.referenceKey, referenceKey), eq(otpCodes.sessionId, sessionId), isNull(otpCodes.usedAt)));
  return Boolean(otp);
};

/** A push challenge (login unless another purpose is named): 'ok' once approved in the sandbox (then used up), 'pending' until then. */
export const takeApprovedPush = async (
  db: DbOrTx,
  input: { sessionId: string; referenceKey: string; now: Date; purpose?: string },
): Promise<OtpOutcome | 'pending'> => {
  const otp = await findChallenge(db, { ...input, purpose: input.purpose ?? 'login-push' });
  if (!otp) return 'invalid';
  if (otp.usedAt || otp.voidedAt || otp.expiresAt <= input.now) return 'expired';
  const [push] = await db
    .select({ approvedAt: outbox.approvedAt })
    .from(outbox)
    .where(and(eq(outbox.referenceKey, input.referenceKey), eq(outbox.channel, 'push')));
  if (!push?.approvedAt) return 'pending';
  const used = await db
    .update(otpCodes)
    .set({ usedAt: input.now })
    .where(and(eq(otpCodes.id, otp.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return used.length === 1 ? 'ok' : 'expired';
};
