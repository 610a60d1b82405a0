import 'virtual:chakra-global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { logout } from './api/auth';
import { fetchCacheVersion, fetchLocalization, sendLogs } from './api/client-data';
import { App } from './providers';
import { createAppRouter } from './router';
import { createAuthStore } from './lib/auth-store';
import { watchPageClose } from './lib/close-tab';
import { checkCacheVersion } from './lib/cache-version';
import { onChunkError } from './lib/chunk-error';
import { clearAllStorage } from './lib/client-storage';
import { createLogBatcher, watchGlobalErrors } from './lib/client-log';
import { activateLanguage, applyServerStrings, setServerStringsLoader } from './lib/i18n';
import { appChannel, onLanguageChanged } from './lib/language';
import { createLogoutHandler } from './lib/logout-handler';
import { onLogout } from './lib/logout-event';
import { createQueryClient } from './lib/query-client';
import { idbPersistStorage, persistQueries, restoreQueries, sessionEnd } from './lib/query-persist';
import { endSession, SIGNED_OUT_PATH } from './lib/session-end';
import { onSessionReset } from './lib/session-reset';
import { readSettings, subscribeSettings } from './lib/settings';
import { listenToWorker, postToWorker } from './lib/sw-bridge';
import { registerWorker } from './lib/sw-register';
import { appSystem, applySettings } from './lib/theme';
import { clearVisitHistory } from './lib/visit-history';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Yields to the browser: what follows runs in a task of its own. */
const nextTask = () => sleep(0);
/** The router's default pendingMs: longer than this, the page renders and shows it is loading. */
const FIRST_LOAD_WAIT_MS = 1000;

/** Composition root of both builds; `__APP_MODE__` says which one this is. */
const start = async () => {
  const settings = readSettings();
  applySettings(settings);
  subscribeSettings((next) => applySettings(next));
  registerWorker();
  listenToWorker();
  // Queued until the worker controls the page; api/http.ts holds every /api call until then too.
  void postToWorker({ type: 'configure', language: settings.language, channel: appChannel() });
  await activateLanguage(settings.language);
  setServerStringsLoader(fetchLocalization);
  void applyServerStrings(settings.language);
  // A chunk that fails to load reaches the error page, which clears storage with this. No
  // vite:preloadError listener: it would swallow the failure before lazy-retry's second try.
  onChunkError(clearAllStorage);
  const logs = createLogBatcher({ send: sendLogs });
  watchGlobalErrors(logs);

  const queryClient = createQueryClient();
  const customer = __APP_MODE__ !== 'callcenter';
  const auth = createAuthStore(customer ? sessionStorage : undefined);
  const router = createAppRouter(queryClient, auth);
  // The path only: a query string may carry a token (CallCenter entry).
  router.subscribe('onResolved', (event) => logs.add('info', { kind: 'navigation', path: event.toLocation.pathname }));
  const persisted = idbPersistStorage();
  const expiresAt = () => (customer ? sessionEnd(auth.getState()) : undefined);
  if (customer) {
    await restoreQueries(queryClient, persisted, expiresAt());
    persistQueries(queryClient, persisted, expiresAt);
  }
  onSessionReset(() => void persisted.remove().catch(() => undefined));
  onSessionReset(() => queryClient.clear());
  // Server-formatted answers (net worth texts, transaction names) follow the new language: the pages on
  // screen fetch theirs again; answers no page shows are dropped, so a page opened later never shows
  // the old language's texts while it refetches.
  onLanguageChanged(() => {
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  });
  // Spec section 4: a changed ClientCacheVersion clears this device's storage (settings kept).
  void checkCacheVersion(() => fetchCacheVersion(auth.getState().isAuthenticated), clearAllStorage).then(
    (cleared) => cleared && location.reload(),
  );
  onSessionReset(() => auth.reset());
  onSessionReset(() => clearVisitHistory());

  // The one global logout: a 401 (the server already ended the session), idle or maximum
  // length, Back into the login page. The session-ended message waits on the login page.
  const handleLogout = createLogoutHandler({
    auth,
    tellServer: logout,
    endSession,
    goSignedOut: () => router.navigate({ href: SIGNED_OUT_PATH, replace: true }),
    customer,
  });
  onLogout((reason) => void handleLogout(reason));
  if (customer) watchPageClose(auth);

  // The Chakra system gets a task of its own, and the first render (a transition, in slices)
  // another: a phone's main thread is never held for the whole start at once.
  await nextTask();
  appSystem();
  await nextTask();
  // The first route is matched and loaded before React renders (up to the router's own pending
  // delay): rendered while loading, the router's state changed under the render and React redid the
  // whole page in one blocking task to keep it consistent.
  await Promise.race([router.load().catch(() => undefined), sleep(FIRST_LOAD_WAIT_MS)]);
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // A transition: React renders the first page in slices and yields between them, so a slow phone
  // is not blocked by one long task (issue 12).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
};

void start();
