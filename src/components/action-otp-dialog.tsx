import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ACTION_FLOW_TEXT } from '../lib/action-flow-messages';
import { useCountdown } from '../lib/use-countdown';
import type { OtpDialogState, OtpVerifyResult } from '../lib/use-action-flow';
import { AppDialog } from './app-dialog';
import { OtpEntry } from './otp-entry';

/** Spec section 9: 120 s unless the server gives the timeout. */
const DEFAULT_OTP_SECONDS = 120;

export interface ActionOtpDialogProps {
  state: OtpDialogState;
  onVerify: (code: string) => Promise<OtpVerifyResult>;
  onResend: () => Promise<void>;
  onClose: () => void;
}

/** The SMS (201) or e-mail (203) code dialog of the page action flow, on the shared OTP widget. */
export function ActionOtpDialog({ state, onVerify, onResend, onClose }: ActionOtpDialogProps) {
  const { i18n } = useLingui();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const { remaining, restart } = useCountdown(state.timeout ?? DEFAULT_OTP_SECONDS);
  const title = i18n._(state.channel === 'sms' ? ACTION_FLOW_TEXT.smsTitle : ACTION_FLOW_TEXT.emailTitle);
  const instructions =
    state.channel === 'sms' ? (
      <Trans id="actionFlow.smsInstructions">Enter the code we sent to your phone by SMS.</Trans>
    ) : (
      <Trans id="actionFlow.emailInstructions">Enter the code we sent to your e-mail address.</Trans>
    );

  const footer = (
    <Button variant="ghost" onClick={onClose} data-testid="action-otp-cancel">
      <Trans id="common.cancel">Cancel</Trans>
    </Button>
  );
  return (
    <AppDialog open title={title} footer={footer} onDismiss={onClose} testId={`action-otp-${state.channel}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is a portal, but React bubbles its submit to the page's own form when the
          // dialog is rendered inside one (the security image panel): that form would start again,
          // without the code, under the same key, racing this verify.
          event.stopPropagation();
          setVerifying(true);
          void onVerify(code).finally(() => setVerifying(false));
        }}
      >
        <OtpEntry
          instructions={instructions}
          code={code}
          onCodeChange={setCode}
          remaining={remaining}
          warning={state.message}
          verifying={verifying}
          resending={resending}
          onResend={() => {
            setResending(true);
            setCode('');
            void onResend().finally(() => {
              setResending(false);
              restart(state.timeout ?? DEFAULT_OTP_SECONDS);
            });
          }}
          testIdPrefix="action-otp"
          warningTestId="action-otp-warning"
        />
      </form>
    </AppDialog>
  );
}
