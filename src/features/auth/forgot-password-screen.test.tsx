import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { readLoginNotice } from '../../lib/login-notice';
import { ForgotPasswordScreen } from './forgot-password-screen';

const input = (testId: string) => screen.getByTestId(testId).querySelector('input')!;

const flow = {
  flowReferenceKey: 'flow-1',
  otpReferenceKey: 'otp-1',
  otpTimeout: 120,
  phoneNumber: '+90 532 *** ** 46',
};
const rules = [{ code: 'length', pattern: '^.{8,}$', description: 'At least 8 characters' }];
const ok = (actionCode: number, data?: unknown, messages: unknown[] = []) =>
  jsonResponse({ result: true, actionCode, messages, data });

/** A sandbox server by path; each answer is taken once, in order. */
const server = (answers: Record<string, Response[]>) => {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const next = answers[url]?.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const body = (fetch: ReturnType<typeof server>, url: string) =>
  fetch.mock.calls
    .filter(([u]) => u === url)
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
const step = () => screen.getByTestId('forgot-step').getAttribute('data-step');
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const paste = (text: string) =>
  fireEvent.paste(screen.getByTestId('otp-digit-1'), { clipboardData: { getData: () => text } });

describe('ForgotPasswordScreen', () => {
  it('walks identity → SMS code → security key → new password → /login with the message', async () => {
    const fetch = server({
      '/api/auth/forgotPassword': [ok(101, flow)],
      '/api/Auth/confirmFlow': [ok(107)],
      '/api/Auth/VerifySecurityKey': [ok(102)],
      '/api/Auth/passwordRegexFlow': [ok(0, { rules })],
      '/api/Auth/SetNewPassword': [
        ok(105, undefined, [{ code: 'password.changed', text: 'Şifreniz değiştirildi.', type: 'Warning' }]),
      ],
    });
    const { router } = await renderWithProviders(<ForgotPasswordScreen />, { path: '/forgot-password' });
    expect(step()).toBe('identity');
    type('forgot-identity', '10000000146');
    fireEvent.submit(screen.getByTestId('forgot-identity-form'));
    await waitFor(() => expect(step()).toBe('otp'));
    expect(screen.getByText(/\+90 532/)).toBeTruthy();

    paste('123456');
    fireEvent.click(screen.getByTestId('forgot-otp-submit'));
    await waitFor(() => expect(step()).toBe('key'));
    expect(body(fetch, '/api/Auth/confirmFlow')[0]).toEqual({
      flowReferenceKey: 'flow-1',
      otpReferenceKey: 'otp-1',
      otpCode: '123456',
    });

    type('forgot-key', 'anahtar12');
    fireEvent.submit(screen.getByTestId('forgot-key-form'));
    await waitFor(() => expect(step()).toBe('password'));
    await screen.findByText('At least 8 characters');

    type('new-password', 'Yeni1234');
    type('new-password-repeat', 'Yeni1234');
    fireEvent.submit(screen.getByTestId('forgot-password-form'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(body(fetch, '/api/Auth/SetNewPassword')[0]).toEqual({
      flowReferenceKey: 'flow-1',
      newPassword: 'Yeni1234',
      newPasswordRepeat: 'Yeni1234',
    });
    expect(readLoginNotice()).toMatchObject({ code: 'password.changed', text: 'Şifreniz değiştirildi.' });
  });

  it('asks for the captcha when the server does, and sends it with the next try', async () => {
    const fetch = server({
      '/api/auth/forgotPassword': [
        jsonResponse({
          result: false,
          actionCode: 105,
          messages: [{ code: 'captcha.required', text: 'Güvenlik kodunu girin', type: 'Error' }],
          data: { captchaRequired: true },
        }),
        ok(101, flow),
      ],
      '/api/Captcha/generate': [ok(0, { captchaReference: 'cap-1', image: 'data:image/svg+xml,1' })],
    });
    await renderWithProviders(<ForgotPasswordScreen />, { path: '/forgot-password' });
    type('forgot-identity', '10000000146');
    fireEvent.submit(screen.getByTestId('forgot-identity-form'));
    await screen.findByTestId('captcha-image');
    expect(screen.getByTestId('forgot-error').textContent).toContain('Güvenlik kodunu girin');
    type('captcha-input', 'ab12');
    fireEvent.submit(screen.getByTestId('forgot-identity-form'));
    await waitFor(() => expect(step()).toBe('otp'));
    expect(body(fetch, '/api/auth/forgotPassword')[1]).toEqual({
      identificationNumber: '10000000146',
      capthchaValue: 'ab12',
      captchaReference: 'cap-1',
    });
  });

  it('resends the SMS code once the countdown ends, with a fresh reference', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = server({
      '/api/auth/forgotPassword': [ok(101, { ...flow, otpTimeout: 30 })],
      '/api/Auth/resendFlowOtp': [ok(101, { ...flow, otpReferenceKey: 'otp-2', otpTimeout: 60 })],
      '/api/Auth/confirmFlow': [ok(107)],
    });
    await renderWithProviders(<ForgotPasswordScreen />, { path: '/forgot-password' });
    type('forgot-identity', '10000000146');
    fireEvent.submit(screen.getByTestId('forgot-identity-form'));
    await waitFor(() => expect(step()).toBe('otp'));
    const resend = screen.getByTestId('forgot-otp-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    paste('111');
    await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)));
    expect(screen.getByTestId('forgot-otp-expired')).toBeTruthy();
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    await waitFor(() => expect(screen.getByTestId('forgot-otp-countdown').textContent).toContain('01:00'));
    expect((screen.getByTestId('otp-digit-1') as HTMLInputElement).value).toBe('');
    paste('654321');
    fireEvent.click(screen.getByTestId('forgot-otp-submit'));
    await waitFor(() => expect(step()).toBe('key'));
    expect(body(fetch, '/api/Auth/confirmFlow')[0]).toMatchObject({ otpReferenceKey: 'otp-2' });
  });
});
