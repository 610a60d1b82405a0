import { SETTINGS_KEY } from './settings';

/**
 * Clears what this origin stores (cache version change, a chunk that fails to load):
 * the worker's stores (a message; tokens too), the persisted query cache, Cache Storage
 * but the precache, sessionStorage, and localStorage but the settings. Best effort.
 */
export interface ClearDeps {
  clearWorker: () => Promise<unknown>;
  clearPersistedQueries: () => Promise<unknown>;
  caches?: CacheStorage;
  local?: Storage;
  session?: Storage;
}

const quietly = async (work: () => Promise<unknown> | unknown) => {
  try {
    await work();
  } catch {
    // one store failing must not keep the others
  }
};

export const clearLocalData = async ({ clearWorker, clearPersistedQueries, caches, local, session }: ClearDeps) => {
  await Promise.all([
    quietly(clearWorker),
    quietly(clearPersistedQueries),
    quietly(async () => {
      if (!caches) return;
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name)));
    }),
  ]);
  await quietly(() => session?.clear());
  await quietly(() => {
    if (!local) return;
    const keys = Array.from({ length: local.length }, (_, i) => local.key(i)).filter((key) => key !== null);
    for (const key of keys) if (key !== SETTINGS_KEY) local.removeItem(key);
  });
};
