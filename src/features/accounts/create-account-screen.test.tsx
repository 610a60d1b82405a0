import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { CreateAccountScreen } from './create-account-screen';

const envelope = (data: unknown, actionCode = 0) =>
  jsonResponse({ status: 'success', data, messages: [], actionCode, isTransactionSigning: false });
const PRODUCTS = {
  currencies: ['TRY', 'USD', 'EUR', 'XAU'],
  participation: {
    termsMonths: [1, 3, 6, 12],
    pools: [
      { code: 'TRY-STD', name: 'TL Katılma Havuzu', currency: 'TRY', profitShareRatio: 70 },
      { code: 'USD-STD', name: 'USD Katılma Havuzu', currency: 'USD', profitShareRatio: 70 },
    ],
  },
  minimumOpeningAmount: { TRY: '1000.00', USD: '100.00', EUR: '100.00', XAU: '10.0000' },
};
const TRY_ACCOUNT = {
  accountNumber: '1000146-1',
  iban: 'TR330006100519786457841326',
  name: 'Özel Cari Hesap',
  kind: 'Current',
  currency: 'TRY',
  balance: '50000.00',
  availableBalance: '50000.00',
  branchName: 'Kadıköy',
  openedAt: '2024-01-01',
  isClosed: false,
};
const DETAIL = {
  ...TRY_ACCOUNT,
  accountNumber: '1000146-7',
  name: 'Birikim',
  alias: 'Birikim',
  kind: 'Participation',
  balance: '2500.00',
  availableBalance: '2500.00',
  closedAt: null,
  termMonths: 3,
  profitShareRatio: 70,
  poolName: 'TL Katılma Havuzu',
  maturityDate: '2027-02-21',
  easyAddressCount: 0,
};
const QUOTE = {
  quoteId: '0b7e3a52-5d7c-4e8a-9f1a-2c3d4e5f6a7b',
  sourceCurrency: 'TRY',
  targetCurrency: 'USD',
  sourceAmount: '4166.25',
  targetAmount: '100.00',
  rate: '41.662500',
  midRate: '41.250000',
  spreadPercent: '1.00',
  expiresAt: '2026-01-01T00:01:00Z',
};

