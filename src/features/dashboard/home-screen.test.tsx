import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryStorage, renderWithProviders } from '../../../tests/setup/render';
import { createAuthStore } from '../../lib/auth-store';
import { HomeScreen } from './home-screen';

const signedIn = () => {
  const auth = createAuthStore(memoryStorage());
  auth.applyLoginStep('initialLogin', {
    result: true,
    actionCode: 100,
    messages: [],
    data: { customerName: 'Ayşe Yılmaz', sessionMaxTimeoutInSeconds: 1860, sessionStartedAt: new Date().toISOString() },
  });
  return auth;
};

describe('HomeScreen', () => {
  it('is a page frame: the greeting is the page title, the widgets its content', async () => {
    // Every widget's call fails: the frame and the greeting do not depend on them.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 'error', data: null, messages: [], actionCode: 0 }, 500)),
    );
    await renderWithProviders(<HomeScreen />, { auth: signedIn(), path: '/dashboard' });
    const frame = screen.getByTestId('home-screen');
    const title = within(frame).getByRole('heading', { level: 1 });
    expect(title.getAttribute('data-testid')).toBe('page-title');
    expect(within(title).getByTestId('greeting').textContent).toBe('Welcome, Ayşe Yılmaz');
    expect(within(frame).getByTestId('last-login-info')).toBeTruthy();
    expect((await within(frame).findByTestId('home-accounts-link')).getAttribute('href')).toBe(
      '/dashboard/my-accounts',
    );
    expect(screen.queryByTestId('page-back')).toBeNull();
  });
});
