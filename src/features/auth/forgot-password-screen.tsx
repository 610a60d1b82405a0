import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FlowStart } from '../../contract/auth-flows';
import { MessageCode } from '../../contract/message-codes';
import { setLoginNotice } from '../../lib/login-notice';
import { AuthCard } from './auth-card';
import { ForgotIdentityStep } from './forgot-identity-step';
import { ForgotKeyStep } from './forgot-key-step';
import { ForgotOtpStep } from './forgot-otp-step';
import { ForgotPasswordStep } from './forgot-password-step';

type Step = 'identity' | 'otp' | 'key' | 'password';
const STEPS: readonly Step[] = ['identity', 'otp', 'key', 'password'];

/** /forgot-password: identity (+captcha) → SMS code → security key → new password → /login with the server's message. */
export function ForgotPasswordScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('identity');
  const [flow, setFlow] = useState<FlowStart>();
  const number = STEPS.indexOf(step) + 1;
  const total = STEPS.length;

  const onChanged = (messages: readonly { code: string; text: string }[]) => {
    const message = messages.find((m) => m.code === MessageCode.PasswordChanged) ?? messages[0];
    const text =
      message?.text ?? t({ id: 'forgot.changed', message: 'Your password has been changed. Sign in with it.' });
    setLoginNotice({ code: MessageCode.PasswordChanged, text, tone: 'success' });
    void navigate({ to: '/login', replace: true });
  };

  return (
    <AuthCard title={<Trans id="forgot.title">Forgot password</Trans>}>
      <Stack gap="4" data-testid="forgot-step" data-step={step}>
        <Text color="fg.muted" aria-live="polite">
          <Trans id="forgot.progress">
            Step {number} of {total}
          </Trans>
        </Text>
        {step === 'identity' ? (
          <ForgotIdentityStep
            onStarted={(started) => {
              setFlow(started);
              setStep('otp');
            }}
          />
        ) : null}
        {step === 'otp' && flow ? (
          <ForgotOtpStep flow={flow} onResent={setFlow} onConfirmed={() => setStep('key')} />
        ) : null}
        {step === 'key' && flow ? (
          <ForgotKeyStep flowReferenceKey={flow.flowReferenceKey} onVerified={() => setStep('password')} />
        ) : null}
        {step === 'password' && flow ? (
          <ForgotPasswordStep flowReferenceKey={flow.flowReferenceKey} onChanged={onChanged} />
        ) : null}
        <ChakraLink asChild alignSelf="center">
          <Link to="/login" data-testid="forgot-back-to-login">
            <Trans id="forgot.backToLogin">Back to sign in</Trans>
          </Link>
        </ChakraLink>
      </Stack>
    </AuthCard>
  );
}
