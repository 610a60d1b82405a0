import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryStorage, renderWithProviders } from '../../../tests/setup/render';
import { createAuthStore } from '../../lib/auth-store';
import { SetPasswordScreen } from './set-password-screen';

const input = (testId: string) => screen.getByTestId(testId).querySelector('input')!;

const rules = [
  { code: 'length', pattern: '^.{8,}$', description: 'At least 8 characters' },
  { code: 'digit', pattern: '\\d', description: 'At least one digit' },
  { code: 'upper', pattern: '\\p{Lu}', description: 'At least one capital letter' },
];
const firstLogin = () => {
  const auth = createAuthStore(memoryStorage());
  auth.applyLoginStep('sessionInitiate', { result: true, actionCode: 102, messages: [] });
  return auth;
};
const mockServer = () => {
  const fetch = vi.fn(async (url: string) =>
    url === '/api/Auth/passwordRegex'
      ? jsonResponse({ result: true, actionCode: 0, messages: [], data: { rules } })
      : jsonResponse({ result: true, actionCode: 108, messages: [] }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const met = () =>
  Object.fromEntries(
    screen
      .getAllByTestId('password-rule')
      .map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-met')]),
  );
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

describe('SetPasswordScreen', () => {
  it("shows each of the server's rules live as met or not", async () => {
    mockServer();
    await renderWithProviders(<SetPasswordScreen />, { auth: firstLogin(), path: '/set-password' });
    await screen.findByText('At least 8 characters');
    expect(met()).toEqual({ length: 'false', digit: 'false', upper: 'false' });
    type('new-password', 'abc1');
    expect(met()).toEqual({ length: 'false', digit: 'true', upper: 'false' });
    type('new-password', 'Abcdefg1');
    expect(met()).toEqual({ length: 'true', digit: 'true', upper: 'true' });
    expect(screen.getByTestId('password-rules').getAttribute('aria-live')).toBe('polite');
  });

  it('toggles the password visibility', async () => {
    mockServer();
    await renderWithProviders(<SetPasswordScreen />, { auth: firstLogin(), path: '/set-password' });
    const field = input('new-password');
    expect(field.type).toBe('password');
    fireEvent.click(screen.getByTestId('password-visibility'));
    expect(field.type).toBe('text');
    expect(input('new-password-repeat').type).toBe('text');
  });

  it('refuses a mismatched repeat or an unmet rule without calling the server', async () => {
    const fetch = mockServer();
    await renderWithProviders(<SetPasswordScreen />, { auth: firstLogin(), path: '/set-password' });
    await screen.findByText('At least 8 characters');
    type('new-password', 'Abcdefg1');
    type('new-password-repeat', 'Abcdefg2');
    fireEvent.submit(screen.getByTestId('set-password-form'));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    type('new-password', 'abcdefgh');
    type('new-password-repeat', 'abcdefgh');
    fireEvent.submit(screen.getByTestId('set-password-form'));
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the pair and goes to the security images (108)', async () => {
    const fetch = mockServer();
    const { router } = await renderWithProviders(<SetPasswordScreen />, { auth: firstLogin(), path: '/set-password' });
    await screen.findByText('At least 8 characters');
    type('new-password', 'Abcdefg1');
    type('new-password-repeat', 'Abcdefg1');
    fireEvent.submit(screen.getByTestId('set-password-form'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security-images'));
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Auth/SetPassword');
    expect(JSON.parse(init.body as string)).toEqual({ newPassword: 'Abcdefg1', newPasswordRepeat: 'Abcdefg1' });
  });
});
