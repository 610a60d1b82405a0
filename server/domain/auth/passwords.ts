/** Password hashing with argon2id. Unknown identities are checked against a dummy hash, so both answers take as long. */
import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash, spends the same time on a dummy one and answers false. */
export const verifyPassword = async (storedHash: string | undefined, password: string): Promise<boolean> => {
  if (!storedHash) {
    dummyHash ??= hashPassword('emanet-dummy-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(storedHash, password).catch(() => false);
};
