import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { VerifyEmailScreen } from './verify-email-screen';

const result = () => screen.getByTestId('verify-email-result');

describe('VerifyEmailScreen', () => {
  it('verifies the token once and shows the address', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({
        result: true,
        actionCode: 0,
        messages: [{ code: 'email.verified', text: 'Doğrulandı', type: 'Warning' }],
        data: { email: 'ayse@example.com' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<VerifyEmailScreen token="tok-1" />, { path: '/verify?token=tok-1' });
    expect(await screen.findByText('Your e-mail address ayse@example.com is verified.')).toBeTruthy();
    expect(result().getAttribute('data-status')).toBe('success');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      token: 'tok-1',
    });
    expect(screen.getByTestId('verify-email-login').getAttribute('href')).toBe('/login');
  });

  it("shows the server's error for a bad token", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          result: false,
          actionCode: 0,
          messages: [{ code: 'email.tokenInvalid', text: 'Bağlantı geçersiz', type: 'Error' }],
        }),
      ),
    );
    await renderWithProviders(<VerifyEmailScreen token="bad" />, { path: '/verify?token=bad' });
    expect(await screen.findByText('Bağlantı geçersiz')).toBeTruthy();
    expect(result().getAttribute('data-status')).toBe('error');
  });

  it('says the link is incomplete without a token, calling nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<VerifyEmailScreen token="" />, { path: '/verify' });
    expect(result().textContent).toContain('The link is incomplete');
    expect(fetch).not.toHaveBeenCalled();
  });
});
