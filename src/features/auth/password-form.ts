import type { ValidateForm } from '@modular-forms/react';
import { unmetPasswordRules, type PasswordRule } from '../../contract/auth-flows';
import { IssueKey } from '../../contract/message-codes';

/** The fields of a new-password form (first login and forgot password). */
export type PasswordValues = {
  newPassword: string;
  newPasswordRepeat: string;
};

export const EMPTY_PASSWORDS: PasswordValues = { newPassword: '', newPasswordRepeat: '' };

/**
 * The contract schema's issues, and the server's rules on top: a new password that the
 * schema accepts but that leaves a rule unmet is invalid. `rules` is read at each check.
 */
export const withPasswordRules =
  (validate: ValidateForm<PasswordValues>, rules: () => readonly PasswordRule[]): ValidateForm<PasswordValues> =>
  async (values) => {
    const errors = { ...(await validate(values)) };
    if (!errors.newPassword && unmetPasswordRules(values.newPassword ?? '', rules()).length > 0)
      errors.newPassword = IssueKey.Invalid;
    return errors;
  };
