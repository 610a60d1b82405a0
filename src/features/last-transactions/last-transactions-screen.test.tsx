import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import type { LastTransaction } from '../../contract/last-transactions';
import { LastTransactionsScreen } from './last-transactions-screen';

const item = (overrides: Partial<LastTransaction>): LastTransaction => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'Transfer',
  transferType: 'Remittance',
  title: 'Havale · Al*** Çel***',
  amount: '-125.50',
  currency: 'TRY',
  account: { accountNumber: '1000146-1', name: 'Özel Cari Hesap' },
  status: 'Completed',
  createdAt: '2026-11-18T09:00:00.000Z',
  reference: 'EMN1',
  repeat: null,
  throughCallCenter: false,
  ...overrides,
});
const page = (transactions: LastTransaction[], nextCursor: string | null = null) =>
  jsonResponse({
    status: 'success',
    data: { transactions, nextCursor },
    messages: [],
    actionCode: 0,
    isTransactionSigning: false,
  });

describe('LastTransactionsScreen', () => {
  it('groups the movements by day, signs the amounts, badges a status other than Completed and loads more', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        page(
          [
            item({}),
            item({
              id: '22222222-2222-4222-8222-222222222222',
              kind: 'Transfer',
              title: 'FAST · El*** Şah***',
              amount: '-300.00',
              status: 'Pending',
              createdAt: '2026-11-17T08:00:00.000Z',
            }),
          ],
          '1763366400000.22222222-2222-4222-8222-222222222222',
        ),
      )
      .mockResolvedValueOnce(
        page([
          item({
            id: '33333333-3333-4333-8333-333333333333',
            kind: 'Other',
            title: 'Gelen EFT',
            amount: '2345.00',
            createdAt: '2026-11-16T08:00:00.000Z',
          }),
        ]),
      );
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<LastTransactionsScreen search={{}} />, { language: 'tur' });
    const rows = await screen.findAllByTestId('last-transaction-row');
    expect(rows).toHaveLength(2);
    expect(screen.getAllByTestId('last-transactions-day').map((d) => d.textContent)).toEqual([
      '18 Kasım 2026',
      '17 Kasım 2026',
    ]);
    expect(within(rows[0]!).getByTestId('last-transaction-amount').textContent).toBe('-125,50 TL');
    expect(within(rows[0]!).queryByTestId('last-transaction-status')).toBeNull();
    expect(within(rows[1]!).getByTestId('last-transaction-status').textContent).toBe('Takasta bekliyor');
    expect(fetch.mock.calls[0]![0]).toBe('/api/Payment/GetLastTransactions');

    fireEvent.click(screen.getByTestId('last-transactions-more'));
    await waitFor(() => expect(screen.getAllByTestId('last-transaction-row')).toHaveLength(3));
    expect(fetch.mock.calls[1]![0]).toBe(
      '/api/Payment/GetLastTransactions?cursor=1763366400000.22222222-2222-4222-8222-222222222222',
    );
    const incoming = screen.getAllByTestId('last-transaction-row')[2]!;
    expect(within(incoming).getByTestId('last-transaction-amount').textContent).toBe('+2.345 TL');
    expect(screen.queryByTestId('last-transactions-more')).toBeNull();
  });

  it('asks with the filters of the address and says when nothing matches', async () => {
    const fetch = vi.fn(async () => page([]));
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<LastTransactionsScreen search={{ kind: 'BillPayment', minAmount: '100' }} />, {
      language: 'eng',
    });
    expect((await screen.findByTestId('last-transactions-empty')).textContent).toBe(
      'No transactions match the filters.',
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/Payment/GetLastTransactions?kind=BillPayment&minAmount=100',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('refuses an end date before the start date without asking the bank', async () => {
    const fetch = vi.fn(async () => page([]));
    vi.stubGlobal('fetch', fetch);
    const { router } = await renderWithProviders(<LastTransactionsScreen search={{}} />, { language: 'eng' });
    await screen.findByTestId('last-transactions-empty');
    const input = (testId: string) => screen.getByTestId(testId).querySelector('input')!;
    fireEvent.change(input('filter-from'), { target: { value: '18/11/2026' } });
    fireEvent.blur(input('filter-from'));
    fireEvent.change(input('filter-to'), { target: { value: '17/11/2026' } });
    fireEvent.blur(input('filter-to'));
    await waitFor(() => expect(input('filter-to').value).toBe('17/11/2026'));
    fireEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() =>
      expect(screen.getByTestId('filter-to').textContent).toContain('The end date cannot be before the start date.'),
    );
    expect(router.state.location.search).toEqual({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
