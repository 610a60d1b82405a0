import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
  type AnyRoute,
  type ErrorRouteComponent,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Language } from '../../src/contract/headers';
import { createAuthStore, type AuthStore } from '../../src/lib/auth-store';
import type { RouterContext } from '../../src/lib/router-context';
import { messages as eng } from '../../src/locales/eng/messages.po';
import { messages as tur } from '../../src/locales/tur/messages.po';
import { AppProviders } from '../../src/providers';

/** A sessionStorage stand-in, so each test's auth store starts empty and stays its own. */
export const memoryStorage = (): Storage => {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
};

export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });

export const activateTestLanguage = (language: Language) => {
  i18n.load({ eng, tur });
  i18n.activate(language);
};

export interface RenderOptions {
  language?: Language;
  /** Where the memory router starts. */
  path?: string;
  auth?: AuthStore;
  queryClient?: QueryClient;
  /** Child routes of the root; `ui` then renders them through an <Outlet />. */
  routes?: (root: AnyRoute) => AnyRoute[];
  /** The root's error component, as src/routes/__root.tsx sets it. */
  errorComponent?: ErrorRouteComponent;
}

/**
 * The one render helper: every provider of the app (Chakra, Lingui with the real
 * compiled catalogs, TanStack Query) and a memory router whose root renders `ui`,
 * so screens can navigate and tests can read `router.state.location`.
 */
export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const {
    language = 'eng',
    path = '/',
    auth = createAuthStore(memoryStorage()),
    queryClient = createTestQueryClient(),
    routes,
    errorComponent,
  } = options;
  activateTestLanguage(language);
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => ui, errorComponent });
  const router = createRouter({
    routeTree: routes ? rootRoute.addChildren(routes(rootRoute)) : rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, auth },
  });
  await router.load();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, auth, queryClient };
}

/** A fetch answer with a JSON body. */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
