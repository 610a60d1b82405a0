import { Button, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ActionCode } from '../../contract/action-codes';
import type { Message } from '../../contract/envelope';
import { passwordRulesQueryOptions, setNewPassword } from '../../api/auth';
import { FormMessage } from './form-message';
import { PasswordFields } from './password-fields';
import { usePasswordForm } from './use-password-form';
import { useFlowCall } from './use-flow-call';

/** Forgot password, step 4: the new password against the flow's rules; the server answers 105. */
export function ForgotPasswordStep({
  flowReferenceKey,
  onChanged,
}: {
  flowReferenceKey: string;
  onChanged: (messages: readonly Message[]) => void;
}) {
  const { t } = useLingui();
  const rules = useQuery(passwordRulesQueryOptions(flowReferenceKey));
  const form = usePasswordForm(rules.data ?? []);
  const call = useFlowCall();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rules.data || !form.validate()) return;
    const envelope = await call.run(() => setNewPassword({ flowReferenceKey, ...form.values }), ActionCode.Login);
    if (envelope) onChanged(envelope.messages);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} data-testid="forgot-password-form" noValidate>
      <Stack gap="4">
        <FormMessage testId="forgot-error">{call.failure}</FormMessage>
        {rules.isPending ? <Spinner aria-label={t({ id: 'common.loading', message: 'Loading' })} /> : null}
        <PasswordFields rules={rules.data ?? []} {...form} />
        <Button type="submit" loading={call.pending} disabled={!rules.data} data-testid="forgot-password-submit">
          <Trans id="forgot.password.submit">Change password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
