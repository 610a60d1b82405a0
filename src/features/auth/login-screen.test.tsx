import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { LoginScreen } from './login-screen';

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('LoginScreen', () => {
  it('shows the localized identity-number message on blur', async () => {
    await renderWithProviders(<LoginScreen />, { language: 'tur', path: '/login' });
    type('identificationNumber', '12345678901');
    fireEvent.blur(field('identificationNumber'));
    expect(await screen.findByText('Geçerli bir 11 haneli kimlik numarası girin.')).toBeTruthy();
    type('identificationNumber', '10000000146');
    await waitFor(() => expect(screen.queryByText('Geçerli bir 11 haneli kimlik numarası girin.')).toBeNull());
  });

  it('posts the typed credentials and goes where the action code says', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({
        result: true,
        actionCode: 101,
        messages: [],
        data: { otpReferenceKey: 'ref-1', otpTimeout: 120, phoneNumber: '+90 532 *** ** 46' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { router, auth } = await renderWithProviders(<LoginScreen />, { path: '/login' });
    type('identificationNumber', '10000000146');
    type('password', 'Demo1234');
    fireEvent.submit(screen.getByTestId('login-form'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sms-otp'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Auth/InitialLogin');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init.body as string)).toEqual({ identificationNumber: '10000000146', password: 'Demo1234' });
    expect(auth.getState()).toMatchObject({ isAuthenticated: true, twoFactorEligible: true, otpReferenceKey: 'ref-1' });
  });

  it("shows the server's message on a business error and keeps what was typed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          result: false,
          actionCode: 105,
          messages: [{ code: 'auth.invalidCredentials', text: 'Kimlik numarası veya şifre hatalı.', type: 'Error' }],
        }),
      ),
    );
    const { router } = await renderWithProviders(<LoginScreen />, { path: '/login' });
    type('identificationNumber', '10000000146');
    type('password', 'wrong-one');
    fireEvent.submit(screen.getByTestId('login-form'));
    expect(await screen.findByText('Kimlik numarası veya şifre hatalı.')).toBeTruthy();
    expect(field('identificationNumber').value).toBe('10000000146');
    expect(field('password').value).toBe('wrong-one');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the generic text when the server gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ oops: true }, 500)),
    );
    await renderWithProviders(<LoginScreen />, { path: '/login' });
    type('identificationNumber', '10000000146');
    type('password', 'Demo1234');
    fireEvent.submit(screen.getByTestId('login-form'));
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
  });

  it('does not call the server while the form is invalid', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<LoginScreen />, { path: '/login' });
    fireEvent.submit(screen.getByTestId('login-form'));
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
