import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { CreateEasyAddressScreen } from './create-easy-address-screen';

const envelope = (data: unknown, actionCode = 0) =>
  jsonResponse({ status: 'success', data, messages: [], actionCode, isTransactionSigning: false });
const account = (accountNumber: string, currency: string) => ({
  accountNumber,
  iban: 'TR330006100519786457841326',
  name: `Hesap ${currency}`,
  kind: 'Current',
  currency,
  balance: '1.00',
  availableBalance: '1.00',
  branchName: 'Kadıköy',
  openedAt: '2024-01-01',
  isClosed: false,
});

const CREATED = {
  id: '6f1c2a9e-1b2c-4d5e-8f90-1234567890ab',
  type: 'PhoneNumber',
  value: '+905321000146',
  accountNumber: '1000146-1',
  iban: 'TR330006100519786457841326',
  accountName: 'Hesap TRY',
  currency: 'TRY',
  createdAt: '2026-01-01T00:00:00Z',
};

const stub = (create: () => Response = () => envelope({ easyAddress: CREATED }, 310)) => {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/Deposit/GetAccounts'))
      return envelope({ accounts: [account('1000146-1', 'TRY'), account('1000146-3', 'USD')] });
    if (url === '/api/Kolas/CreateEasyAddress') return create();
    return jsonResponse({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const control = (testId: string) => screen.getByTestId(testId).querySelector('input, select') as HTMLInputElement;
const isRequired = (testId: string) =>
  control(testId).required || control(testId).getAttribute('aria-required') === 'true';
const marked = (testId: string) => screen.getByTestId(testId).querySelector('label')?.textContent?.includes('*');
const sent = (fetch: ReturnType<typeof stub>) => {
  const call = fetch.mock.calls.find(([url]) => url === '/api/Kolas/CreateEasyAddress');
  return call ? (JSON.parse(String(call[1]!.body)) as Record<string, string>) : undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('CreateEasyAddressScreen', () => {
  it('sends a phone from PhoneInput as E.164 to a TRY account (USD accounts are not offered)', async () => {
    const fetch = stub();
    const { router } = await renderWithProviders(<CreateEasyAddressScreen />);
    await screen.findByTestId('easy-address-form');
    const options = [...(control('easy-account') as unknown as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['1000146-1']);
    fireEvent.change(control('easy-value'), { target: { value: '0532 100 01 46' } });
    fireEvent.click(screen.getByTestId('easy-save'));
    await waitFor(() => expect(sent(fetch)).toBeDefined());
    expect(sent(fetch)).toEqual({ type: 'PhoneNumber', value: '+905321000146', accountNumber: '1000146-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/easy-addresses'));
  });

  it('adapts the input to the type and checks the TCKN checksum on blur', async () => {
    const fetch = stub();
    await renderWithProviders(<CreateEasyAddressScreen />, { language: 'tur' });
    await screen.findByTestId('easy-address-form');
    fireEvent.change(control('easy-type'), { target: { value: 'IdentityNumber' } });
    await waitFor(() => expect(screen.queryByTestId('phone-country')).toBeNull());
    fireEvent.change(control('easy-value'), { target: { value: '10000000147abc' } });
    expect(control('easy-value').value).toBe('10000000147');
    fireEvent.blur(control('easy-value'));
    expect(await screen.findByText('Geçerli bir 11 haneli kimlik numarası girin.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('easy-save'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent(fetch)).toBeUndefined();
  });

  it("shows the bank's refusal in the error popup", async () => {
    stub(() =>
      jsonResponse({
        status: 'error',
        data: null,
        messages: [{ code: 'easyAddress.taken', text: 'Bu kolay adres zaten bir hesaba tanımlı.' }],
        actionCode: 0,
        isTransactionSigning: false,
      }),
    );
    await renderWithProviders(<CreateEasyAddressScreen />);
    await screen.findByTestId('easy-address-form');
    fireEvent.change(control('easy-value'), { target: { value: '5321000146' } });
    fireEvent.click(screen.getByTestId('easy-save'));
    expect(await screen.findByText('Bu kolay adres zaten bir hesaba tanımlı.')).toBeTruthy();
  });

  it("is the form kit: type, value and account marked required, one legend, the kit's primary action", async () => {
    stub();
    await renderWithProviders(<CreateEasyAddressScreen />);
    const form = await screen.findByTestId('easy-address-form');
    for (const testId of ['easy-type', 'easy-value', 'easy-account']) {
      expect(isRequired(testId), testId).toBe(true);
      expect(marked(testId), testId).toBe(true);
    }
    expect(screen.getAllByTestId('required-legend')).toHaveLength(1);
    expect(within(form).getByTestId('form-actions').contains(screen.getByTestId('easy-save'))).toBe(true);
    expect(form.querySelectorAll('button[type="submit"]')).toHaveLength(1);
  });

  it('a new type starts the value again and keeps the type select (and its focus)', async () => {
    const fetch = stub();
    await renderWithProviders(<CreateEasyAddressScreen />);
    await screen.findByTestId('easy-address-form');
    const select = control('easy-type');
    select.focus();
    fireEvent.change(select, { target: { value: 'Email' } });
    await waitFor(() => expect(screen.queryByTestId('phone-country')).toBeNull());
    expect(control('easy-type')).toBe(select);
    expect(document.activeElement).toBe(select);
    expect(control('easy-value').value).toBe('');
    expect(isRequired('easy-value')).toBe(true);
    fireEvent.change(control('easy-value'), { target: { value: 'ayse@example.com' } });
    fireEvent.click(screen.getByTestId('easy-save'));
    await waitFor(() => expect(sent(fetch)).toBeDefined());
    expect(sent(fetch)).toEqual({ type: 'Email', value: 'ayse@example.com', accountNumber: '1000146-1' });
  });
});
