/** Random secrets and their hashes. Tokens, cookies and codes are stored only as SHA-256 hashes. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** Constant-time comparison of two hashes. */
export const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Six random digits from the CSPRNG. */
export const randomOtpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
