/**
 * Captchas: five characters from an alphabet without look-alikes, drawn as distorted paths
 * (captcha-drawing.ts). Only a hash of the answer is stored; each captcha answers once and expires.
 * In sandbox mode the answer is also written to the outbox (channel `captcha`, recipient = the
 * reference), the sandbox's place for what a tester may read: GET /api/Sandbox/Captcha answers it.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../src/contract/id-patterns';
import type { DbOrTx } from '../../db/client';
import { captchas } from '../../db/schema/auth';
import { codeSentFor, sendMessage } from '../outbox/outbox';
import { drawCaptcha } from './captcha-drawing';
import { sameHash, sha256 } from './tokens';

const ALPHABET = 'ABCDEFGHJKMNPRSTUVWXYZ23456789';
const LENGTH = 5;
const DECOYS = 3;
const SANDBOX_TEXT = 'Güvenlik kodu resmindeki karakterler (sandbox) / The characters in the captcha image (sandbox)';

const answerHash = (reference: string, answer: string) => sha256(`${reference}:${answer.trim().toUpperCase()}`);
const randomText = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const createCaptcha = async (
  db: DbOrTx,
  input: { now: Date; timeoutSeconds: number; sandbox: boolean },
): Promise<{ captchaReference: string; image: string }> => {
  const text = randomText(LENGTH);
  const reference = randomUUID();
  await db.insert(captchas).values({
    reference,
    answerHash: answerHash(reference, text),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.timeoutSeconds * 1000),
  });
  if (input.sandbox)
    await sendMessage(db, {
      channel: 'captcha',
      recipient: reference,
      text: SANDBOX_TEXT,
      code: text,
      referenceKey: reference,
      now: input.now,
    });
  return { captchaReference: reference, image: drawCaptcha(text, randomText(DECOYS)) };
};

/** Sandbox mode only: the answer of a captcha, read back from the outbox (used or expired alike). */
export const sandboxCaptchaAnswer = async (db: DbOrTx, reference: string): Promise<string | undefined> => {
  if (!UUID_PATTERN.test(reference)) return undefined;
  return codeSentFor(db, 'captcha', reference);
};

/** Uses up the captcha (right or wrong) and answers whether it was answered right in time. */
export const solveCaptcha = async (
  db: DbOrTx,
  input: { reference: string | null | undefined; answer: string | null | undefined; now: Date },
): Promise<boolean> => {
  if (!input.reference || !input.answer) return false;
  const [used] = await db
    .update(captchas)
    .set({ usedAt: input.now })
    .where(and(eq(captchas.reference, input.reference), isNull(captchas.usedAt), gt(captchas.expiresAt, input.now)))
    .returning({ answerHash: captchas.answerHash });
  return Boolean(used) && sameHash(used!.answerHash, answerHash(input.reference, input.answer));
};
