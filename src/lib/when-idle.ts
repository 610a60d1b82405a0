/**
 * Runs `run` when the browser is idle (at the latest after `timeoutMs`), or after a short delay where
 * requestIdleCallback is missing; returns the cancel. For work that must not lengthen the first paint.
 */
export const whenIdle = (run: () => void, timeoutMs = 2000): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 50);
  return () => clearTimeout(handle);
};
