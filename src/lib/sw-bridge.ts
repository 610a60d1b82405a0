import type { PageToWorker, WorkerToPage } from '../contract/sw-messages';
import { raiseLogout } from './logout-event';

/**
 * The page's side of the page <-> service worker channel. Registration lives in
 * sw-register.ts (main.tsx only), so this module stays importable in unit tests.
 */
const container = (): ServiceWorkerContainer | undefined =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;

/**
 * Resolves once a service worker controls the page, so every /api call passes through it.
 * Where service workers do not exist (an insecure origin, a unit test) it resolves at once:
 * such calls then reach the server without the contract headers and are refused there.
 */
/**
 * Our worker lives at BASE_URL (`/sw.js`, `/callcenter/sw.js`; `/dev-sw.js` in dev). A
 * CallCenter page first opened under the BranchWeb worker's scope (/) waits for its own.
 */
const isOurs = (worker: ServiceWorker | null): worker is ServiceWorker => {
  if (!worker) return false;
  const path = new URL(worker.scriptURL).pathname;
  return path.slice(0, path.lastIndexOf('/') + 1) === import.meta.env.BASE_URL;
};

const ourController = (): ServiceWorker | undefined => {
  const controller = container()?.controller ?? null;
  return isOurs(controller) ? controller : undefined;
};

export const whenControlled = (): Promise<void> => {
  const sw = container();
  if (!sw || ourController()) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!ourController()) return;
      sw.removeEventListener('controllerchange', onChange);
      resolve();
    };
    sw.addEventListener('controllerchange', onChange);
    // After a hard reload the active worker does not control the page until asked:
    // any message makes it call clients.claim().
    void sw.ready.then((registration) =>
      registration.active?.postMessage({ type: 'session-status' } satisfies PageToWorker),
    );
  });
};

export const postToWorker = async (message: PageToWorker): Promise<void> => {
  await whenControlled();
  ourController()?.postMessage(message);
};

/** Sends a message and waits for the worker's answer on a private channel. */
export const askWorker = async (message: PageToWorker): Promise<WorkerToPage | undefined> => {
  await whenControlled();
  const controller = ourController();
  if (!controller) return undefined;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<WorkerToPage>) => resolve(event.data);
    controller.postMessage(message, [channel.port2]);
  });
};

/** Broadcasts from the worker: a 401 it saw ends the session here too. */
export const listenToWorker = (): (() => void) => {
  const sw = container();
  if (!sw) return () => undefined;
  const onMessage = (event: MessageEvent<WorkerToPage>) => {
    if (event.data?.type === 'unauthorized') raiseLogout('unauthorized');
  };
  sw.addEventListener('message', onMessage);
  return () => sw.removeEventListener('message', onMessage);
};
