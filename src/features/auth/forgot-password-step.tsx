import { Button, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionCode } from '../../contract/action-codes';
import { SetNewPasswordSchema } from '../../contract/auth-flows';
import type { Message } from '../../contract/envelope';
import { passwordRulesQueryOptions, setNewPassword } from '../../api/auth';
import { FormMessage } from '../../components/form-message';
import { PasswordFields } from './password-fields';
import { EMPTY_PASSWORDS, withPasswordRules, type PasswordValues } from './password-form';
import { useFlowCall } from './use-flow-call';

const validateNewPassword = valiForm(SetNewPasswordSchema);

/** Forgot password, step 4: the new password against the flow's rules; the server answers 105. */
export function ForgotPasswordStep({
  flowReferenceKey,
  onChanged,
}: {
  flowReferenceKey: string;
  onChanged: (messages: readonly Message[]) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const rulesQuery = passwordRulesQueryOptions(flowReferenceKey);
  const rules = useQuery(rulesQuery);
  const call = useFlowCall();
  // The contract's schema itself (it has a pipe, so no v.omit): the flow's key is added, never typed.
  const [form, { Form }] = useForm<PasswordValues>({
    initialValues: EMPTY_PASSWORDS,
    validate: withPasswordRules(
      (values) => validateNewPassword({ ...values, flowReferenceKey }),
      () => queryClient.getQueryData(rulesQuery.queryKey) ?? [],
    ),
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const onSubmit = async (values: PasswordValues) => {
    if (!rules.data) return;
    const envelope = await call.run(() => setNewPassword({ flowReferenceKey, ...values }), ActionCode.Login);
    if (envelope) onChanged(envelope.messages);
  };

  return (
    <Form shouldActive={false} onSubmit={onSubmit} data-testid="forgot-password-form">
      <Stack gap="4">
        <FormMessage testId="forgot-error">{call.failure}</FormMessage>
        {rules.isPending ? <Spinner aria-label={t({ id: 'common.loading', message: 'Loading' })} /> : null}
        <PasswordFields of={form} rules={rules.data ?? []} />
        <Button type="submit" loading={call.pending} disabled={!rules.data} data-testid="forgot-password-submit">
          <Trans id="forgot.password.submit">Change password</Trans>
        </Button>
      </Stack>
    </Form>
  );
}
