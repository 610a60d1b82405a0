import type { PageToWorker } from '../contract/sw-messages';
import type { AuthStore } from './auth-store';

/**
 * Close-tab sign-out (customer mode): on `pagehide` the page tells the worker it may be
 * closing. The worker waits a few seconds and logs out only if no window of its scope
 * is left, so a reload (which brings a window back) keeps the session.
 */
export const watchPageClose = (auth: AuthStore, target: Window = window): (() => void) => {
  const onPageHide = () => {
    if (!auth.getState().isAuthenticated) return;
    // Synchronous on purpose: the page may be gone before a promise settles.
    navigator.serviceWorker?.controller?.postMessage({ type: 'page-closing' } satisfies PageToWorker);
  };
  target.addEventListener('pagehide', onPageHide);
  return () => target.removeEventListener('pagehide', onPageHide);
};
