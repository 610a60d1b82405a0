import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../components/app-shell';
import { ErrorPage } from '../components/error-page';
import { NotFoundScreen } from '../features/dashboard/not-found-screen';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorPage,
});
