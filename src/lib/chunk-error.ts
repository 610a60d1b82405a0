import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';
import { setLoginNotice } from './login-notice';

/** Spec section 8: the fallback text after a chunk that failed to load. */
export const CHUNK_ERROR = msg({ id: 'chunk.error', message: 'An error occurred. Please sign in again.' });

/** A lazily loaded page whose chunk failed to load on every try (lib/lazy-retry.ts). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A dynamic import that failed (a new deployment removed the old chunk, or the network dropped it). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
      error.message,
    ));

let recovering = false;
let clearAll: () => Promise<void> = async () => undefined;

/** main.tsx hands over the one storage clear. */
export const onChunkError = (clear: () => Promise<void>): void => {
  clearAll = clear;
};

/** Spec section 4: storage is cleared and the person sent to the login page with the message. */
export const recoverFromChunkError = async (go: (href: string) => void = (href) => location.replace(href)) => {
  if (recovering) return;
  recovering = true;
  await clearAll();
  setLoginNotice({ code: 'chunk.error', text: i18n._(CHUNK_ERROR), tone: 'warning' });
  go(`${import.meta.env.BASE_URL}${__APP_MODE__ === 'callcenter' ? 'verify' : 'login'}`);
};
