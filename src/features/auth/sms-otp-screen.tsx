import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { OTP_LENGTH } from '../../contract/auth';
import { selectMessage } from '../../contract/envelope';
import { useResendOtp, useSessionInitiate } from '../../api/auth';
import { OtpInput } from '../../components/otp-input';
import { errorText } from '../../lib/api-error';
import { useAuthState } from '../../lib/auth-store';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useAppContext } from '../../lib/router-context';
import { formatMmSs, useCountdown } from '../../lib/use-countdown';
import { AuthCard } from './auth-card';

const DEFAULT_OTP_SECONDS = 120;

/** /sms-otp: the six-digit code sent by SMS, with a countdown and resend (spec sections 4 and 8). */
export function SmsOtpScreen() {
  const { i18n } = useLingui();
  const { auth } = useAppContext();
  const { otpReferenceKey = '', otpTimeout, phoneNumber } = useAuthState(auth);
  const navigate = useNavigate();
  const verify = useSessionInitiate();
  const resend = useResendOtp();
  const [code, setCode] = useState('');
  const [warning, setWarning] = useState<string>();
  const { remaining, restart } = useCountdown(otpTimeout ?? DEFAULT_OTP_SECONDS);
  const expired = remaining === 0;
  const timeLeft = formatMmSs(remaining);

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH || expired) return;
    setWarning(undefined);
    try {
      const envelope = await verify.mutateAsync({ otpCode: code, otpReferenceKey });
      const next = auth.applyLoginStep('sessionInitiate', envelope);
      if (!envelope.result || !next) {
        setWarning(selectMessage(envelope.messages) ?? i18n._(GENERIC_ERROR));
        return;
      }
      await navigate({ href: next, replace: true });
    } catch (error) {
      setWarning(errorText(error) ?? i18n._(GENERIC_ERROR));
    }
  };

  const onResend = async () => {
    setWarning(undefined);
    try {
      const envelope = await resend.mutateAsync(otpReferenceKey);
      if (!envelope.result) {
        setWarning(selectMessage(envelope.messages) ?? i18n._(GENERIC_ERROR));
        return;
      }
      auth.updateOtp({ otpReferenceKey: envelope.data?.otpReferenceKey, otpTimeout: envelope.data?.otpTimeout });
      setCode('');
      restart(envelope.data?.otpTimeout ?? DEFAULT_OTP_SECONDS);
    } catch (error) {
      setWarning(errorText(error) ?? i18n._(GENERIC_ERROR));
    }
  };

  return (
    <AuthCard title={<Trans id="otp.title">SMS verification</Trans>}>
      <form onSubmit={onVerify} data-testid="otp-form">
        <Stack gap="5">
          <Text>
            <Trans id="otp.instructions">Enter the 6-digit code sent to {phoneNumber}.</Trans>
          </Text>
          {warning ? (
            <Alert.Root status="warning" data-testid="otp-error">
              <Alert.Indicator />
              <Alert.Description>{warning}</Alert.Description>
            </Alert.Root>
          ) : null}
          <OtpInput value={code} onChange={setCode} disabled={verify.isPending} />
          <Text aria-live="polite" data-testid="otp-countdown" fontVariantNumeric="tabular-nums">
            <Trans id="otp.remaining">Time left: {timeLeft}</Trans>
          </Text>
          {expired ? (
            <Alert.Root status="warning" data-testid="otp-expired">
              <Alert.Indicator />
              <Alert.Description>
                <Trans id="otp.expired">The SMS code was not entered in time. Press Resend for a new code.</Trans>
              </Alert.Description>
            </Alert.Root>
          ) : null}
          <HStack gap="3">
            <Button
              variant="outline"
              onClick={() => void onResend()}
              disabled={!expired}
              loading={resend.isPending}
              data-testid="otp-resend"
            >
              <Trans id="otp.resend">Resend</Trans>
            </Button>
            <Button
              type="submit"
              flex="1"
              disabled={code.length !== OTP_LENGTH || expired}
              loading={verify.isPending}
              data-testid="otp-submit"
            >
              <Trans id="otp.submit">Verify</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>
    </AuthCard>
  );
}
