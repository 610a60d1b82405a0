import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryStorage, renderWithProviders } from '../../../tests/setup/render';
import { createAuthStore } from '../../lib/auth-store';
import { SmsOtpScreen } from './sms-otp-screen';

const otpSession = (otpTimeout = 120) => {
  const auth = createAuthStore(memoryStorage());
  auth.applyLoginStep('initialLogin', {
    result: true,
    actionCode: 101,
    messages: [],
    data: { otpReferenceKey: 'ref-1', otpTimeout, phoneNumber: '+90 532 *** ** 46' },
  });
  return auth;
};

const digits = () => [1, 2, 3, 4, 5, 6].map((n) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement);
const paste = (text: string) => fireEvent.paste(digits()[0]!, { clipboardData: { getData: () => text } });
const submit = () => screen.getByTestId('otp-submit') as HTMLButtonElement;
const resend = () => screen.getByTestId('otp-resend') as HTMLButtonElement;

describe('SmsOtpScreen', () => {
  it('keeps Verify disabled until six digits are in', async () => {
    await renderWithProviders(<SmsOtpScreen />, { auth: otpSession(), path: '/sms-otp' });
    expect(submit().disabled).toBe(true);
    paste('12345');
    expect(submit().disabled).toBe(true);
    fireEvent.change(digits()[5]!, { target: { value: '6' } });
    expect(submit().disabled).toBe(false);
  });

  it('counts down from the server timeout, then warns and enables Resend; Resend clears and restarts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn(async () =>
      jsonResponse({ result: true, actionCode: 101, messages: [], data: { otpReferenceKey: 'ref-2', otpTimeout: 90 } }),
    );
    vi.stubGlobal('fetch', fetch);
    const { auth } = await renderWithProviders(<SmsOtpScreen />, { auth: otpSession(120), path: '/sms-otp' });
    expect(screen.getByTestId('otp-countdown').textContent).toContain('02:00');
    expect(resend().disabled).toBe(true);
    paste('123');

    await act(async () => void vi.advanceTimersByTime(61_000));
    expect(screen.getByTestId('otp-countdown').textContent).toContain('00:59');
    expect(screen.queryByTestId('otp-expired')).toBeNull();

    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('otp-countdown').textContent).toContain('00:00');
    expect(screen.getByText('The SMS code was not entered in time. Press Resend for a new code.')).toBeTruthy();
    expect(resend().disabled).toBe(false);

    fireEvent.click(resend());
    await waitFor(() => expect(screen.getByTestId('otp-countdown').textContent).toContain('01:30'));
    expect(digits().every((input) => input.value === '')).toBe(true);
    expect(screen.queryByTestId('otp-expired')).toBeNull();
    expect(auth.getState().otpReferenceKey).toBe('ref-2');
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      otpReferenceKey: 'ref-1',
    });
  });

  it('shows the first message of a wrong code in a warning box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          result: false,
          actionCode: 101,
          messages: [{ code: 'otp.invalid', text: 'SMS şifresi hatalı.', type: 'Error' }],
        }),
      ),
    );
    const { router } = await renderWithProviders(<SmsOtpScreen />, { auth: otpSession(), path: '/sms-otp' });
    paste('000000');
    fireEvent.click(submit());
    expect(await screen.findByText('SMS şifresi hatalı.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sms-otp');
  });

  it('goes to the dashboard when the code is right', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({ result: true, actionCode: 100, messages: [], data: { customerName: 'Ayşe Yılmaz' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const { router, auth } = await renderWithProviders(<SmsOtpScreen />, { auth: otpSession(), path: '/sms-otp' });
    paste('123456');
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      otpCode: '123456',
      otpReferenceKey: 'ref-1',
    });
    expect(auth.getState()).toMatchObject({
      isAuthenticated: true,
      twoFactorEligible: false,
      customerName: 'Ayşe Yılmaz',
    });
  });

  it('counts down from 120 s when the server gives no timeout', async () => {
    const auth = createAuthStore(memoryStorage());
    auth.applyLoginStep('initialLogin', {
      result: true,
      actionCode: 101,
      messages: [],
      data: { otpReferenceKey: 'r' },
    });
    await renderWithProviders(<SmsOtpScreen />, { auth, path: '/sms-otp' });
    expect(screen.getByTestId('otp-countdown').textContent).toContain('02:00');
  });

  it('goes to the workgroup choice on 119 and keeps the workgroups', async () => {
    const workgroups = [{ id: 'w1', name: 'Finans' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ result: true, actionCode: 119, messages: [], data: { workgroups } })),
    );
    const { router, auth } = await renderWithProviders(<SmsOtpScreen />, { auth: otpSession(), path: '/sms-otp' });
    paste('123456');
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-representative-workgroup'));
    expect(auth.getState()).toMatchObject({ isAuthenticated: true, twoFactorEligible: true, workgroups });
  });

  it('goes to set password on 102 (first login)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ result: true, actionCode: 102, messages: [] })),
    );
    const { router } = await renderWithProviders(<SmsOtpScreen />, { auth: otpSession(), path: '/sms-otp' });
    paste('123456');
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/set-password'));
  });
});
