import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { BetweenAccountsScreen } from './between-accounts-screen';
import { EasyAddressScreen } from './easy-address-screen';
import { ok, refused, stubBank, SUMMARY } from '../../../tests/setup/transfer-bank';
import { ToAccountNumberScreen } from './to-account-number-screen';
import { ToCreditCardScreen } from './to-credit-card-screen';
import { ToIbanScreen } from './to-iban-screen';
import { transferDecision } from './transfer-decision';

const input = (testId: string) => screen.getByTestId(testId).querySelector('input, select') as HTMLInputElement;
const fill = (testId: string, value: string) => {
  fireEvent.change(input(testId), { target: { value } });
  fireEvent.blur(input(testId));
};
const recorded = (target: Record<string, string>, extra: Record<string, unknown> = {}) =>
  ok({
    recordedTransactions: [
      {
        id: 'r1',
        name: 'Kira',
        target,
        sourceAccountNumber: null,
        amount: '1500.00',
        description: 'Kira',
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
        ...extra,
      },
    ],
  });

beforeEach(() => transferDecision.clear());

describe('prefill from a registered transaction (?registered=)', () => {
  it('fills the IBAN target, the amount and the description', async () => {
    const iban = 'TR330006100519786457841326';
    stubBank({ '/DkAdc/GetRecordedTransactions': () => recorded({ mode: 'IBAN', iban, receiverName: 'Elif Şahin' }) });
    await renderWithProviders(<ToIbanScreen search={{ registered: 'r1' }} />);
    await waitFor(() => expect(input('transfer-receiverName').value).toBe('Elif Şahin'));
    expect(input('transfer-iban').value).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(input('transfer-amount').value).toBe('1,500.00');
    expect(input('transfer-description').value).toBe('Kira');
  });

  it('opens an EFT target on "another bank"', async () => {
    stubBank({
      '/DkAdc/GetRecordedTransactions': () =>
        recorded({
          mode: 'AccountEft',
          bankCode: '00062',
          branchCode: '401',
          accountNumber: '6299145',
          receiverName: 'Elif Şahin',
        }),
      '/Transfer/GetBanks': () => ok({ banks: [{ code: '00062', name: 'Türkiye Garanti Bankası' }] }),
    });
    await renderWithProviders(<ToAccountNumberScreen search={{ registered: 'r1' }} />);
    await waitFor(() => expect(input('transfer-branchCode').value).toBe('401'));
    await waitFor(() => expect(input('transfer-bankCode').value).toBe('00062'));
    expect(input('transfer-accountNumber').value).toBe('6299145');
  });
});

describe('form rules', () => {
  it('checks a card number with Luhn on blur', async () => {
    stubBank({});
    await renderWithProviders(<ToCreditCardScreen search={{}} />);
    await screen.findByText(/Özel Cari Hesap/);
    fill('transfer-cardNumber', '4355 0812 3456 7890');
    expect(input('transfer-cardNumber').value).toBe('4355081234567890');
    expect(await screen.findByText('Enter a valid 16-digit card number.')).toBeTruthy();
  });

  it('refuses an amount over the available balance', async () => {
    stubBank({});
    await renderWithProviders(<ToCreditCardScreen search={{}} />);
    await screen.findByText(/Özel Cari Hesap/);
    fill('transfer-amount', '25000,01');
    expect(await screen.findByText('The amount is more than the available balance.')).toBeTruthy();
  });

  it('resolves an easy address first and shows the masked holder and bank before Continue', async () => {
    const calls = stubBank({
      '/Kolas/Resolve': () =>
        ok({
          type: 'PhoneNumber',
          maskedValue: '+90******2233',
          maskedName: 'El*** Şah***',
          bankCode: '00062',
          bankName: 'Türkiye Garanti Bankası',
          isOwnBank: false,
        }),
      '/Transfer/Preview': () => ok(SUMMARY, 400, true),
    });
    const { router } = await renderWithProviders(<EasyAddressScreen search={{}} />);
    await screen.findByText(/Özel Cari Hesap/);
    fill('transfer-type', 'PhoneNumber');
    fill('transfer-value', '0555 111 22 33');
    fill('transfer-amount', '42');
    await act(async () => fireEvent.click(screen.getByTestId('transfer-continue')));
    expect((await screen.findByTestId('easy-address-holder-name')).textContent).toBe('El*** Şah***');
    expect(calls.find((c) => c.path === '/Kolas/Resolve')?.body).toEqual({
      type: 'PhoneNumber',
      value: '+905551112233',
    });
    expect(calls.some((c) => c.path === '/Transfer/Preview')).toBe(false);
    await act(async () => fireEvent.click(screen.getByTestId('transfer-continue')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/transaction-summary'));
    expect(calls.find((c) => c.path === '/Transfer/Preview')?.body).toMatchObject({
      target: { mode: 'KOLAS', type: 'PhoneNumber', value: '+905551112233' },
    });
  });

  it('asks a live quote across currencies and sends its id with the preview', async () => {
    const quote = {
      quoteId: '5b1e3a52-8d4f-4c1e-9a43-0e7f3a9b2c10',
      sourceCurrency: 'TRY',
      targetCurrency: 'USD',
      sourceAmount: '1000.00',
      targetAmount: '29.12',
      rate: '34.3400',
      midRate: '34.0000',
      spreadPercent: '1.00',
      expiresAt: new Date(Date.now() + 30_000).toISOString(),
    };
    const calls = stubBank({
      '/Transfer/GetExchangeQuote': () => ok(quote),
      '/Transfer/Preview': () => ok(SUMMARY, 400, true),
    });
    await renderWithProviders(<BetweenAccountsScreen search={{}} />);
    await screen.findAllByText(/Özel Cari Hesap/);
    fill('target-account', '1000146-3');
    fill('transfer-amount', '1000');
    expect((await screen.findByTestId('exchange-quote-spread')).textContent).toBe('34.0000 · 1%');
    expect(screen.getByTestId('exchange-quote-rate').textContent).toBe('1 USD = 34.3400 TRY');
    await act(async () => fireEvent.click(screen.getByTestId('transfer-continue')));
    await waitFor(() => expect(calls.some((c) => c.path === '/Transfer/Preview')).toBe(true));
    expect(calls.find((c) => c.path === '/Transfer/Preview')?.body).toMatchObject({
      quoteId: quote.quoteId,
      target: { mode: 'AccountsBetween', accountNumber: '1000146-3' },
    });
  });

  it('shows the refusal of an unknown easy address', async () => {
    stubBank({ '/Kolas/Resolve': () => refused('easyAddress.notFound', 'Kolay adres bulunamadı.') });
    await renderWithProviders(<EasyAddressScreen search={{}} />);
    await screen.findByText(/Özel Cari Hesap/);
    fill('transfer-type', 'Email');
    fill('transfer-value', 'kimse@example.com');
    await act(async () => fireEvent.click(screen.getByTestId('easy-address-resolve')));
    expect((await screen.findByTestId('easy-address-error')).textContent).toContain('Kolay adres bulunamadı.');
  });

  it('disables Continue offline and says why (money-moving buttons)', async () => {
    stubBank({});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await renderWithProviders(<ToCreditCardScreen search={{}} />);
      expect((screen.getByTestId('transfer-continue') as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByTestId('offline-disabled-reason')).toBeTruthy();
    } finally {
      online.mockRestore();
    }
  });
});
