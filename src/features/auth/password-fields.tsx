import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { PasswordRule } from '../../contract/auth-flows';
import { TextInput } from '../../components/text-input';
import type { FieldIssues } from '../../lib/field-issues';
import { PasswordRulesList } from './password-rules-list';

export interface PasswordValues {
  newPassword: string;
  newPasswordRepeat: string;
}

export interface PasswordFieldsProps {
  rules: readonly PasswordRule[];
  values: PasswordValues;
  onChange: (values: PasswordValues) => void;
  onBlur: (field: keyof PasswordValues) => void;
  errors: FieldIssues;
}

/** New password, its repeat, a show/hide toggle and the live rule list (first login and forgot password). */
export function PasswordFields({ rules, values, onChange, onBlur, errors }: PasswordFieldsProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const rulesId = useId();
  const type = visible ? 'text' : 'password';
  const toggle = (
    <Button
      size="xs"
      variant="ghost"
      onClick={() => setVisible((shown) => !shown)}
      aria-pressed={visible}
      aria-label={
        visible
          ? t({ id: 'password.hide', message: 'Hide password' })
          : t({ id: 'password.show', message: 'Show password' })
      }
      data-testid="password-visibility"
    >
      {visible ? <Trans id="password.hideShort">Hide</Trans> : <Trans id="password.showShort">Show</Trans>}
    </Button>
  );
  return (
    <Stack gap="4">
      <TextInput
        label={<Trans id="password.new">New password</Trans>}
        type={type}
        value={values.newPassword}
        onChange={(newPassword) => onChange({ ...values, newPassword })}
        onBlur={() => onBlur('newPassword')}
        error={errors.newPassword}
        autoComplete="new-password"
        maxLength={64}
        testId="new-password"
        end={toggle}
        describedBy={rulesId}
      />
      <PasswordRulesList rules={rules} password={values.newPassword} id={rulesId} />
      <TextInput
        label={<Trans id="password.repeat">New password again</Trans>}
        type={type}
        value={values.newPasswordRepeat}
        onChange={(newPasswordRepeat) => onChange({ ...values, newPasswordRepeat })}
        onBlur={() => onBlur('newPasswordRepeat')}
        error={errors.newPasswordRepeat}
        autoComplete="new-password"
        maxLength={64}
        testId="new-password-repeat"
      />
    </Stack>
  );
}
