import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { ChunkLoadError } from './chunk-error';

/** Dashboard pages load lazily with one retry after 1 second (spec section 2). */
export const LAZY_RETRY_DELAY_MS = 1000;

interface LazyComponent {
  preload?: () => Promise<void> | void;
}
interface RouteLike {
  id: string;
  options: { component?: unknown };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps the `preload` of a component made by the router's lazyRouteComponent (what
 * autoCodeSplitting emits). That preload swallows a failed import and clears itself
 * once it succeeds; so while it is still ours after an attempt, the import failed: wait,
 * try once more. A second failure rejects with a ChunkLoadError, which the router shows
 * in the route's errorComponent (the error page, which runs the chunk-error recovery).
 * The router's own render-time reload of a missing module is never reached.
 * Calls while an attempt is under way share it, so a hover preload and the click that
 * follows make one pair of requests.
 */
export const retryLazyComponent = (component: LazyComponent, delayMs = LAZY_RETRY_DELAY_MS, label = 'page'): void => {
  const original = component.preload;
  if (!original) return;
  let attempt: Promise<void> | undefined;
  const failed = () => component.preload === retrying;
  const run = async () => {
    await original();
    if (!failed()) return;
    await sleep(delayMs);
    await original();
    if (failed()) throw new ChunkLoadError(`The ${label} chunk failed to load after a retry`);
  };
  const retrying = (): Promise<void> =>
    (attempt ??= run().finally(() => {
      attempt = undefined;
    }));
  component.preload = retrying;
};

/** Applies the retry to the lazy component of every route under `prefix`. */
export const retryLazyRoutes = (routes: Iterable<RouteLike>, prefix: string, delayMs = LAZY_RETRY_DELAY_MS): void => {
  for (const route of routes) {
    const component = route.options.component as LazyComponent | undefined;
    if (route.id.startsWith(prefix) && component && typeof component.preload === 'function') {
      retryLazyComponent(component, delayMs, route.id);
    }
  }
};

/**
 * React.lazy for a component outside the route tree (the not-found page's dashboard frame), with the
 * same one retry after 1 s; a second failure throws a ChunkLoadError to the route's error page.
 */
export const lazyWithRetry = <P extends object>(
  importer: () => Promise<ComponentType<P>>,
  label: string,
  delayMs = LAZY_RETRY_DELAY_MS,
): LazyExoticComponent<ComponentType<P>> =>
  lazy(async () => {
    try {
      return { default: await importer() };
    } catch {
      await sleep(delayMs);
      try {
        return { default: await importer() };
      } catch {
        throw new ChunkLoadError(`The ${label} chunk failed to load after a retry`);
      }
    }
  });
