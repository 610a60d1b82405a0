import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { useState } from 'react';
import * as v from 'valibot';
import { ActionCode } from '../../contract/action-codes';
import { ForgotPasswordSchema, type FlowStart } from '../../contract/auth-flows';
import { IssueKey } from '../../contract/message-codes';
import { forgotPassword } from '../../api/auth';
import { CaptchaField } from './captcha-field';
import { FormMessage } from '../../components/form-message';
import { TextField } from './text-field';
import { asksForCaptcha, useCaptcha } from './use-captcha';
import { useFlowCall } from './use-flow-call';

/** The typed part of the request; the captcha answer is added at submit. */
const ForgotIdentitySchema = v.pick(ForgotPasswordSchema, ['identificationNumber']);
type ForgotIdentity = v.InferInput<typeof ForgotIdentitySchema>;

/** Forgot password, step 1: the identity number (and the captcha when the server asks). */
export function ForgotIdentityStep({ onStarted }: { onStarted: (flow: FlowStart) => void }) {
  const call = useFlowCall();
  const captcha = useCaptcha();
  const [captchaError, setCaptchaError] = useState<string>();
  const [, { Form, Field }] = useForm<ForgotIdentity>({
    initialValues: { identificationNumber: '' },
    validate: valiForm(ForgotIdentitySchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const onSubmit = async ({ identificationNumber }: ForgotIdentity) => {
    setCaptchaError(undefined);
    if (captcha.required && !captcha.value.trim()) return setCaptchaError(IssueKey.CaptchaRequired);
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
    <Form shouldActive={false} onSubmit={onSubmit} data-testid="forgot-identity-form">
      <Stack gap="4">
        <FormMessage testId="forgot-error">{call.failure}</FormMessage>
        <Field name="identificationNumber">
          {(field, props) => (
            <TextField
              field={field}
              props={props}
              label={<Trans id="forgot.identificationNumber">Identity number</Trans>}
              inputMode="numeric"
              autoComplete="username"
              maxLength={11}
              testId="forgot-identity"
            />
          )}
        </Field>
        <CaptchaField state={captcha} error={captchaError} />
        <Button type="submit" loading={call.pending} data-testid="forgot-identity-submit">
          <Trans id="forgot.identity.submit">Send SMS code</Trans>
        </Button>
      </Stack>
    </Form>
  );
}
