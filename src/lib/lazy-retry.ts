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
 * once it succeeds; so while it is still ours after a first attempt, the import
 * failed: wait, try once more. A second failure stays recorded in the component, which
 * throws it on render, and the route's errorComponent shows the error page.
 */
export const retryLazyComponent = (component: LazyComponent, delayMs = LAZY_RETRY_DELAY_MS): void => {
  const original = component.preload;
  if (!original) return;
  const retrying = async () => {
    await original();
    if (component.preload !== retrying) return;
    await sleep(delayMs);
    await original();
  };
  component.preload = retrying;
};

/** Applies the retry to the lazy component of every route under `prefix`. */
export const retryLazyRoutes = (routes: Iterable<RouteLike>, prefix: string, delayMs = LAZY_RETRY_DELAY_MS): void => {
  for (const route of routes) {
    const component = route.options.component as LazyComponent | undefined;
    if (route.id.startsWith(prefix) && component && typeof component.preload === 'function') {
      retryLazyComponent(component, delayMs);
    }
  }
};
