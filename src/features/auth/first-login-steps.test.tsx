import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryStorage, renderWithProviders } from '../../../tests/setup/render';
import { createAuthStore, type StepData } from '../../lib/auth-store';
import { SecurityImagesScreen } from './security-images-screen';
import { SecurityKeyScreen } from './security-key-screen';
import { SelectWorkgroupScreen } from './select-workgroup-screen';

const input = (testId: string) => screen.getByTestId(testId).querySelector('input')!;

const session = (actionCode: number, data?: StepData) => {
  const auth = createAuthStore(memoryStorage());
  auth.applyLoginStep('initialLogin', { result: true, actionCode: 101, messages: [] });
  auth.applyLoginStep('sessionInitiate', { result: true, actionCode, messages: [], data });
  return auth;
};
const lastBody = (fetch: ReturnType<typeof vi.fn>) =>
  JSON.parse((fetch.mock.calls.at(-1) as [string, RequestInit])[1].body as string) as unknown;

describe('SelectWorkgroupScreen', () => {
  it('lists the workgroups of the 119 answer as radios and sends the chosen one', async () => {
    const fetch = vi.fn(async () => jsonResponse({ result: true, actionCode: 100, messages: [] }));
    vi.stubGlobal('fetch', fetch);
    const workgroups = [
      { id: 'w1', name: 'Finans' },
      { id: 'w2', name: 'Satın alma' },
    ];
    const { router, auth } = await renderWithProviders(<SelectWorkgroupScreen />, {
      auth: session(119, { workgroups }),
      path: '/select-representative-workgroup',
    });
    const options = screen.getAllByTestId('workgroup-option');
    expect(options.map((o) => o.getAttribute('data-workgroup-id'))).toEqual(['w1', 'w2']);
    fireEvent.submit(screen.getByTestId('workgroup-form'));
    expect(await screen.findByText('Choose a workgroup.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Satın alma' }));
    expect(options[1]!.getAttribute('data-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('workgroup-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('/api/auth/SetRepresentativeWorkgroupId');
    expect(lastBody(fetch)).toEqual({ workgroupId: 'w2' });
    expect(auth.getState()).toMatchObject({ workgroup: { id: 'w2', name: 'Satın alma' }, twoFactorEligible: false });
  });
});

describe('SecurityImagesScreen', () => {
  it("shows the server's images as radios named by their titles and sends the chosen code", async () => {
    const images = [
      { code: 'img-1', url: '/img/1.svg', title: 'Lale' },
      { code: 'img-2', url: '/img/2.svg', title: 'Kayık' },
    ];
    const fetch = vi.fn(async (url: string) =>
      url === '/api/DkAdc/GetImageUrls'
        ? jsonResponse({
            status: 'success',
            data: { isChanged: true, images, updateTime: '2026-01-01' },
            messages: [],
            actionCode: 0,
            isTransactionSigning: false,
          })
        : jsonResponse({ result: true, actionCode: 107, messages: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    const { router, auth } = await renderWithProviders(<SecurityImagesScreen />, {
      auth: session(102),
      path: '/security-images',
    });
    expect((await screen.findByAltText('Lale')).getAttribute('src')).toBe('/img/1.svg');
    expect(screen.getAllByTestId('security-image-option')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Kayık' }));
    fireEvent.click(screen.getByTestId('security-image-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security-key'));
    expect(lastBody(fetch)).toEqual({ imageCode: 'img-2' });
    expect(auth.getState()).toMatchObject({ securityImageCode: 'img-2', twoFactorEligible: true });
  });
});

describe('SecurityKeyScreen', () => {
  it('checks the format and the repeat, then sends the key and reaches the dashboard', async () => {
    const fetch = vi.fn(async () => jsonResponse({ result: true, actionCode: 100, messages: [] }));
    vi.stubGlobal('fetch', fetch);
    const { router } = await renderWithProviders(<SecurityKeyScreen />, { auth: session(102), path: '/security-key' });
    const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
    type('security-key', 'ab1');
    type('security-key-repeat', 'ab2');
    fireEvent.submit(screen.getByTestId('security-key-form'));
    expect(await screen.findByText('The security key has 6 to 20 letters or digits.')).toBeTruthy();
    type('security-key', 'anahtar12');
    type('security-key-repeat', 'anahtar13');
    fireEvent.submit(screen.getByTestId('security-key-form'));
    expect(await screen.findByText('The security keys do not match.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    type('security-key-repeat', 'anahtar12');
    fireEvent.submit(screen.getByTestId('security-key-form'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(lastBody(fetch)).toEqual({ securityKey: 'anahtar12', securityKeyRepeat: 'anahtar12' });
  });
});
