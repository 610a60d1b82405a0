import { NotFoundPage } from '../../components/not-found-page';
import { hasSession, useAuthState } from '../../lib/auth-store';
import { useAppContext } from '../../lib/router-context';
import { DashboardLayoutScreen } from './dashboard-layout-screen';

/** The root's not-found page: a signed-in customer keeps the dashboard frame (menu, header). */
export function NotFoundScreen() {
  const { auth } = useAppContext();
  const state = useAuthState(auth);
  if (!hasSession(state)) return <NotFoundPage />;
  return (
    <DashboardLayoutScreen>
      <NotFoundPage framed />
    </DashboardLayoutScreen>
  );
}
