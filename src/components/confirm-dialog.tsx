import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
}

/** The confirm popup: "İptal" and "Tamam" by default (spec section 9). */
export function ConfirmDialog({ open, title, body, onConfirm, onCancel, loading }: ConfirmDialogProps) {
  const footer = (
    <>
      <Button variant="outline" onClick={onCancel} data-testid="confirm-cancel">
        <Trans id="common.cancel">Cancel</Trans>
      </Button>
      <Button onClick={onConfirm} loading={loading} data-testid="confirm-ok">
        <Trans id="common.ok">OK</Trans>
      </Button>
    </>
  );
  return (
    <AppDialog
      open={open}
      title={title}
      footer={footer}
      onDismiss={onCancel}
      role="alertdialog"
      testId="confirm-dialog"
    >
      {body}
    </AppDialog>
  );
}
