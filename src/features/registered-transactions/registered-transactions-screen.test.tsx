import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { RegisteredTransactionsScreen } from './registered-transactions-screen';

const envelope = (data: unknown, actionCode = 0) =>
  jsonResponse({ status: 'success', data, messages: [], actionCode, isTransactionSigning: false });
const item = (id: string, name: string, target: unknown, sourceAccountNumber: string | null = null) => ({
  id,
  name,
  target,
  sourceAccountNumber,
  amount: null,
  description: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const IBAN_ID = '6f1c2a9e-1b2c-4d5e-8f90-1234567890ab';
const LIST = [
  item(IBAN_ID, 'Ev sahibi', { mode: 'IBAN', iban: 'TR330006100519786457841326', receiverName: 'Hasan Kaya' }),
  item(
    '7f1c2a9e-1b2c-4d5e-8f90-1234567890ab',
    'Birikime',
    { mode: 'AccountsBetween', accountNumber: '1000146-2' },
    '1000146-1',
  ),
  item('8f1c2a9e-1b2c-4d5e-8f90-1234567890ab', 'Kart', {
    mode: 'Card',
    cardNumber: '4111111111111111',
    receiverName: 'Ali',
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe('RegisteredTransactionsScreen', () => {
  it('summarises each target and links "use" to its send-money route with ?registered=<id>', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ recordedTransactions: LIST })),
    );
    await renderWithProviders(<RegisteredTransactionsScreen />);
    const rows = await screen.findAllByTestId('registered-row');
    expect(rows.map((row) => within(row).getByTestId('registered-target').textContent)).toEqual([
      'IBAN · TR33 0006 1005 1978 6457 8413 26 · Hasan Kaya',
      'Between my accounts · 1000146-1 → 1000146-2',
      'Credit card · **** **** **** 1111 · Ali',
    ]);
    const hrefs = rows.map((row) => within(row).getByTestId('registered-use').getAttribute('href'));
    expect(hrefs[0]).toBe(`/dashboard/to-iban?registered=${IBAN_ID}`);
    expect(hrefs[1]).toMatch(/^\/dashboard\/between-my-accounts\?registered=/);
    expect(hrefs[2]).toMatch(/^\/dashboard\/to-credit-card\?registered=/);
  });

  it('deletes after the confirm popup with GET DeleteRecordedTransaction/{id} and an Idempotency-Key', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.startsWith('/api/DkAdc/DeleteRecordedTransaction/')
        ? envelope({ id: IBAN_ID }, 412)
        : envelope({ recordedTransactions: LIST }),
    );
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<RegisteredTransactionsScreen />, { language: 'tur' });
    const [first] = await screen.findAllByTestId('registered-row');
    fireEvent.click(within(first!).getByTestId('registered-delete'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Ev sahibi listenizden kaldırılacak.');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(`/api/DkAdc/DeleteRecordedTransaction/${IBAN_ID}`, expect.anything()),
    );
    const call = fetch.mock.calls.find(([url]) => url.includes('DeleteRecordedTransaction'))!;
    expect(call[1]!.method).toBe('GET');
    expect((call[1]!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
