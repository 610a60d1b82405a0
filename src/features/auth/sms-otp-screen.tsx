import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { OTP_LENGTH } from '../../contract/auth';
import { selectMessage } from '../../contract/envelope';
import { useResendOtp, useSessionInitiate } from '../../api/auth';
import { OtpEntry } from '../../components/otp-entry';
import { errorText } from '../../lib/api-error';
import { useAuthState } from '../../lib/auth-store';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useAppContext } from '../../lib/router-context';
import { useCountdown } from '../../lib/use-countdown';
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
        <OtpEntry
          instructions={<Trans id="otp.instructions">Enter the 6-digit code sent to {phoneNumber}.</Trans>}
          code={code}
          onCodeChange={setCode}
          remaining={remaining}
          warning={warning}
          verifying={verify.isPending}
          resending={resend.isPending}
          onResend={() => void onResend()}
          testIdPrefix="otp"
          warningTestId="otp-error"
        />
      </form>
    </AuthCard>
  );
}
