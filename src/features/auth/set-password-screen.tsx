import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SetPasswordSchema } from '../../contract/auth-flows';
import { passwordRulesQueryOptions, setPassword } from '../../api/auth';
import { AuthCard } from './auth-card';
import { FormMessage } from '../../components/form-message';
import { PasswordFields } from './password-fields';
import { EMPTY_PASSWORDS, withPasswordRules, type PasswordValues } from './password-form';
import { useStepSubmit } from './use-step-submit';

/** /set-password: the first login's own password (action code 102), against the server's rules. */
export function SetPasswordScreen() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const rulesQuery = passwordRulesQueryOptions();
  const rules = useQuery(rulesQuery);
  const step = useStepSubmit();
  const [form, { Form }] = useForm<PasswordValues>({
    initialValues: EMPTY_PASSWORDS,
    validate: withPasswordRules(valiForm(SetPasswordSchema), () => queryClient.getQueryData(rulesQuery.queryKey) ?? []),
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const onSubmit = async (values: PasswordValues) => {
    if (rules.data) await step.submit(() => setPassword(values));
  };

  return (
    <AuthCard title={<Trans id="setPassword.title">Set your password</Trans>}>
      <Form shouldActive={false} onSubmit={onSubmit} data-testid="set-password-form">
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
          <PasswordFields of={form} rules={rules.data ?? []} />
          <Button type="submit" loading={step.pending} disabled={!rules.data} data-testid="set-password-submit">
            <Trans id="setPassword.submit">Save password</Trans>
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
