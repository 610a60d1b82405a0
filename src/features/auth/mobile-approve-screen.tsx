import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ActionCode } from '../../contract/action-codes';
import { selectMessage } from '../../contract/envelope';
import { MessageCode } from '../../contract/message-codes';
import { approveMessage } from '../../api/auth';
import { errorText } from '../../lib/api-error';
import { useAuthState } from '../../lib/auth-store';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useAppContext } from '../../lib/router-context';
import { formatMmSs, useCountdown } from '../../lib/use-countdown';
import { AuthCard } from './auth-card';
import { FormMessage } from '../../components/form-message';
import { useApprovalPolling } from './use-approval-polling';

const DEFAULT_APPROVE_SECONDS = 120;
/** How long the success state shows before the next page. */
export const APPROVED_PAUSE_MS = 1500;
type Status = 'pending' | 'approved' | 'expired';

/** /mobile-approve: waits for the push approval on the phone (action code 106). */
export function MobileApproveScreen() {
  const { i18n } = useLingui();
  const { auth } = useAppContext();
  const { authorizationId = '', mobileApproveTimeout } = useAuthState(auth);
  const navigate = useNavigate();
  const { remaining } = useCountdown(mobileApproveTimeout ?? DEFAULT_APPROVE_SECONDS);
  const [status, setStatus] = useState<Status>('pending');
  const [next, setNext] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const shown: Status = status === 'pending' && remaining === 0 ? 'expired' : status;
  const timeLeft = formatMmSs(remaining);

  useApprovalPolling(shown === 'pending', async () => {
    try {
      const envelope = await approveMessage(authorizationId);
      if (envelope.result && envelope.actionCode === ActionCode.WaitingPush) return false;
      if (!envelope.result) {
        const expired = envelope.messages.some((m) => m.code === MessageCode.PushExpired);
        setFailure(expired ? undefined : (selectMessage(envelope.messages) ?? i18n._(GENERIC_ERROR)));
        setStatus('expired');
        return true;
      }
      setNext(auth.applyLoginStep('step', envelope) ?? '/');
      setStatus('approved');
      return true;
    } catch (error) {
      setFailure(errorText(error) ?? i18n._(GENERIC_ERROR));
      return false;
    }
  });

  useEffect(() => {
    if (!next) return undefined;
    const timer = setTimeout(() => void navigate({ href: next, replace: true }), APPROVED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  return (
    <AuthCard title={<Trans id="mobileApprove.title">Approve on your phone</Trans>}>
      <Stack gap="5" aria-live="polite" data-testid="mobile-approve-status" data-status={shown}>
        {shown === 'pending' ? (
          <>
            <Stack direction="row" gap="3" align="center">
              <Spinner size="sm" aria-hidden="true" />
              <Text>
                <Trans id="mobileApprove.pending">
                  We sent a sign-in request to the bank's app on your phone. Approve it there to continue.
                </Trans>
              </Text>
            </Stack>
            <Text data-testid="mobile-approve-countdown" fontVariantNumeric="tabular-nums">
              <Trans id="mobileApprove.remaining">Time left: {timeLeft}</Trans>
            </Text>
          </>
        ) : null}
        {shown === 'approved' ? (
          <FormMessage status="success">
            <Trans id="mobileApprove.approved">Approved. Signing you in…</Trans>
          </FormMessage>
        ) : null}
        {shown === 'expired' ? (
          <FormMessage status="warning" testId="mobile-approve-expired">
            {failure ?? (
              <Trans id="mobileApprove.expired">
                The request was not approved in time. Sign in again to get a new one.
              </Trans>
            )}
          </FormMessage>
        ) : null}
        {shown !== 'expired' && failure ? <FormMessage testId="mobile-approve-error">{failure}</FormMessage> : null}
        {shown === 'expired' ? (
          <Button asChild>
            <Link to="/login" data-testid="mobile-approve-login">
              <Trans id="mobileApprove.backToLogin">Back to sign in</Trans>
            </Link>
          </Button>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
