import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** The buttons. */
  footer: ReactNode;
  /** Closing by Escape or the backdrop. */
  onDismiss: () => void;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}

/**
 * The generic dialog every popup of the app is built on. It is modal and traps focus, so focus
 * landing outside is never the user leaving: it is a script, such as the focus trap of a dialog
 * that closed just before this one opened, returning focus on a timer. Only Escape, the backdrop
 * and the dialog's own buttons close it.
 */
export function AppDialog({ open, title, children, footer, onDismiss, role = 'dialog', testId }: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onDismiss()}
      onFocusOutside={(event) => event.preventDefault()}
      role={role}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
