import { clearLocalData } from './storage-clear';
import { askWorker } from './sw-bridge';
import { idbPersistStorage } from './query-persist';

/** The one "clear everything but the settings" of this device (cache version, chunk error). */
export const clearAllStorage = (): Promise<void> =>
  clearLocalData({
    clearWorker: () =>
      Promise.race([askWorker({ type: 'clear-storage' }), new Promise((resolve) => setTimeout(resolve, 2000))]),
    clearPersistedQueries: () => idbPersistStorage().remove(),
    caches: typeof caches === 'undefined' ? undefined : caches,
    local: localStorage,
    session: sessionStorage,
  });
