import { Suspense } from 'react';
import { NotFoundPage } from '../../components/not-found-page';
import { hasSession, useAuthState } from '../../lib/auth-store';
import { lazyWithRetry } from '../../lib/lazy-retry';
import { useAppContext } from '../../lib/router-context';

// The root route renders this page, so a static import would put the whole shell (menu, drawers,
// idle warning) in the first bundle; the frame loads only when a signed-in customer needs it.
const DashboardLayoutScreen = lazyWithRetry(
  () => import('./dashboard-layout-screen').then((m) => m.DashboardLayoutScreen),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the chunk's name in the error, not text
  'dashboard frame',
);

/** The root's not-found page: a signed-in customer keeps the dashboard frame (menu, header). */
export function NotFoundScreen() {
  const { auth } = useAppContext();
  const state = useAuthState(auth);
  if (!hasSession(state)) return <NotFoundPage />;
  return (
    <Suspense fallback={null}>
      <DashboardLayoutScreen>
        <NotFoundPage framed />
      </DashboardLayoutScreen>
    </Suspense>
  );
}
