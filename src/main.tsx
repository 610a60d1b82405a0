import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { logout } from './api/auth';
import { App } from './providers';
import { createAppRouter } from './router';
import { createAuthStore } from './lib/auth-store';
import { watchPageClose } from './lib/close-tab';
import { activateLanguage } from './lib/i18n';
import { appChannel } from './lib/language';
import { createLogoutHandler } from './lib/logout-handler';
import { onLogout } from './lib/logout-event';
import { createQueryClient } from './lib/query-client';
import { endSession, SIGNED_OUT_PATH } from './lib/session-end';
import { onSessionReset } from './lib/session-reset';
import { readSettings } from './lib/settings';
import { listenToWorker, postToWorker } from './lib/sw-bridge';
import { registerWorker } from './lib/sw-register';

/** Composition root of both builds; `__APP_MODE__` says which one this is. */
const start = async () => {
  const settings = readSettings();
  document.documentElement.style.fontSize = `${settings.fontSize}px`;
  registerWorker();
  listenToWorker();
  // Queued until the worker controls the page; api/http.ts holds every /api call until then too.
  void postToWorker({ type: 'configure', language: settings.language, channel: appChannel() });
  await activateLanguage(settings.language);

  const queryClient = createQueryClient();
  const customer = __APP_MODE__ !== 'callcenter';
  const auth = createAuthStore(customer ? sessionStorage : undefined);
  const router = createAppRouter(queryClient, auth);
  onSessionReset(() => queryClient.clear());
  onSessionReset(() => auth.reset());

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

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
};

void start();
