import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStorage, renderWithProviders } from '../../../tests/setup/render';
import { createAuthStore } from '../../lib/auth-store';
import { LastLoginInfo } from './last-login-info';

const signedIn = (failedAttemptsSinceLastSuccess: number) => {
  const auth = createAuthStore(memoryStorage());
  auth.applyLoginStep('initialLogin', {
    result: true,
    actionCode: 100,
    messages: [],
    data: { lastSuccessLoginTime: '2026-03-05T09:07:00.000Z', failedAttemptsSinceLastSuccess },
  });
  return auth;
};

describe('LastLoginInfo', () => {
  it('shows the last sign-in in tr-TR and the failed attempts as a warning', async () => {
    await renderWithProviders(<LastLoginInfo />, { auth: signedIn(2), language: 'tur', path: '/dashboard' });
    const info = screen.getByTestId('last-login-info');
    expect(info.textContent).toContain('Mart 2026');
    expect(info.textContent).toContain('2 başarısız giriş denemesi');
    expect(info.getAttribute('data-failed-attempts')).toBe('2');
    expect(info.getAttribute('data-tone')).toBe('warning');
  });

  it('reads as a plain notice in en-GB when nothing failed', async () => {
    await renderWithProviders(<LastLoginInfo />, { auth: signedIn(0), path: '/dashboard' });
    const info = screen.getByTestId('last-login-info');
    expect(info.textContent).toContain('March 2026');
    expect(info.textContent).toContain('No failed sign-in attempts since then.');
    expect(info.getAttribute('data-tone')).toBe('info');
  });
});
