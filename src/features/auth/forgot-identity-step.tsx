import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ActionCode } from '../../contract/action-codes';
import { ForgotPasswordSchema, type FlowStart } from '../../contract/auth-flows';
import { IssueKey } from '../../contract/message-codes';
import { forgotPassword } from '../../api/auth';
import { TextInput } from '../../components/text-input';
import { fieldIssues } from '../../lib/field-issues';
import { CaptchaField } from './captcha-field';
import { FormMessage } from './form-message';
import { asksForCaptcha, useCaptcha } from './use-captcha';
import { useFlowCall } from './use-flow-call';

/** Forgot password, step 1: the identity number (and the captcha when the server asks). */
export function ForgotIdentityStep({ onStarted }: { onStarted: (flow: FlowStart) => void }) {
  const call = useFlowCall();
  const captcha = useCaptcha();
  const [identificationNumber, setIdentificationNumber] = useState('');
  const [error, setError] = useState<string>();
  const [captchaError, setCaptchaError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = fieldIssues(ForgotPasswordSchema, { identificationNumber }).identificationNumber;
    setError(issue);
    setCaptchaError(captcha.required && !captcha.value.trim() ? IssueKey.CaptchaRequired : undefined);
    if (issue || (captcha.required && !captcha.value.trim())) return;
    const envelope = await call.run(
      () => forgotPassword({ identificationNumber: identificationNumber.trim(), ...captcha.answer }),
      ActionCode.Otp,
      (refused) => {
        const data = refused.data && !('flowReferenceKey' in refused.data) ? refused.data : undefined;
        if (asksForCaptcha(refused.messages, data) || captcha.required) void captcha.refresh();
      },
    );
    const data = envelope?.data;
    if (data && 'flowReferenceKey' in data) onStarted(data);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} data-testid="forgot-identity-form" noValidate>
      <Stack gap="4">
        <FormMessage testId="forgot-error">{call.failure}</FormMessage>
        <TextInput
          label={<Trans id="forgot.identificationNumber">Identity number</Trans>}
          value={identificationNumber}
          onChange={setIdentificationNumber}
          onBlur={() => setError(fieldIssues(ForgotPasswordSchema, { identificationNumber }).identificationNumber)}
          error={error}
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          testId="forgot-identity"
        />
        <CaptchaField state={captcha} error={captchaError} />
        <Button type="submit" loading={call.pending} data-testid="forgot-identity-submit">
          <Trans id="forgot.identity.submit">Send SMS code</Trans>
        </Button>
      </Stack>
    </form>
  );
}
