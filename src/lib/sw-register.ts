import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker. registerType is 'prompt': a new version waits until
 * the person agrees (the update prompt is a later issue), never a reload mid-payment.
 */
export const registerWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
};
