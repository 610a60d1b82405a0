import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginFormSchema, type LoginForm } from '../../contract/auth';
import { selectMessage } from '../../contract/envelope';
import { IssueKey } from '../../contract/message-codes';
import { useInitialLogin } from '../../api/auth';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useAppContext } from '../../lib/router-context';
import { AuthCard } from './auth-card';
import { CaptchaField } from './captcha-field';
import { FormMessage } from '../../components/form-message';
import { LoginNoticeAlert } from './login-notice-alert';
import { TextField } from './text-field';
import { asksForCaptcha, useCaptcha } from './use-captcha';

/** /login (also /consent and /transfer): identity number and password; the server's action code decides the next step. */
export function LoginScreen() {
  const { i18n } = useLingui();
  const { auth } = useAppContext();
  const navigate = useNavigate();
  const login = useInitialLogin();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<string>();
  const [captchaError, setCaptchaError] = useState<string>();
  const [, { Form, Field }] = useForm<LoginForm>({
    initialValues: { identificationNumber: '', password: '' },
    validate: valiForm(LoginFormSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const onSubmit = async (values: LoginForm) => {
    setFailure(undefined);
    setCaptchaError(undefined);
    if (captcha.required && !captcha.value.trim()) return setCaptchaError(IssueKey.CaptchaRequired);
    try {
      const envelope = await login.mutateAsync({
        identificationNumber: values.identificationNumber.trim(),
        password: values.password,
        ...captcha.answer,
      });
      const next = auth.applyLoginStep('initialLogin', envelope);
      // Pushed, not replaced: Back from the dashboard then lands on /login, whose guard ends the session.
      if (envelope.result && next && next !== '/login') return void (await navigate({ href: next }));
      setFailure(selectMessage(envelope.messages) ?? i18n._(GENERIC_ERROR));
      // A captcha is good for one attempt: a new image whenever the server still asks.
      if (asksForCaptcha(envelope.messages, envelope.data) || captcha.required) await captcha.refresh();
    } catch (error) {
      setFailure(errorText(error) ?? i18n._(GENERIC_ERROR));
    }
  };

  return (
    <AuthCard title={<Trans id="login.title">Sign in</Trans>}>
      {/* shouldActive={false}: a submit right after mount still validates every field (see forgot-key-step). */}
      <Form shouldActive={false} onSubmit={onSubmit} data-testid="login-form">
        <Stack gap="4">
          <LoginNoticeAlert />
          <FormMessage testId="login-error">{failure}</FormMessage>
          <Field name="identificationNumber">
            {(field, props) => (
              <TextField
                field={field}
                props={props}
                label={<Trans id="login.identificationNumber">Identity number</Trans>}
                inputMode="numeric"
                autoComplete="username"
                maxLength={11}
              />
            )}
          </Field>
          <Field name="password">
            {(field, props) => (
              <TextField
                field={field}
                props={props}
                label={<Trans id="login.password">Password</Trans>}
                type="password"
                autoComplete="current-password"
              />
            )}
          </Field>
          <CaptchaField state={captcha} error={captchaError} />
          <Button type="submit" loading={login.isPending} data-testid="login-submit" width="full">
            <Trans id="login.submit">Continue</Trans>
          </Button>
          <ChakraLink asChild alignSelf="center">
            <Link to="/forgot-password" data-testid="forgot-password-link">
              <Trans id="login.forgotPassword">Forgot your password?</Trans>
            </Link>
          </ChakraLink>
        </Stack>
      </Form>
    </AuthCard>
  );
}
