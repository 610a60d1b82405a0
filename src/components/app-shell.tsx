import { Outlet } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense } from 'react';
import { Deferred } from './deferred';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

/**
 * The snackbar's toaster (Chakra's toast machine and portal, about 17 KB compressed) is not on the
 * first paint's path: it loads once the browser is idle (Deferred). A snackbar asked for before then
 * waits in the toaster's store and shows when it mounts; a failed load leaves the page without them.
 */
const Snackbar = lazy(() =>
  import('./snackbar').then(
    ({ Snackbar: component }): { default: ComponentType } => ({ default: component }),
    (): { default: ComponentType } => ({ default: () => null }),
  ),
);

/** Every page: the offline banner and the update prompt above the route, the snackbar below it. */
export function AppShell() {
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <Outlet />
      <Deferred>
        <Suspense fallback={null}>
          <Snackbar />
        </Suspense>
      </Deferred>
    </>
  );
}
