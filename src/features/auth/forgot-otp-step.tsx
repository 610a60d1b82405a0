import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ActionCode } from '../../contract/action-codes';
import { OTP_LENGTH } from '../../contract/auth';
import type { FlowStart } from '../../contract/auth-flows';
import { confirmFlow, resendFlowOtp } from '../../api/auth';
import { OtpEntry } from '../../components/otp-entry';
import { useCountdown } from '../../lib/use-countdown';
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
      <OtpEntry
        instructions={<Trans id="forgot.otp.instructions">Enter the 6-digit code sent to {phoneNumber}.</Trans>}
        code={code}
        onCodeChange={setCode}
        remaining={remaining}
        warning={call.failure}
        verifying={call.pending}
        onResend={() => void onResend()}
        testIdPrefix="forgot-otp"
        warningTestId="forgot-error"
      />
    </form>
  );
}
