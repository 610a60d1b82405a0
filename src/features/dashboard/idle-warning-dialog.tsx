import { Button, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { AppDialog } from '../../components/app-dialog';
import { formatMmSs } from '../../lib/use-countdown';

export interface IdleWarningDialogProps {
  /** Seconds left; undefined hides the dialog. */
  remaining: number | undefined;
  onStay: () => void;
  onLogout: () => void;
  refreshing: boolean;
}

/** The session-idle warning with its mm:ss countdown (spec section 4). Escape counts as cancel. */
export function IdleWarningDialog({ remaining, onStay, onLogout, refreshing }: IdleWarningDialogProps) {
  const timeLeft = formatMmSs(remaining ?? 0);
  const footer = (
    <>
      <Button variant="outline" onClick={onLogout} data-testid="idle-logout">
        <Trans id="idle.logout">Log out</Trans>
      </Button>
      <Button onClick={onStay} loading={refreshing} data-testid="idle-stay">
        <Trans id="idle.stay">Stay signed in</Trans>
      </Button>
    </>
  );
  return (
    <AppDialog
      open={remaining !== undefined}
      title={<Trans id="idle.title">Are you still there?</Trans>}
      footer={footer}
      onDismiss={onLogout}
      role="alertdialog"
      testId="idle-warning"
    >
      <Text>
        <Trans id="idle.body">For your security, your session will end soon unless you continue.</Trans>
      </Text>
      <Text
        fontSize="2xl"
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        data-testid="idle-countdown"
        marginTop="3"
      >
        {timeLeft}
      </Text>
    </AppDialog>
  );
}
