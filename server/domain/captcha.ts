/**
 * Captchas: five characters from an alphabet without look-alikes, drawn as jittered SVG text
 * over noise. Only a hash of the answer is stored; each captcha answers once and expires.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { captchas } from '../db/schema';
import { sameHash, sha256 } from './tokens';

const ALPHABET = 'ABCDEFGHJKMNPRSTUVWXYZ23456789';
const LENGTH = 5;
const COLORS = ['#1B5E20', '#0D47A1', '#4A148C', '#B71C1C', '#004D40', '#3E2723'];

const answerHash = (reference: string, answer: string) => sha256(`${reference}:${answer.trim().toUpperCase()}`);

const noise = (): string => {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const color = COLORS[randomInt(COLORS.length)]!;
    parts.push(
      `<path d="M${randomInt(0, 40)} ${randomInt(5, 55)} Q${randomInt(40, 120)} ${randomInt(0, 60)} ${randomInt(120, 160)} ${randomInt(5, 55)}" stroke="${color}" stroke-width="1.2" fill="none" opacity=".5"/>`,
    );
  }
  for (let i = 0; i < 25; i++)
    parts.push(`<circle cx="${randomInt(160)}" cy="${randomInt(60)}" r="1.2" fill="#546E7A" opacity=".6"/>`);
  return parts.join('');
};

/** The SVG of a text: one jittered, rotated glyph per character, left to right. */
export const drawCaptcha = (text: string): string => {
  const glyphs = Array.from(text, (char, i) => {
    const x = 16 + i * 27 + randomInt(-3, 4);
    const y = 40 + randomInt(-6, 7);
    const color = COLORS[randomInt(COLORS.length)]!;
    return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-22, 23)} ${x + 8} ${y - 10})" fill="${color}" font-family="monospace" font-size="${randomInt(26, 33)}" font-weight="bold">${char}</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60" viewBox="0 0 160 60"><rect width="160" height="60" fill="#F1F8E9"/>${noise()}${glyphs}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};

export const createCaptcha = async (
  db: DbOrTx,
  input: { now: Date; timeoutSeconds: number },
): Promise<{ captchaReference: string; image: string }> => {
  const text = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const reference = randomUUID();
  await db.insert(captchas).values({
    reference,
    answerHash: answerHash(reference, text),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.timeoutSeconds * 1000),
  });
  return { captchaReference: reference, image: drawCaptcha(text) };
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
