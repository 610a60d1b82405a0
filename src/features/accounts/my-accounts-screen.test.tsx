import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { MyAccountsScreen } from './my-accounts-screen';

const account = (overrides: Record<string, unknown>) => ({
  accountNumber: '1001',
  iban: 'TR330006100519786457841326',
  name: 'Vadesiz TL',
  kind: 'Current',
  currency: 'TRY',
  balance: '12345.67',
  availableBalance: '12345.67',
  branchName: 'Merkez',
  openedAt: '2024-01-02',
  isClosed: false,
  ...overrides,
});
const envelope = (accounts: unknown[]) =>
  jsonResponse({ status: 'success', data: { accounts }, messages: [], actionCode: 300, isTransactionSigning: false });

describe('MyAccountsScreen', () => {
  it('lists the accounts with their testids, kind in words and formatted money', async () => {
    const fetch = vi.fn(async () =>
      envelope([
        account({}),
        account({ accountNumber: '2002', name: 'Altın', kind: 'Gold', currency: 'XAU', balance: '12.5000' }),
      ]),
    );
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<MyAccountsScreen />, { language: 'tur' });
    const frame = screen.getByTestId('my-accounts-screen');
    expect(within(frame).getByRole('heading', { level: 1 }).textContent).toBe('Hesaplarım');
    expect(within(frame).getByTestId('page-title-end').querySelector('[data-testid="show-closed"]')).toBeTruthy();
    const rows = await screen.findAllByTestId('account-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByTestId('account-iban').textContent).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(first.getByTestId('account-iban').dataset.iban).toBe('TR330006100519786457841326');
    expect(first.getByTestId('account-balance').textContent).toBe('12.345,67 TL');
    expect(first.getByTestId('account-balance').dataset.balance).toBe('12345.67');
    expect(first.getByTestId('account-kind').textContent).toBe('Özel Cari Hesap');
    expect(within(rows[1]!).getByTestId('account-balance').textContent).toBe('12,5 gr');
    expect(fetch).toHaveBeenCalledWith('/api/Deposit/GetAccounts/false', expect.objectContaining({ method: 'GET' }));
  });

  it('asks for closed accounts when the switch is on', async () => {
    const fetch = vi.fn(async () => envelope([]));
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<MyAccountsScreen />);
    expect(await screen.findByText('You have no accounts to show.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/Deposit/GetAccounts/true', expect.anything()));
  });

  it("shows the server's message when the list cannot be read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          status: 'error',
          data: null,
          messages: [{ code: 'x', text: 'Hesaplar alınamadı.' }],
          actionCode: 0,
          isTransactionSigning: false,
        }),
      ),
    );
    await renderWithProviders(<MyAccountsScreen />);
    expect(await screen.findByText('Hesaplar alınamadı.')).toBeTruthy();
  });
});
