import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../components/app-shell';
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: () => <NotFoundPage />,
  errorComponent: ErrorPage,
});
