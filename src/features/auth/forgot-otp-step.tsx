import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ActionCode } from '../../contract/action-codes';
import { OTP_LENGTH } from '../../contract/auth';
import type { FlowStart } from '../../contract/auth-flows';
import { confirmFlow, resendFlowOtp } from '../../api/auth';
import { OtpInput } from '../../components/otp-input';
import { formatMmSs, useCountdown } from '../../lib/use-countdown';
import { FormMessage } from './form-message';
import { useFlowCall } from './use-flow-call';

export interface ForgotOtpStepProps {
  flow: FlowStart;
  onResent: (flow: FlowStart) => void;
  onConfirmed: () => void;
}

/** Forgot password, step 2: the SMS code, with the countdown and resend of the OTP widget. */
export function ForgotOtpStep({ flow, onResent, onConfirmed }: ForgotOtpStepProps) {
  const call = useFlowCall();
  const [code, setCode] = useState('');
  const { remaining, restart } = useCountdown(flow.otpTimeout);
  const expired = remaining === 0;
  const timeLeft = formatMmSs(remaining);
  const phoneNumber = flow.phoneNumber;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH || expired) return;
    const body = { flowReferenceKey: flow.flowReferenceKey, otpReferenceKey: flow.otpReferenceKey, otpCode: code };
    if (await call.run(() => confirmFlow(body), ActionCode.SetSecurityKey)) onConfirmed();
  };

  const onResend = async () => {
    const envelope = await call.run(() => resendFlowOtp(flow.flowReferenceKey), ActionCode.Otp);
    if (!envelope?.data) return;
    onResent(envelope.data);
    setCode('');
    restart(envelope.data.otpTimeout);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} data-testid="forgot-otp-form">
      <Stack gap="4">
        <Text>
          <Trans id="forgot.otp.instructions">Enter the 6-digit code sent to {phoneNumber}.</Trans>
        </Text>
        <FormMessage status="warning" testId="forgot-error">
          {call.failure}
        </FormMessage>
        <OtpInput value={code} onChange={setCode} disabled={call.pending} />
        <Text aria-live="polite" data-testid="forgot-otp-countdown" fontVariantNumeric="tabular-nums">
          <Trans id="otp.remaining">Time left: {timeLeft}</Trans>
        </Text>
        {expired ? (
          <FormMessage status="warning" testId="forgot-otp-expired">
            <Trans id="otp.expired">The SMS code was not entered in time. Press Resend for a new code.</Trans>
          </FormMessage>
        ) : null}
        <HStack gap="3">
          <Button variant="outline" onClick={() => void onResend()} disabled={!expired} data-testid="forgot-otp-resend">
            <Trans id="otp.resend">Resend</Trans>
          </Button>
          <Button
            type="submit"
            flex="1"
            disabled={code.length !== OTP_LENGTH || expired}
            loading={call.pending}
            data-testid="forgot-otp-submit"
          >
            <Trans id="otp.submit">Verify</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
