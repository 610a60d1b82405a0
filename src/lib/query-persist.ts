import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The answers a person may want offline (dashboard home with net worth and the latest
 * transactions, accounts; later cards) persisted to IndexedDB with dehydrate/hydrate. Written by hand over idb-keyval:
 * the persister packages lag behind @tanstack/react-query 5.108 and would bring a second
 * query-core. Wiped at logout; discarded at start once the session's absolute limit passed.
 */
export const PERSISTED_ROOTS: readonly string[] = ['accounts', 'loginHistory', 'netWorth', 'lastTransactions'];
export const PERSIST_DB = 'emanet-query-cache';

export interface PersistedCache {
  /** The session's absolute end (ms since epoch); nothing is restored after it. */
  expiresAt: number;
  state: ReturnType<typeof dehydrate>;
}

export interface PersistStorage {
  get(): Promise<PersistedCache | undefined>;
  set(value: PersistedCache): Promise<void>;
  remove(): Promise<void>;
}

export const idbPersistStorage = (): PersistStorage => {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore(PERSIST_DB, 'queries'));
  return {
    get: () => get<PersistedCache>('cache', db()),
    set: (value) => set('cache', value, db()),
    remove: () => del('cache', db()),
  };
};

/** The allow-list: successful queries under one of the persisted roots. */
export const shouldDehydrateQuery = (query: Query): boolean =>
  query.state.status === 'success' && PERSISTED_ROOTS.includes(String(query.queryKey[0]));

/** The absolute limit of a session: sessionStartedAt + sessionMaxTimeoutInSeconds, or undefined without one. */
export const sessionEnd = (auth: { sessionStartedAt?: string; sessionMaxTimeoutInSeconds?: number }) => {
  const started = auth.sessionStartedAt ? Date.parse(auth.sessionStartedAt) : NaN;
  if (!Number.isFinite(started) || !auth.sessionMaxTimeoutInSeconds) return undefined;
  return started + auth.sessionMaxTimeoutInSeconds * 1000;
};

/** Restores the persisted answers unless the session is gone or past its limit (then they are deleted). */
export const restoreQueries = async (
  client: QueryClient,
  storage: PersistStorage,
  expiresAt: number | undefined,
  now = Date.now(),
): Promise<boolean> => {
  try {
    const saved = await storage.get();
    if (!saved) return false;
    if (expiresAt === undefined || saved.expiresAt <= now || expiresAt <= now) {
      await storage.remove();
      return false;
    }
    hydrate(client, saved.state);
    return true;
  } catch {
    return false;
  }
};

/** Writes the allow-listed answers on every cache change (coalesced); returns the unsubscribe. */
export const persistQueries = (
  client: QueryClient,
  storage: PersistStorage,
  expiresAt: () => number | undefined,
  delayMs = 500,
): (() => void) => {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    pending = undefined;
    const end = expiresAt();
    if (end === undefined) return;
    const state = dehydrate(client, { shouldDehydrateQuery });
    const work = state.queries.length ? storage.set({ expiresAt: end, state }) : storage.remove();
    void work.catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    pending ??= setTimeout(write, delayMs);
  });
  return () => {
    unsubscribe();
    if (pending) clearTimeout(pending);
  };
};
