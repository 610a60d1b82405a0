import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import type { LastTransaction, NotPostedOperation } from '../../contract/last-transactions';
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

  it('shows a company’s operation waiting for approval apart from the movements, unsigned, with its badge and link', async () => {
    const operation: NotPostedOperation = {
      operationId: '44444444-4444-4444-8444-444444444444',
      reference: 'KRM-20261118-A1B2C3',
      status: 'Waiting',
      kind: 'Transfer',
      title: 'Virman · AL*** ÇE***',
      amount: '15000.00',
      currency: 'TRY',
      sourceAccountNumber: '1729171-1',
      receiver: 'AL*** ÇE***',
      createdAt: '2026-11-18T09:00:00.000Z',
      expiresAt: '2026-11-20T09:00:00.000Z',
      endedAt: null,
    };
    const ended = { ...operation, operationId: '55555555-5555-4555-8555-555555555555', status: 'Expired' as const };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          status: 'success',
          data: { transactions: [item({})], nextCursor: null, operations: [operation, ended] },
          messages: [],
          actionCode: 0,
          isTransactionSigning: false,
        }),
      ),
    );
    await renderWithProviders(<LastTransactionsScreen search={{}} />, { language: 'tur' });
    const rows = await screen.findAllByTestId('not-posted-operation');
    expect(rows.map((row) => within(row).getByTestId('not-posted-status').textContent)).toEqual([
      'Onay bekliyor',
      'Süresi doldu',
    ]);
    expect(within(rows[0]!).getByTestId('not-posted-amount').textContent).toBe('15.000 TL');
    expect(within(rows[0]!).getByTestId('not-posted-details').textContent).toContain('KRM-20261118-A1B2C3');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(
      '/dashboard/corporate-operations/detail?id=44444444-4444-4444-8444-444444444444',
    );
    // The movements stay a list of their own: the operation is not one of them.
    expect(screen.getAllByTestId('last-transaction-row')).toHaveLength(1);
  });
});
