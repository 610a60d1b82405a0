import { Outlet } from '@tanstack/react-router';
import { OfflineBanner } from './offline-banner';
import { Snackbar } from './snackbar';
import { UpdatePrompt } from './update-prompt';

/** Every page: the offline banner and the update prompt above the route, the snackbar below it. */
export function AppShell() {
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <Outlet />
      <Snackbar />
    </>
  );
}
