import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ActionCode } from '../../contract/action-codes';
import { VerifySecurityKeySchema } from '../../contract/auth-flows';
import { verifySecurityKey } from '../../api/auth';
import { TextInput } from '../../components/text-input';
import { fieldIssues } from '../../lib/field-issues';
import { FormMessage } from './form-message';
import { useFlowCall } from './use-flow-call';

/** Forgot password, step 3: the security key set at the first login. */
export function ForgotKeyStep({ flowReferenceKey, onVerified }: { flowReferenceKey: string; onVerified: () => void }) {
  const call = useFlowCall();
  const [securityKey, setKey] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = fieldIssues(VerifySecurityKeySchema, { flowReferenceKey, securityKey }).securityKey;
    setError(issue);
    if (issue) return;
    if (await call.run(() => verifySecurityKey({ flowReferenceKey, securityKey }), ActionCode.SetPassword))
      onVerified();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} data-testid="forgot-key-form" noValidate>
      <Stack gap="4">
        <FormMessage testId="forgot-error">{call.failure}</FormMessage>
        <TextInput
          label={<Trans id="forgot.key.label">Security key</Trans>}
          type="password"
          value={securityKey}
          onChange={setKey}
          error={error}
          autoComplete="off"
          maxLength={64}
          testId="forgot-key"
        />
        <Button type="submit" loading={call.pending} data-testid="forgot-key-submit">
          <Trans id="forgot.key.submit">Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
