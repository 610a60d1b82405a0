import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { AccountDetailScreen } from './account-detail-screen';
import { filterOf } from './history-filters';

const envelope = (data: unknown, actionCode = 0) =>
  jsonResponse({ status: 'success', data, messages: [], actionCode, isTransactionSigning: false });
const detail = (balance: string) => ({
  accountNumber: '1000146-2',
  iban: 'TR330006100519786457841326',
  name: 'Katılma Hesabı 3 Ay',
  alias: null,
  kind: 'Participation',
  currency: 'TRY',
  balance,
  availableBalance: balance,
  branchName: 'Kadıköy Şubesi',
  openedAt: '2026-01-01T09:00:00Z',
  closedAt: null,
  termMonths: 3,
  profitShareRatio: 70,
  poolName: 'TL Katılma Havuzu',
  maturityDate: '2026-12-01',
  easyAddressCount: 0,
});
const TX = {
  id: '9',
  date: '2026-11-10T08:36:00Z',
  description: 'Kart harcaması Migros',
  counterparty: 'Migros',
  amount: '-1383.84',
  currency: 'TRY',
  balanceAfter: '100.00',
};

const stub = (balance: string) => {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/Deposit/GetAccountDetail/')) return envelope(detail(balance));
    if (url.startsWith('/api/Deposit/GetTransactions/'))
      return envelope({ accountNumber: '1000146-2', transactions: [TX] });
    if (url === '/api/Deposit/CloseAccount') return envelope({ account: { ...detail(balance), closedAt: 'x' } }, 303);
    return jsonResponse({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const control = (testId: string) => screen.getByTestId(testId).querySelector('input, select') as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('AccountDetailScreen', () => {
  it('shows balances, the IBAN, the pool ratio and the history; filters ask the server', async () => {
    const fetch = stub('2500.00');
    await renderWithProviders(<AccountDetailScreen accountNumber="1000146-2" />, { language: 'tur' });
    expect((await screen.findByTestId('detail-balance')).textContent).toBe('2.500 TL');
    expect(screen.getByTestId('detail-iban').textContent).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(screen.getByTestId('detail-pool').textContent).toBe(
      'TL Katılma Havuzu, paylaşım oranı 70/30 (müşteri/banka)',
    );
    expect((await screen.findAllByTestId('history-row')).length).toBe(1);
    fireEvent.change(control('filter-direction'), { target: { value: 'out' } });
    fireEvent.change(control('filter-search'), { target: { value: 'migros' } });
    fireEvent.change(control('filter-from'), { target: { value: '01.11.2026' } });
    // The picker reads the typed day when the field loses focus (tr-TR order: day.month.year).
    await act(async () => void fireEvent.blur(control('filter-from')));
    fireEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/Deposit/GetTransactions/1000146-2?from=2026-11-01&direction=out&q=migros',
        expect.anything(),
      ),
    );
  });

  it('disables closing with the reason while the balance is not zero', async () => {
    stub('2500.00');
    await renderWithProviders(<AccountDetailScreen accountNumber="1000146-2" />);
    const button = await screen.findByTestId('close-account-open');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('close-account-reason').textContent).toContain('only be closed when its balance is zero');
  });

  it('closes an empty account after the confirm popup, with an Idempotency-Key', async () => {
    const fetch = stub('0.00');
    const { router } = await renderWithProviders(<AccountDetailScreen accountNumber="1000146-2" />);
    fireEvent.click(await screen.findByTestId('close-account-open'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-accounts'));
    const call = fetch.mock.calls.find(([url]) => url === '/api/Deposit/CloseAccount')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ accountNumber: '1000146-2' });
    expect((call[1]!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('AccountDetailScreen, one look', () => {
  it("shows the summary as the detail kit rows and renames with the form kit's primary action", async () => {
    stub('2500.00');
    await renderWithProviders(<AccountDetailScreen accountNumber="1000146-2" />);
    const summary = await screen.findByTestId('account-summary');
    const list = summary.querySelector('dl')!;
    // DetailList: the labels share the kit's one column width.
    expect(getComputedStyle(list).getPropertyValue('--detail-label-width')).not.toBe('');
    for (const testId of ['detail-iban', 'detail-account-number', 'detail-pool'])
      expect(list.contains(within(summary).getByTestId(testId)), testId).toBe(true);
    expect(list.querySelectorAll('dt').length).toBe(list.querySelectorAll('dd').length);
    const form = screen.getByTestId('alias-form');
    expect(within(form).getByTestId('form-actions').contains(screen.getByTestId('alias-save'))).toBe(true);
    // The name is optional (empty goes back to the product name): no marker, no legend.
    expect(control('alias-input').required).toBe(false);
    expect(within(form).queryByTestId('required-legend')).toBeNull();
  });
});

describe('filterOf', () => {
  const empty = { from: '', to: '', minAmount: '', maxAmount: '', direction: 'all' as const, q: '' };
  it('leaves empty fields out and refuses contradicting bounds', () => {
    expect(filterOf({ ...empty, minAmount: '10.00' })).toEqual({ filter: { minAmount: '10.00', direction: 'all' } });
    expect(filterOf({ ...empty, from: '2026-02-02', to: '2026-02-01' })).toEqual({ errors: { to: 'field.invalid' } });
    expect(filterOf({ ...empty, minAmount: '20.00', maxAmount: '5.00' })).toEqual({
      errors: { maxAmount: 'field.invalid' },
    });
    expect(filterOf({ ...empty, q: 'x'.repeat(51) })).toEqual({ errors: { q: 'field.tooLong' } });
  });
});
