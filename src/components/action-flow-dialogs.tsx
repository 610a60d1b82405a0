import { useLingui } from '@lingui/react';
import { ACTION_FLOW_TEXT } from '../lib/action-flow-messages';
import type { ActionFlowDialogsState } from '../lib/use-action-flow';
import { ActionOtpDialog } from './action-otp-dialog';
import { ActionPushDialog } from './action-push-dialog';
import { MessageDialog } from './message-dialog';
import { showSnackbar, SNACKBAR_DURATION } from './snackbar';

/**
 * The dialogs of a page's action flow: the SMS/e-mail code dialog and the error popup titled with
 * the general error title; for 202 the push waiting dialog. A verified code closes the dialog with a 3000 ms success snackbar.
 */
export function ActionFlowDialogs({ state }: { state: ActionFlowDialogsState }) {
  const { i18n } = useLingui();
  const verify = async (code: string) => {
    const result = await state.verifyOtp(code);
    if (result.closed && result.snackbar) showSnackbar(result.snackbar, 'success', SNACKBAR_DURATION.default);
    return result;
  };
  return (
    <>
      {state.otp?.channel === 'push' ? (
        <ActionPushDialog
          key={state.otp.referenceKey}
          target={state.otp.target}
          onPoll={state.pollPush}
          onClose={state.closeOtp}
        />
      ) : state.otp ? (
        <ActionOtpDialog
          key={state.otp.referenceKey}
          state={state.otp}
          onVerify={verify}
          onResend={state.resendOtp}
          onClose={state.closeOtp}
        />
      ) : null}
      <MessageDialog
        open={state.error !== undefined}
        title={i18n._(ACTION_FLOW_TEXT.errorTitle)}
        body={state.error}
        onClose={state.closeError}
      />
    </>
  );
}
