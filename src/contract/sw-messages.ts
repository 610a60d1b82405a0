import type { Channel, Language } from './headers';

/** Messages the page posts to the service worker. Tokens never travel this way to the page. */
export type PageToWorker =
  | { type: 'configure'; language: Language; channel: Channel }
  | { type: 'set-agent-token'; token: string }
  | { type: 'clear-session' }
  | { type: 'session-status' }
  /** Sent on `pagehide`: if no window of the worker's scope is left a few seconds later, the worker logs out. */
  | { type: 'page-closing' }
  /** The interface language changed: the worker drops its stored updateTimes (strings, menu, images). */
  | { type: 'language-changed' }
  /** The client cache version changed: the worker empties its IndexedDB stores, tokens included; answers 'storage-cleared'. */
  | { type: 'clear-storage' };

/** Answers and broadcasts from the service worker to the page. */
export type WorkerToPage =
  | { type: 'session-status'; hasTransactionToken: boolean; hasAgentToken: boolean }
  | { type: 'unauthorized' }
  | { type: 'storage-cleared' };
