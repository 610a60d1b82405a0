import { registerSW } from 'virtual:pwa-register';
import { markUpdateReady } from './app-update';

/**
 * Registers the service worker once the page has loaded (not `immediate`): its script and
 * workbox-window do not compete with the first paint's. The /api calls made before then wait
 * for it (api/http.ts). registerType is 'prompt': a new version waits until the person agrees
 * (UpdatePrompt), never a silent reload in the middle of a payment.
 */
export const registerWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh: () => markUpdateReady(() => updateSW(true)),
  });
};
