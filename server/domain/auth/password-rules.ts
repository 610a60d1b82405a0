/**
 * Password rules: served to the page (each with a localized description) and enforced on
 * every new password, with two rules a pattern cannot hold (not the current password, not
 * containing the identity number).
 */
import { unmetPasswordRules, type PasswordRule } from '../../../src/contract/auth-flows';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import { verifyPassword } from './passwords';

const RULES: readonly { code: string; pattern: string; tur: string; eng: string }[] = [
  { code: 'length', pattern: '^.{8,20}$', tur: '8 ile 20 karakter arasında olmalı', eng: '8 to 20 characters' },
  { code: 'uppercase', pattern: '\\p{Lu}', tur: 'En az bir büyük harf içermeli', eng: 'At least one uppercase letter' },
  { code: 'lowercase', pattern: '\\p{Ll}', tur: 'En az bir küçük harf içermeli', eng: 'At least one lowercase letter' },
  { code: 'digit', pattern: '\\p{N}', tur: 'En az bir rakam içermeli', eng: 'At least one digit' },
  {
    code: 'noTriple',
    pattern: '^(?!.*(.)\\1\\1)',
    tur: 'Aynı karakter art arda üç kez kullanılmamalı',
    eng: 'No character three times in a row',
  },
];

export const passwordRules = (language: Language): PasswordRule[] =>
  RULES.map((rule) => ({ code: rule.code, pattern: rule.pattern, description: rule[language] }));

/** The first refusal of a new password, or undefined when it may be used. */
export const newPasswordProblem = async (input: {
  password: string;
  identificationNumber: string;
  currentHash: string;
}): Promise<string | undefined> => {
  if (unmetPasswordRules(input.password, passwordRules('tur')).length > 0) return MessageCode.PasswordRulesNotMet;
  if (input.password.includes(input.identificationNumber)) return MessageCode.PasswordContainsIdentity;
  if (await verifyPassword(input.currentHash, input.password)) return MessageCode.PasswordReused;
  return undefined;
};
