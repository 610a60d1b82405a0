import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { AppDialog } from './app-dialog';

/** Spec section 9: mobile approval is checked every 5 seconds. */
export const PUSH_POLL_MS = 5000;

export interface ActionPushDialogProps {
  /** Where the request went (the approver target info), e.g. a masked phone. */
  target?: string;
  /** One check; true when the wait is over. */
  onPoll: () => Promise<boolean>;
  onClose: () => void;
}

/** The 202 dialog of the page action flow: approve on the phone; checked every 5 s, never two at once. */
export function ActionPushDialog({ target, onPoll, onClose }: ActionPushDialogProps) {
  const { t } = useLingui();
  const poll = useRef(onPoll);
  useEffect(() => {
    poll.current = onPoll;
  });
  useEffect(() => {
    let busy = false;
    let stopped = false;
    const timer = setInterval(() => {
      if (busy || stopped) return;
      busy = true;
      void poll.current().then(
        (done) => {
          busy = false;
          if (done) {
            stopped = true;
            clearInterval(timer);
          }
        },
        () => (busy = false),
      );
    }, PUSH_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <AppDialog
      open
      title={t({ id: 'actionFlow.pushTitle', message: 'Approve on your phone' })}
      onDismiss={onClose}
      testId="action-push"
      footer={
        <Button variant="ghost" onClick={onClose} data-testid="action-push-cancel">
          <Trans id="common.cancel">Cancel</Trans>
        </Button>
      }
    >
      <HStack gap="3" align="start">
        <Spinner size="sm" color="brand.solid" flexShrink={0} mt="1" />
        <Text aria-live="polite">
          {target ? (
            <Trans id="actionFlow.pushInstructionsTarget">
              We sent an approval request to {target}. Approve it in the mobile app; this window waits for it.
            </Trans>
          ) : (
            <Trans id="actionFlow.pushInstructions">
              We sent an approval request to your phone. Approve it in the mobile app; this window waits for it.
            </Trans>
          )}
        </Text>
      </HStack>
    </AppDialog>
  );
}
