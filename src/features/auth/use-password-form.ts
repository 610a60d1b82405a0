import { useState } from 'react';
import { SetPasswordSchema, unmetPasswordRules, type PasswordRule } from '../../contract/auth-flows';
import { IssueKey } from '../../contract/message-codes';
import { fieldIssues, type FieldIssues } from '../../lib/field-issues';
import type { PasswordValues } from './password-fields';

/** The password pair: checked on blur and submit with the contract schema and the server's rules. */
export const usePasswordForm = (rules: readonly PasswordRule[]) => {
  const [values, setValues] = useState<PasswordValues>({ newPassword: '', newPasswordRepeat: '' });
  const [errors, setErrors] = useState<FieldIssues>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  /** Issues of the fields touched so far (all of them on submit). */
  const check = (next: PasswordValues, fields: ReadonlySet<string>): FieldIssues => {
    const issues = fieldIssues(SetPasswordSchema, next);
    if (!issues.newPassword && unmetPasswordRules(next.newPassword, rules).length > 0)
      issues.newPassword = IssueKey.Invalid;
    return Object.fromEntries(Object.entries(issues).filter(([field]) => fields.has(field)));
  };

  return {
    values,
    errors,
    onChange: (next: PasswordValues) => {
      setValues(next);
      setErrors(check(next, touched));
    },
    onBlur: (field: keyof PasswordValues) => {
      const fields = new Set(touched).add(field);
      setTouched(fields);
      setErrors(check(values, fields));
    },
    /** Validates everything; true when the pair may be sent. */
    validate: (): boolean => {
      const fields = new Set(['newPassword', 'newPasswordRepeat']);
      setTouched(fields);
      const issues = check(values, fields);
      setErrors(issues);
      return Object.keys(issues).length === 0;
    },
  };
};
