import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkCacheVersion, storedCacheVersion } from './cache-version';
import { clearLocalData } from './storage-clear';
import { SETTINGS_KEY } from './settings';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the cache version', () => {
  it('stores the first version without clearing', async () => {
    const clear = vi.fn(async () => undefined);
    expect(await checkCacheVersion(async () => '1', clear)).toBe(false);
    expect(clear).not.toHaveBeenCalled();
    expect(storedCacheVersion()).toBe('1');
  });

  it('clears on a change and stores the new version; a failure is ignored', async () => {
    const clear = vi.fn(async () => undefined);
    await checkCacheVersion(async () => '1', clear);
    expect(await checkCacheVersion(async () => '1', clear)).toBe(false);
    expect(await checkCacheVersion(async () => '2', clear)).toBe(true);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(storedCacheVersion()).toBe('2');
    expect(await checkCacheVersion(() => Promise.reject(new Error('offline')), clear)).toBe(false);
  });

  it('the clear keeps app-settings (and the precache) and removes everything else', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language: 'eng', fontSize: 18, cacheVersion: '1' }));
    localStorage.setItem('other', 'x');
    sessionStorage.setItem('emanet-auth', '{}');
    const deleted: string[] = [];
    const caches = {
      keys: async () => ['workbox-precache-v2-https://bank.test/', 'runtime'],
      delete: async (name: string) => (deleted.push(name), true),
    } as unknown as CacheStorage;
    const clearWorker = vi.fn(async () => undefined);
    const clearPersistedQueries = vi.fn(async () => undefined);
    await clearLocalData({ clearWorker, clearPersistedQueries, caches, local: localStorage, session: sessionStorage });
    expect(localStorage.getItem('other')).toBeNull();
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({ language: 'eng', fontSize: 18 });
    expect(sessionStorage.length).toBe(0);
    expect(deleted).toEqual(['runtime']);
    expect(clearWorker).toHaveBeenCalled();
    expect(clearPersistedQueries).toHaveBeenCalled();
  });
});
