import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayoutScreen } from '../../features/dashboard/dashboard-layout-screen';
import { requireSession } from '../../lib/route-guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context, preload }) => requireSession(context.auth, preload),
  component: DashboardLayoutScreen,
});
