import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { AuthStore } from './auth-store';

/** What every route and screen receives through the router: no module singletons. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthStore;
}

/** The router context from inside a screen. */
export const useAppContext = (): RouterContext => useRouter().options.context as RouterContext;
