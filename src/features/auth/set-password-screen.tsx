import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { passwordRulesQueryOptions, setPassword } from '../../api/auth';
import { AuthCard } from './auth-card';
import { FormMessage } from './form-message';
import { PasswordFields } from './password-fields';
import { usePasswordForm } from './use-password-form';
import { useStepSubmit } from './use-step-submit';

/** /set-password: the first login's own password (action code 102), against the server's rules. */
export function SetPasswordScreen() {
  const { t } = useLingui();
  const rules = useQuery(passwordRulesQueryOptions());
  const form = usePasswordForm(rules.data ?? []);
  const step = useStepSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!rules.data || !form.validate()) return;
    void step.submit(() => setPassword(form.values));
  };

  return (
    <AuthCard title={<Trans id="setPassword.title">Set your password</Trans>}>
      <form onSubmit={onSubmit} data-testid="set-password-form" noValidate>
        <Stack gap="4">
          <Text color="fg.muted">
            <Trans id="setPassword.intro">Choose the password you will sign in with from now on.</Trans>
          </Text>
          <FormMessage testId="set-password-error">{step.failure}</FormMessage>
          {rules.isPending ? <Spinner aria-label={t({ id: 'common.loading', message: 'Loading' })} /> : null}
          {rules.isError ? (
            <FormMessage>
              <Trans id="setPassword.rulesFailed">The password rules could not be loaded. Please try again.</Trans>
            </FormMessage>
          ) : null}
          <PasswordFields rules={rules.data ?? []} {...form} />
          <Button type="submit" loading={step.pending} disabled={!rules.data} data-testid="set-password-submit">
            <Trans id="setPassword.submit">Save password</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
