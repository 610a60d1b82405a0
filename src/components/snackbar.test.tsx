import { describe, expect, it, vi } from 'vitest';
import { activateTestLanguage } from '../../tests/setup/render';
import { showErrorSnackbar, showInfoToast, showSnackbar, snackbar, SNACKBAR_DURATION } from './snackbar';

describe('Snackbar', () => {
  it('uses the spec durations and texts, bottom right', () => {
    activateTestLanguage('tur');
    const create = vi.spyOn(snackbar, 'create');
    showSnackbar('ok');
    showInfoToast('info');
    showErrorSnackbar(true);
    showErrorSnackbar(false);
    const calls = create.mock.calls.map(([options]) => options);
    expect(calls[0]).toMatchObject({ duration: 3000, type: 'success' });
    expect(calls[1]).toMatchObject({ duration: 3000, type: 'info' });
    expect(calls[2]).toMatchObject({
      duration: 4000,
      type: 'error',
      description: 'Bir şeyler yanlış gitti... İşlem gerçekleştirilemiyor.',
    });
    expect(calls[3]).toMatchObject({ description: 'İnternet bağlantısı yok. Lütfen bağlantınızı kontrol edin.' });
    expect(SNACKBAR_DURATION.component).toBe(10000);
    expect(snackbar.attrs.placement).toBe('bottom-end');
  });
});
