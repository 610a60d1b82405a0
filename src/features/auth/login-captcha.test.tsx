import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { setLoginNotice, SESSION_ENDED_NOTICE } from '../../lib/login-notice';
import { LoginScreen } from './login-screen';

const input = (testId: string) => screen.getByTestId(testId).querySelector('input')!;

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const refused = (code: string, text: string, data?: object) =>
  jsonResponse({ result: false, actionCode: 105, messages: [{ code, text, type: 'Error' }], data });
const captcha = (n: number) =>
  jsonResponse({
    result: true,
    actionCode: 0,
    messages: [],
    data: { captchaReference: `cap-${n}`, image: `data:image/svg+xml,${n}` },
  });
const bodyOf = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  JSON.parse((fetch.mock.calls[call] as [string, RequestInit])[1].body as string) as Record<string, unknown>;

const signIn = () => {
  type('identificationNumber', '10000000146');
  type('password', 'wrong');
  fireEvent.submit(screen.getByTestId('login-form'));
};

describe('LoginScreen captcha and lock', () => {
  it('shows no captcha until the server asks, then an image, an input and a refresh button', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(refused('captcha.required', 'Resimdeki karakterleri girin.', { captchaRequired: true }))
      .mockResolvedValueOnce(captcha(1))
      .mockResolvedValueOnce(refused('auth.invalidCredentials', 'Hatalı giriş', { captchaRequired: true }))
      .mockResolvedValueOnce(captcha(2))
      .mockResolvedValueOnce(captcha(3));
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<LoginScreen />, { path: '/login' });
    expect(screen.queryByTestId('captcha-image')).toBeNull();
    signIn();
    const image = await screen.findByTestId('captcha-image');
    expect(image.getAttribute('src')).toBe('data:image/svg+xml,1');
    expect(image.getAttribute('alt')).toBe('Security code image');
    expect(fetch.mock.calls[1]![0]).toBe('/api/Captcha/generate');
    expect(screen.getByTestId('login-error').textContent).toContain('Resimdeki karakterleri girin.');

    // Empty answer: refused on the page.
    fireEvent.submit(screen.getByTestId('login-form'));
    expect(await screen.findByText('Enter the characters in the image.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);

    fireEvent.change(input('captcha-input'), { target: { value: 'x7k2' } });
    fireEvent.submit(screen.getByTestId('login-form'));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/svg+xml,2'));
    expect(bodyOf(fetch, 2)).toMatchObject({ capthchaValue: 'x7k2', captchaReference: 'cap-1' });
    expect(input('captcha-input').value).toBe('');

    fireEvent.click(screen.getByTestId('captcha-refresh'));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/svg+xml,3'));
  });

  it.each([
    ['eng', 'Security code image', 'New security code image', "Can't read the image?"],
    ['tur', 'Güvenlik kodu resmi', 'Yeni güvenlik kodu resmi', 'Resmi okuyamıyor musunuz?'],
  ] as const)(
    'names the image and its refresh button in %s, never the answer',
    async (language, alt, refresh, hint) => {
      vi.stubGlobal(
        'fetch',
        vi
          .fn()
          .mockResolvedValueOnce(refused('captcha.required', 'Captcha', { captchaRequired: true }))
          .mockResolvedValueOnce(captcha(1)),
      );
      await renderWithProviders(<LoginScreen />, { path: '/login', language });
      signIn();
      expect((await screen.findByRole('img', { name: alt })).getAttribute('src')).toBe('data:image/svg+xml,1');
      const button = screen.getByRole('button', { name: refresh });
      expect(button.tagName).toBe('BUTTON');
      expect(button.tabIndex).toBe(0);
      expect(input('captcha-input').getAttribute('aria-describedby')).toBeTruthy();
      const described = document.getElementById(
        input('captcha-input').getAttribute('aria-describedby')!.split(' ')[0]!,
      );
      expect(described?.textContent).toContain(hint);
    },
  );

  it("shows the server's lock message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        refused('auth.locked', 'Hesabınız 15 dakika kilitlendi.', { lockedUntil: '2026-01-01T10:15:00Z' }),
      ),
    );
    await renderWithProviders(<LoginScreen />, { path: '/login' });
    signIn();
    expect((await screen.findByTestId('login-error')).textContent).toContain('Hesabınız 15 dakika kilitlendi.');
  });

  it('shows the rate-limit message of a 429', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            result: false,
            actionCode: 0,
            messages: [{ code: 'request.rateLimited', text: 'Çok fazla deneme', type: 'Error' }],
          },
          429,
        ),
      ),
    );
    await renderWithProviders(<LoginScreen />, { path: '/login' });
    signIn();
    expect((await screen.findByTestId('login-error')).textContent).toContain('Çok fazla deneme');
  });

  it('shows the session-ended message once, in Turkish', async () => {
    setLoginNotice(SESSION_ENDED_NOTICE);
    await renderWithProviders(<LoginScreen />, { path: '/login', language: 'tur' });
    expect(screen.getByTestId('login-message').textContent).toContain(
      'Oturumunuz sona erdi. Güvenliğiniz için lütfen tekrar giriş yapın.',
    );
    expect(sessionStorage.getItem('emanet-login-notice')).toBeNull();
  });
});
