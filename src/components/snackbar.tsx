import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';

/** Durations of spec section 9. */
export const SNACKBAR_DURATION = { default: 3000, component: 10000, info: 3000, error: 4000 } as const;

/** The one toaster of the app: bottom right. */
export const snackbar = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3 });

type Kind = 'success' | 'info' | 'warning' | 'error';

export const showSnackbar = (text: string, kind: Kind = 'success', duration: number = SNACKBAR_DURATION.default) =>
  snackbar.create({ description: text, type: kind, duration, closable: true });

export const showInfoToast = (text: string) => showSnackbar(text, 'info', SNACKBAR_DURATION.info);

const generalError = msg({
  id: 'snackbar.generalError',
  message: 'Something went wrong... The operation could not be completed.',
});
const offlineError = msg({ id: 'snackbar.offline', message: 'No internet connection. Please check your connection.' });

/** The general error snackbar (spec section 8): 4 s, the offline text when the device is offline. */
export const showErrorSnackbar = (online: boolean = typeof navigator === 'undefined' || navigator.onLine) =>
  showSnackbar(i18n._(online ? generalError : offlineError), 'error', SNACKBAR_DURATION.error);

/** Mounted once in the app shell. */
export function Snackbar() {
  return (
    <Portal>
      <Toaster toaster={snackbar} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`snackbar-${toast.type ?? 'info'}`}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
