import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '~route-tree';
import type { AuthStore } from './lib/auth-store';

/** BASE_URL is '/' for BranchWeb and '/callcenter/' for CallCenter. */
const basepath = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export const createAppRouter = (queryClient: QueryClient, auth: AuthStore) =>
  createRouter({
    routeTree,
    basepath,
    context: { queryClient, auth },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
