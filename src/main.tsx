import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './providers';
import { createAppRouter } from './router';
import { createAuthStore } from './lib/auth-store';
import { activateLanguage } from './lib/i18n';
import { appChannel } from './lib/language';
import { onLogout } from './lib/logout-event';
import { createQueryClient } from './lib/query-client';
import { endSession, SIGNED_OUT_PATH } from './lib/session-end';
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
  const auth = createAuthStore(__APP_MODE__ === 'callcenter' ? undefined : sessionStorage);
  const router = createAppRouter(queryClient, auth);

  onLogout(() => {
    void endSession(auth, queryClient).then(() => router.navigate({ href: SIGNED_OUT_PATH, replace: true }));
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
};

void start();
