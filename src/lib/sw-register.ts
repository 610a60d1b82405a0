import { registerSW } from 'virtual:pwa-register';
import { markUpdateReady } from './app-update';

/**
 * Registers the service worker. registerType is 'prompt': a new version waits until
 * the person agrees (UpdatePrompt), never a silent reload in the middle of a payment.
 */
export const registerWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => markUpdateReady(() => updateSW(true)),
  });
};
