import { describe, expect, it, vi } from 'vitest';
import { Channel } from '../src/contract/headers';
import { handleApi, type ProxyDeps } from './api-proxy';
import { CLOSE_GRACE_MS, handlePageClosing } from './page-closing';
import { createClientTransport } from './crypto-session';
import { testBank } from './test-transport';
import { createTokenStore, memoryKeyValue } from './tokens';

const setup = async (windows: number[]) => {
  const tokens = createTokenStore(memoryKeyValue());
  await tokens.setTransactionToken('tok-1');
  const fetch = vi.fn(async (_request: Request) => new Response('{"result":true,"actionCode":105,"messages":[]}'));
  const deps: ProxyDeps = {
    tokens,
    config: () => ({ language: 'tur', channel: Channel.Internet }),
    device: async () => ({ os: 'Linux', brand: 'Unknown', model: 'Unknown' }),
    fetch,
    broadcast: async () => undefined,
    transport: createClientTransport(tokens, (await testBank()).mapping),
  };
  const counts = [...windows];
  const run = () =>
    handlePageClosing({
      windowCount: async () => counts.shift() ?? 0,
      hasSession: async () => Boolean(await tokens.transactionToken()),
      logout: () =>
        handleApi(new Request('https://bank.example/api/auth/logout', { method: 'POST', body: '{}' }), deps),
      clearTokens: () => tokens.clear(),
    });
  return { tokens, fetch, run };
};

describe('page closing', () => {
  it('waits about 3 s, then logs out with the token and clears the tokens when no window is left', async () => {
    vi.useFakeTimers();
    const { tokens, fetch, run } = await setup([0]);
    const done = run();
    await vi.advanceTimersByTimeAsync(CLOSE_GRACE_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    const sent = fetch.mock.calls[0]![0];
    expect(new URL(sent.url).pathname).toBe('/api/auth/logout');
    expect(sent.headers.get('X-Transaction-Token')).toBe('tok-1');
    expect(await tokens.transactionToken()).toBeUndefined();
  });

  it('keeps the session when a window came back (a reload)', async () => {
    vi.useFakeTimers();
    const { tokens, fetch, run } = await setup([1]);
    const done = run();
    await vi.advanceTimersByTimeAsync(CLOSE_GRACE_MS);
    expect(await done).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(await tokens.transactionToken()).toBe('tok-1');
  });

  it('clears the tokens even when the logout call fails', async () => {
    vi.useFakeTimers();
    const { tokens, fetch, run } = await setup([0]);
    fetch.mockRejectedValueOnce(new TypeError('offline'));
    const done = run();
    await vi.advanceTimersByTimeAsync(CLOSE_GRACE_MS);
    expect(await done).toBe(true);
    expect(await tokens.transactionToken()).toBeUndefined();
  });

  it('does nothing without a session', async () => {
    vi.useFakeTimers();
    const { tokens, fetch, run } = await setup([0]);
    await tokens.clear();
    const done = run();
    await vi.advanceTimersByTimeAsync(CLOSE_GRACE_MS);
    expect(await done).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
