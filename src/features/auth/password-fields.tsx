import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, type FormStore } from '@modular-forms/react';
import { useId, useState } from 'react';
import type { PasswordRule } from '../../contract/auth-flows';
import type { PasswordValues } from './password-form';
import { PasswordRulesList } from '../../components/password-rules-list';
import { TextField } from './text-field';

export interface PasswordFieldsProps {
  of: FormStore<PasswordValues, undefined>;
  rules: readonly PasswordRule[];
}

/** New password, its repeat, a show/hide toggle and the live rule list (first login and forgot password). */
export function PasswordFields({ of, rules }: PasswordFieldsProps) {
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
      <Field of={of} name="newPassword">
        {(field, props) => (
          <>
            <TextField
              field={field}
              props={props}
              label={<Trans id="password.new">New password</Trans>}
              type={type}
              autoComplete="new-password"
              maxLength={64}
              testId="new-password"
              end={toggle}
              describedBy={rulesId}
            />
            <PasswordRulesList rules={rules} password={field.value} id={rulesId} />
          </>
        )}
      </Field>
      <Field of={of} name="newPasswordRepeat">
        {(field, props) => (
          <TextField
            field={field}
            props={props}
            label={<Trans id="password.repeat">New password again</Trans>}
            type={type}
            autoComplete="new-password"
            maxLength={64}
            testId="new-password-repeat"
          />
        )}
      </Field>
    </Stack>
  );
}
