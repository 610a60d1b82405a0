import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { EasyAddressesScreen } from './easy-addresses-screen';

const envelope = (data: unknown, actionCode = 0) =>
  jsonResponse({ status: 'success', data, messages: [], actionCode, isTransactionSigning: false });
const ALIAS = {
  id: '6f1c2a9e-1b2c-4d5e-8f90-1234567890ab',
  type: 'IdentityNumber',
  value: '10000000146',
  accountNumber: '1000146-1',
  iban: 'TR330006100519786457841326',
  accountName: 'Özel Cari Hesap',
  currency: 'TRY',
  createdAt: '2026-01-01T00:00:00Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('EasyAddressesScreen', () => {
  it('lists type, value and account, and deletes after the confirm popup', async () => {
    let deleted = false;
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/api/Kolas/DeleteEasyAddress') {
        deleted = true;
        return envelope({ id: ALIAS.id }, 311);
      }
      return envelope({ easyAddresses: deleted ? [] : [ALIAS] });
    });
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<EasyAddressesScreen />, { language: 'tur' });
    const row = await screen.findByTestId('easy-row');
    expect(row.textContent).toContain('T.C. kimlik numarası (TCKN)');
    expect(within(row).getByTestId('easy-value-text').textContent).toBe('10000000146');
    expect(row.textContent).toContain('Özel Cari Hesap (1000146-1)');
    fireEvent.click(within(row).getByTestId('easy-delete'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByTestId('easy-empty')).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => url === '/api/Kolas/DeleteEasyAddress')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ id: ALIAS.id });
    await waitFor(() => expect(screen.queryByTestId('easy-row')).toBeNull());
  });
});
