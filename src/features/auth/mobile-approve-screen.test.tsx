import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryStorage, renderWithProviders } from '../../../tests/setup/render';
import { createAuthStore } from '../../lib/auth-store';
import { MobileApproveScreen } from './mobile-approve-screen';

const waiting = (mobileApproveTimeout = 90) => {
  const auth = createAuthStore(memoryStorage());
  auth.applyLoginStep('initialLogin', {
    result: true,
    actionCode: 106,
    messages: [],
    data: { authorizationId: 'auth-1', mobileApproveTimeout },
  });
  return auth;
};
const pending = () => jsonResponse({ result: true, actionCode: 106, messages: [] });
const approved = () =>
  jsonResponse({ result: true, actionCode: 100, messages: [], data: { customerName: 'Ali Veli' } });
const status = () => screen.getByTestId('mobile-approve-status').getAttribute('data-status');
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('MobileApproveScreen', () => {
  it('asks /auth/approveMessage every 5 s, shows success once approved, then goes to the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn().mockResolvedValueOnce(pending()).mockResolvedValueOnce(approved());
    vi.stubGlobal('fetch', fetch);
    const { router, auth } = await renderWithProviders(<MobileApproveScreen />, {
      auth: waiting(),
      path: '/mobile-approve',
    });
    expect(status()).toBe('pending');
    expect(screen.getByTestId('mobile-approve-countdown').textContent).toContain('01:30');
    await advance(4900);
    expect(fetch).not.toHaveBeenCalled();
    await advance(100);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/approveMessage');
    expect(JSON.parse(init.body as string)).toEqual({ authorizationId: 'auth-1' });
    expect(status()).toBe('pending');
    await advance(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(status()).toBe('approved');
    expect(auth.getState()).toMatchObject({
      isAuthenticated: true,
      twoFactorEligible: false,
      customerName: 'Ali Veli',
    });
    expect(auth.getState().authorizationId).toBeUndefined();
    await advance(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the expired state when the server says push.expired, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn().mockResolvedValue(
      jsonResponse({
        result: false,
        actionCode: 105,
        messages: [{ code: 'push.expired', text: 'Süre doldu', type: 'Error' }],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<MobileApproveScreen />, { auth: waiting(), path: '/mobile-approve' });
    await advance(5000);
    expect(status()).toBe('expired');
    expect(screen.getByTestId('mobile-approve-expired').textContent).toContain('not approved in time');
    await advance(15_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('expires when the countdown of mobileApproveTimeout reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn(async () => pending());
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<MobileApproveScreen />, { auth: waiting(12), path: '/mobile-approve' });
    await advance(12_000);
    expect(status()).toBe('expired');
    const calls = fetch.mock.calls.length;
    await advance(10_000);
    expect(fetch.mock.calls.length).toBe(calls);
    expect(screen.getByTestId('mobile-approve-login').getAttribute('href')).toBe('/login');
  });
});
