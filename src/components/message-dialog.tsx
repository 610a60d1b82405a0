import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface MessageDialogProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  onClose: () => void;
}

/** A dialog with one "OK" button, e.g. the "Hata" dialog of the CallCenter entry. */
export function MessageDialog({ open, title, body, onClose }: MessageDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="message-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>
                <Trans id="common.ok">OK</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