const stub = () => {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/Deposit/GetAccountProducts') return envelope(PRODUCTS);
    if (url.startsWith('/api/Deposit/GetAccounts')) return envelope({ accounts: [TRY_ACCOUNT] });
    if (url === '/api/Deposit/GetOpeningQuote') return envelope(QUOTE);
    if (url === '/api/Deposit/CreateAccount') return envelope({ account: DETAIL }, 301);
    return jsonResponse({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const control = (testId: string) => screen.getByTestId(testId).querySelector('input, select') as HTMLInputElement;
const set = (testId: string, value: string) => {
  fireEvent.change(control(testId), { target: { value } });
  fireEvent.blur(control(testId));
};
const isRequired = (testId: string) =>
  control(testId).required || control(testId).getAttribute('aria-required') === 'true';
const callsTo = (fetch: ReturnType<typeof stub>, path: string) => fetch.mock.calls.filter(([url]) => url === path);

afterEach(() => vi.unstubAllGlobals());

describe('CreateAccountScreen', () => {
  it('opens a participation account: pool ratio shown, confirm, one key, done with a link to the account', async () => {
    const fetch = stub();
    await renderWithProviders(<CreateAccountScreen />, { language: 'tur' });
    await screen.findByTestId('funding-form');
    expect(screen.getByTestId('create-pool-info').textContent).toContain('%70');
    expect(document.body.textContent?.toLowerCase()).not.toContain('faiz');
    set('create-term', '3');
    set('create-source', '1000146-1');
    set('create-amount', '2500');
    fireEvent.click(screen.getByTestId('create-continue'));
    const summary = await screen.findByTestId('opening-summary');
    expect(within(summary).getByTestId('summary-pool').textContent).toBe('TL Katılma Havuzu (70/30)');
    expect(within(summary).getByTestId('summary-amount').textContent).toBe('2.500 TL');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByTestId('create-done')).toBeTruthy();
    const [call] = callsTo(fetch, '/api/Deposit/CreateAccount');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      kind: 'Participation',
      currency: 'TRY',
      termMonths: 3,
      poolCode: 'TRY-STD',
      sourceAccountNumber: '1000146-1',
      amount: '2500.00',
    });
    expect((call![1]!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the exchange quote for a cross-currency opening and sends its id', async () => {
    const fetch = stub();
    await renderWithProviders(<CreateAccountScreen />);
    await screen.findByTestId('funding-form');
    set('create-kind', 'Current');
    set('create-currency', 'USD');
    expect(screen.queryByTestId('create-term')).toBeNull();
    set('create-source', '1000146-1');
    set('create-amount', '100');
    fireEvent.click(screen.getByTestId('create-continue'));
    const summary = await screen.findByTestId('opening-summary');
    expect(within(summary).getByTestId('summary-rate').textContent).toBe('41.662500');
    expect(within(summary).getByTestId('summary-debited').textContent).toBe('4,166.25 TL');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(callsTo(fetch, '/api/Deposit/CreateAccount')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetch, '/api/Deposit/CreateAccount')[0]![1]!.body));
    expect(body).toMatchObject({ kind: 'Current', currency: 'USD', amount: '100.00', quoteId: QUOTE.quoteId });
  });

  it('reuses the Idempotency-Key when the same decision is confirmed again after a failure', async () => {
    const fetch = stub();
    fetch.mockImplementation(async (url: string) => {
      if (url === '/api/Deposit/GetAccountProducts') return envelope(PRODUCTS);
      if (url.startsWith('/api/Deposit/GetAccounts')) return envelope({ accounts: [TRY_ACCOUNT] });
      throw new TypeError('offline');
    });
    await renderWithProviders(<CreateAccountScreen />);
    await screen.findByTestId('funding-form');
    set('create-source', '1000146-1');
    set('create-amount', '2500');
    for (let attempt = 0; attempt < 2; attempt++) {
      fireEvent.click(screen.getByTestId('create-continue'));
      fireEvent.click(await screen.findByTestId('confirm-ok'));
      await waitFor(() => expect(callsTo(fetch, '/api/Deposit/CreateAccount')).toHaveLength(attempt + 1));
      fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    }
    const keys = callsTo(fetch, '/api/Deposit/CreateAccount').map(
      ([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[0]).toBe(keys[1]);
  });

  it("marks the product's and the funding form's required fields, explains the marker once and places Continue with the form kit", async () => {
    stub();
    await renderWithProviders(<CreateAccountScreen />);
    const form = await screen.findByTestId('funding-form');
    expect(isRequired('create-source')).toBe(true);
    expect(isRequired('create-amount')).toBe(true);
    expect(isRequired('create-alias')).toBe(false);
    expect(screen.getByTestId('create-amount').querySelector('label')?.textContent).toContain('*');
    expect(screen.getByTestId('create-alias').querySelector('label')?.textContent).not.toContain('*');
    for (const select of ['create-kind', 'create-currency']) expect(isRequired(select)).toBe(true);
    // One legend for the page, above the first marked field (the product's selects).
    expect(screen.getAllByTestId('required-legend')).toHaveLength(1);
    expect(within(form).queryByTestId('required-legend')).toBeNull();
    const actions = within(form).getByTestId('form-actions');
    expect(actions.contains(screen.getByTestId('create-continue'))).toBe(true);
    expect(form.firstElementChild?.lastElementChild).toBe(actions);
  });

  it('shows the opening summary as the detail kit rows (label and value, one list)', async () => {
    stub();
    await renderWithProviders(<CreateAccountScreen />);
    await screen.findByTestId('funding-form');
    set('create-source', '1000146-1');
    set('create-amount', '2500');
    fireEvent.click(screen.getByTestId('create-continue'));
    const summary = await screen.findByTestId('opening-summary');
    const amount = within(summary).getByTestId('summary-amount');
    expect(amount.closest('dd')).toBeTruthy();
    expect(summary.querySelectorAll('dl')).toHaveLength(1);
    expect(getComputedStyle(summary.querySelector('dl')!).getPropertyValue('--detail-label-width')).not.toBe('');
    expect(summary.querySelectorAll('dt').length).toBe(summary.querySelectorAll('dd').length);
  });
});
