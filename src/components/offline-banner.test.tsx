import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { OfflineBanner } from './offline-banner';

afterEach(() => vi.restoreAllMocks());

describe('the offline banner', () => {
  it('shows while navigator.onLine is false, in Turkish', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await renderWithProviders(<OfflineBanner />, { language: 'tur' });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline-banner').textContent).toBe(
      'İnternet bağlantısı yok. Lütfen bağlantınızı kontrol edin.',
    );
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
