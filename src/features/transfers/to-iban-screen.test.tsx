import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTrIban } from '../../contract/iban';
import { renderWithProviders } from '../../../tests/setup/render';
import { LIMITS, ok, refused, stubBank, SUMMARY } from '../../../tests/setup/transfer-bank';
import { ToIbanScreen } from './to-iban-screen';
import { transferDecision } from './transfer-decision';

const GARANTI = 'TR330006100519786457841326';
const input = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

const fill = async (testId: string, value: string) => {
  const field = input(testId);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

beforeEach(() => transferDecision.clear());

describe('ToIbanScreen', () => {
  it('groups the IBAN as typed, checks mod 97 and validates on blur', async () => {
    stubBank({});
    await renderWithProviders(<ToIbanScreen search={{}} />);
    await screen.findByText(/Özel Cari Hesap/);
    await fill('transfer-iban', 'tr33 0006 1005 1978 6457 8413 27');
    expect((input('transfer-iban') as HTMLInputElement).value).toBe('TR33 0006 1005 1978 6457 8413 27');
    expect(await screen.findByText('Enter a valid IBAN.')).toBeTruthy();
    await fill('transfer-receiverName', '');
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await fill('transfer-iban', GARANTI);
    await waitFor(() => expect(screen.queryByText('Enter a valid IBAN.')).toBeNull());
    expect(screen.getByText('The IBAN is valid.')).toBeTruthy();
  });

  it('tells FAST below the limit and EFT above it, in Turkish', async () => {
    stubBank({});
    await renderWithProviders(<ToIbanScreen search={{}} />, { language: 'tur' });
    await screen.findByText(/Özel Cari Hesap/);
    await fill('transfer-iban', GARANTI);
    const hint = await screen.findByTestId('transfer-channel');
    expect(hint.dataset.channel).toBe('FAST');
    fireEvent.change(input('transfer-amount'), {
      target: { value: '150000' },
    });
    await waitFor(() => expect(screen.getByTestId('transfer-channel').dataset.channel).toBe('EFT'));
  });

  it('says havale for an IBAN of this bank', async () => {
    stubBank({});
    await renderWithProviders(<ToIbanScreen search={{}} />);
    await screen.findByText(/Özel Cari Hesap/);
    await fill('transfer-iban', buildTrIban('00899', '0000020002000001'));
    expect((await screen.findByTestId('transfer-channel')).dataset.channel).toBe('Remittance');
  });

  it('previews and goes to the summary with the transfer kept in memory', async () => {
    const calls = stubBank({ '/Transfer/Preview': () => ok(SUMMARY, 400, true) });
    const { router } = await renderWithProviders(<ToIbanScreen search={{}} />);
    await screen.findByText(/Özel Cari Hesap/);
    await fill('transfer-iban', GARANTI);
    await fill('transfer-receiverName', 'Elif Şahin');
    fireEvent.change(input('transfer-amount'), {
      target: { value: '250' },
    });
    await act(async () => fireEvent.click(screen.getByTestId('transfer-continue')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/transaction-summary'));
    expect(calls.find((c) => c.path === '/Transfer/Preview')?.body).toEqual({
      sourceAccountNumber: '1000146-1',
      amount: '250.00',
      description: '',
      target: { mode: 'IBAN', iban: GARANTI, receiverName: 'Elif Şahin' },
    });
    expect(transferDecision.pending()?.plan).toEqual(SUMMARY);
    expect(transferDecision.draft('to-iban')?.receiverName).toBe('Elif Şahin');
  });

  it('stops on the first invalid field without calling the bank, and a refusal keeps every value', async () => {
    const calls = stubBank({
      '/Transfer/Preview': () => refused('transfer.receiverNameMismatch', 'Alıcı adı uyuşmuyor.'),
    });
    await renderWithProviders(<ToIbanScreen search={{}} />);
    await screen.findByText(/Özel Cari Hesap/);
    await act(async () => fireEvent.click(screen.getByTestId('transfer-continue')));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(calls.some((c) => c.path === '/Transfer/Preview')).toBe(false);

    await fill('transfer-iban', GARANTI);
    await fill('transfer-receiverName', 'Ali Veli');
    fireEvent.change(input('transfer-amount'), {
      target: { value: '100' },
    });
    await act(async () => fireEvent.click(screen.getByTestId('transfer-continue')));
    expect((await screen.findByTestId('message-dialog')).textContent).toContain('Alıcı adı uyuşmuyor.');
    expect((input('transfer-receiverName') as HTMLInputElement).value).toBe('Ali Veli');
    expect((input('transfer-iban') as HTMLInputElement).value).toBe('TR33 0006 1005 1978 6457 8413 26');
  });

  it('outside EFT hours above the FAST limit, Continue needs the next-window acceptance, which is sent', async () => {
    const calls = stubBank({
      '/Transfer/GetLimits': () =>
        ok({ ...LIMITS, fastPerTransactionLimit: '100.00', eft: { ...LIMITS.eft, isOpen: false } }),
      '/Transfer/Preview': () => ok(SUMMARY, 400, true),
    });
    const { router } = await renderWithProviders(<ToIbanScreen search={{}} />);
    await screen.findByText(/Özel Cari Hesap/);
    await fill('transfer-iban', GARANTI);
    await fill('transfer-receiverName', 'Elif Şahin');
    await fill('transfer-amount', '150');
    await waitFor(() => expect(screen.getByTestId('transfer-channel').dataset.channel).toBe('NextWindow'));
    await act(async () => fireEvent.click(screen.getByTestId('transfer-continue')));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/Transfer/Preview')).toBe(false);
    const accept = screen.getByTestId('transfer-accept-next-window').querySelector('input') as HTMLInputElement;
    await act(async () => fireEvent.click(accept));
    await act(async () => fireEvent.click(screen.getByTestId('transfer-continue')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/transaction-summary'));
    expect(calls.find((c) => c.path === '/Transfer/Preview')?.body).toMatchObject({ acceptNextWindow: true });
  });
});
