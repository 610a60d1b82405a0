import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

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
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onCancel()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} data-testid="confirm-cancel">
                <Trans id="common.cancel">Cancel</Trans>
              </Button>
              <Button onClick={onConfirm} loading={loading} data-testid="confirm-ok">
                <Trans id="common.ok">OK</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
