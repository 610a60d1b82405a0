import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { persistQueries, restoreQueries, sessionEnd, type PersistedCache, type PersistStorage } from './query-persist';

const memory = (): PersistStorage & { value?: PersistedCache } => {
  const storage: PersistStorage & { value?: PersistedCache } = {
    get: async () => storage.value,
    set: async (value) => void (storage.value = value),
    remove: async () => void delete storage.value,
  };
  return storage;
};

describe('the persisted query cache', () => {
  it('writes only the allow-listed queries', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const storage = memory();
    const stop = persistQueries(client, storage, () => 10_000, 10);
    client.setQueryData(['accounts', 'list', { includeClosed: false }], { accounts: [] });
    client.setQueryData(['customer'], { name: 'x' });
    await vi.advanceTimersByTimeAsync(20);
    stop();
    vi.useRealTimers();
    expect(storage.value?.expiresAt).toBe(10_000);
    expect(storage.value?.state.queries.map((q) => q.queryKey[0])).toEqual(['accounts']);
  });

  it('restores before the absolute limit and discards after it', async () => {
    const source = new QueryClient();
    source.setQueryData(['accounts', 'list'], { accounts: [1] });
    const storage = memory();
    const { dehydrate } = await import('@tanstack/react-query');
    storage.value = { expiresAt: 5000, state: dehydrate(source) };
    const fresh = new QueryClient();
    expect(await restoreQueries(fresh, storage, 5000, 1000)).toBe(true);
    expect(fresh.getQueryData(['accounts', 'list'])).toEqual({ accounts: [1] });
    expect(await restoreQueries(new QueryClient(), storage, 5000, 6000)).toBe(false);
    expect(storage.value).toBeUndefined();
  });

  it('discards without a session', async () => {
    const storage = memory();
    storage.value = { expiresAt: 5000, state: { queries: [], mutations: [] } };
    expect(await restoreQueries(new QueryClient(), storage, undefined, 1000)).toBe(false);
    expect(storage.value).toBeUndefined();
  });

  it('sessionEnd is sessionStartedAt plus the maximum length', () => {
    expect(sessionEnd({ sessionStartedAt: '2026-01-01T00:00:00.000Z', sessionMaxTimeoutInSeconds: 1860 })).toBe(
      Date.parse('2026-01-01T00:31:00.000Z'),
    );
    expect(sessionEnd({})).toBeUndefined();
  });
});
