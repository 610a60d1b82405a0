import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '~route-tree';
import type { AuthStore } from './lib/auth-store';
import { retryLazyRoutes } from './lib/lazy-retry';

/** BASE_URL is '/' for BranchWeb and '/callcenter/' for CallCenter. */
const basepath = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export const createAppRouter = (queryClient: QueryClient, auth: AuthStore) => {
  const router = createRouter({
    routeTree,
    basepath,
    context: { queryClient, auth },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  // Dashboard pages: one more try after 1 s when their chunk fails to load (spec section 2).
  retryLazyRoutes(Object.values(router.routesById), '/dashboard');
  return router;
};

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
