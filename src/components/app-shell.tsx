import { Outlet } from '@tanstack/react-router';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

/** Every page: the offline banner and the update prompt above the route. */
export function AppShell() {
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <Outlet />
    </>
  );
}
