/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { Channel } from '../src/contract/headers';
import type { PageToWorker, WorkerToPage } from '../src/contract/sw-messages';
import { handleApi, type ProxyDeps } from './api-proxy';
import { deviceInfo } from './device';
import { handleMessage } from './messages';
import { fetchOrOffline } from './offline-answer';
import { createClientTransport } from './crypto-session';
import { handlePageClosing } from './page-closing';
import { createSessionConfig } from './session-config';
import { handleStorageMessage } from './storage-messages';
import { createTokenStore } from './tokens';
import { idbAnswerStore, withUpdateTimeCache } from './update-time-cache';

declare let self: ServiceWorkerGlobalScope;

/** The security core's wiring; each concern lives in its own module. */
const tokens = createTokenStore();
const config = createSessionConfig(self.registration.scope);
const answers = idbAnswerStore();

const broadcast = async (message: WorkerToPage) => {
  const clients = await self.clients.matchAll({ type: 'window' });
  for (const client of clients) client.postMessage(message);
};

const proxyDeps: ProxyDeps = {
  tokens,
  config: config.get,
  device: () => deviceInfo(self.navigator),
  // Offline: a 503 envelope instead of a rejection, so the page shows what it has cached.
  fetch: fetchOrOffline(
    (request) => fetch(request),
    () => config.get().language,
  ),
  broadcast,
  transport: createClientTransport(tokens),
};

// The app shell: hashed assets precached; every in-app navigation answered with index.html.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The BranchWeb worker's scope (/) also covers /callcenter/: those pages belong to the other build.
const notOurs = [/^\/api(\/|$)/i, /^\/sandbox(\/|$)/i];
if (config.get().channel === Channel.Internet) notOurs.push(/^\/callcenter(\/|$)/i);
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: notOurs }));

// registerType is 'prompt': a new version waits (no skipWaiting here). The first one
// takes control of open pages at once, so their first /api call already passes through it.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) return;
  event.respondWith(withUpdateTimeCache(event.request, (request) => handleApi(request, proxyDeps), answers));
});

const onPageClosing = () =>
  handlePageClosing({
    windowCount: async () => (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).length,
    hasSession: async () => Boolean(await tokens.transactionToken()),
    logout: () =>
      handleApi(
        new Request(new URL('api/auth/logout', self.registration.scope), { method: 'POST', body: '{}' }),
        proxyDeps,
      ),
    clearTokens: () => tokens.clear(),
  });

self.addEventListener('message', (event) => {
  const message = event.data as PageToWorker;
  if (message?.type === 'page-closing') return event.waitUntil(onPageClosing());
  const reply = async () => {
    // handleMessage first: its synchronous part (e.g. storing an agent token) must precede
    // any later fetch. A page loaded with a hard reload is not controlled until claimed.
    const handled = handleStorageMessage(message, { answers, tokens }) ?? handleMessage(message, tokens, config);
    const [answer] = await Promise.all([handled, self.clients.claim()]);
    if (!answer) return;
    const port = event.ports[0];
    if (port) port.postMessage(answer);
    else event.source?.postMessage(answer);
  };
  event.waitUntil(reply());
});
