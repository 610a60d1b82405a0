import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';

export interface MessageDialogProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  onClose: () => void;
}

/** A dialog with one "OK" button, e.g. the "Hata" dialog of the CallCenter entry. */
export function MessageDialog({ open, title, body, onClose }: MessageDialogProps) {
  const footer = (
    <Button onClick={onClose}>
      <Trans id="common.ok">OK</Trans>
    </Button>
  );
  return (
    <AppDialog open={open} title={title} footer={footer} onDismiss={onClose} role="alertdialog" testId="message-dialog">
      {body}
    </AppDialog>
  );
}
