import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryStorage, renderWithProviders } from '../../../tests/setup/render';
import { createAuthStore } from '../../lib/auth-store';
import { onLogout, resetLogoutEvent } from '../../lib/logout-event';
import { onSessionReset } from '../../lib/session-reset';
import { DashboardLayoutScreen } from './dashboard-layout-screen';

const signedIn = (limits: { sessionTimeout: number; sessionTimeoutWarningTime: number }) => {
  const auth = createAuthStore(memoryStorage());
  auth.applyLoginStep('initialLogin', {
    result: true,
    actionCode: 100,
    messages: [],
    data: {
      customerName: 'Ayşe Yılmaz',
      sessionMaxTimeoutInSeconds: 1860,
      sessionStartedAt: new Date().toISOString(),
      ...limits,
    },
  });
  return auth;
};
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('DashboardLayoutScreen session handling', () => {
  let logouts: string[];
  let stop: () => void;
  beforeEach(() => {
    resetLogoutEvent();
    logouts = [];
    stop = onLogout((reason) => logouts.push(reason));
  });
  afterEach(() => stop());

  it('warns with a mm:ss countdown after idle time; "Stay signed in" refreshes and hides it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn(async () =>
      jsonResponse({
        result: true,
        actionCode: 0,
        messages: [],
        data: {
          sessionTimeout: 20,
          sessionTimeoutWarningTime: 5,
          sessionMaxTimeoutInSeconds: 1860,
          sessionStartedAt: new Date().toISOString(),
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<DashboardLayoutScreen />, {
      auth: signedIn({ sessionTimeout: 20, sessionTimeoutWarningTime: 5 }),
      path: '/dashboard',
    });
    await advance(14_000);
    expect(screen.queryByTestId('idle-warning')).toBeNull();
    await advance(1000);
    expect(screen.getByTestId('idle-countdown').textContent).toBe('00:05');
    await advance(2000);
    expect(screen.getByTestId('idle-countdown').textContent).toBe('00:03');
    fireEvent.click(screen.getByTestId('idle-stay'));
    await waitFor(() => expect(screen.queryByTestId('idle-warning')).toBeNull());
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toContain('/api/Auth/refreshSession');
    await advance(10_000);
    expect(screen.queryByTestId('idle-warning')).toBeNull();
    expect(logouts).toEqual([]);
  });

  it('logs out with the session-ended reason when the countdown ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn());
    await renderWithProviders(<DashboardLayoutScreen />, {
      auth: signedIn({ sessionTimeout: 20, sessionTimeoutWarningTime: 5 }),
      path: '/dashboard',
    });
    await advance(20_000);
    expect(logouts).toEqual(['session-ended']);
  });

  it('"Log out" in the warning logs out at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn());
    await renderWithProviders(<DashboardLayoutScreen />, {
      auth: signedIn({ sessionTimeout: 20, sessionTimeoutWarningTime: 5 }),
      path: '/dashboard',
    });
    await advance(16_000);
    fireEvent.click(screen.getByTestId('idle-logout'));
    expect(logouts).toEqual(['session-ended']);
  });

  it('logout: confirm, tell the server, run the reset callbacks, go to /login', async () => {
    const fetch = vi.fn(async () => jsonResponse({ result: true, actionCode: 105, messages: [] }));
    vi.stubGlobal('fetch', fetch);
    const reset = vi.fn();
    const unregister = onSessionReset(reset);
    const { router } = await renderWithProviders(<DashboardLayoutScreen />, {
      auth: signedIn({ sessionTimeout: 600, sessionTimeoutWarningTime: 60 }),
      path: '/dashboard',
    });
    fireEvent.click(screen.getByTestId('logout'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toContain('/api/auth/logout');
    expect(reset).toHaveBeenCalledTimes(1);
    unregister();
  });
});
