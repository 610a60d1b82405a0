import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { AddRegisteredScreen } from './add-registered-screen';

const envelope = (data: unknown, actionCode = 0) =>
  jsonResponse({ status: 'success', data, messages: [], actionCode, isTransactionSigning: false });
const account = (accountNumber: string, name: string) => ({
  accountNumber,
  iban: 'TR330006100519786457841326',
  name,
  kind: 'Current',
  currency: 'TRY',
  balance: '100.00',
  availableBalance: '100.00',
  branchName: 'Kadıköy',
  openedAt: '2024-01-01',
  isClosed: false,
});
const SAVED = {
  id: '6f1c2a9e-1b2c-4d5e-8f90-1234567890ab',
  name: 'Ev sahibi',
  target: { mode: 'IBAN', iban: 'TR330006100519786457841326', receiverName: 'Hasan Kaya' },
  sourceAccountNumber: null,
  amount: null,
  description: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const stub = () => {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/Deposit/GetAccounts'))
      return envelope({ accounts: [account('1000146-1', 'Vadesiz'), account('1000146-2', 'Birikim')] });
    if (url === '/api/DkAdc/GetRecordedTransactions') return envelope({ recordedTransactions: [SAVED] });
    if (url === '/api/DkAdc/SaveRecordedTransaction' || url === '/api/DkAdc/UpdateRecordedTransaction')
      return envelope({ recordedTransaction: { ...SAVED, ...JSON.parse(String(init?.body)) } }, 410);
    return jsonResponse({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const field = (testId: string) => screen.getByTestId(testId).querySelector('input, select') as HTMLInputElement;
const type = (testId: string, value: string) => {
  fireEvent.change(field(testId), { target: { value } });
  fireEvent.blur(field(testId));
};
const isRequired = (testId: string) => field(testId).required || field(testId).getAttribute('aria-required') === 'true';
const marked = (testId: string) => screen.getByTestId(testId).querySelector('label')?.textContent?.includes('*');
const bodyOf = (fetch: ReturnType<typeof stub>, path: string) => {
  const call = fetch.mock.calls.find(([url]) => url === path);
  return call
    ? { body: JSON.parse(String(call[1]?.body)), headers: call[1]?.headers as Record<string, string> }
    : undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('AddRegisteredScreen', () => {
  it('saves an IBAN recipient with one Idempotency-Key and goes back to the list', async () => {
    const fetch = stub();
    const { router } = await renderWithProviders(<AddRegisteredScreen variant="recipient" />);
    await screen.findByTestId('registered-form');
    type('registered-name', 'Ev sahibi');
    type('registered-iban', 'TR330006100519786457841326');
    type('registered-receiverName', 'Hasan Kaya');
    fireEvent.click(screen.getByTestId('registered-save'));
    await waitFor(() => expect(bodyOf(fetch, '/api/DkAdc/SaveRecordedTransaction')).toBeDefined());
    const sent = bodyOf(fetch, '/api/DkAdc/SaveRecordedTransaction')!;
    expect(sent.body).toEqual({
      name: 'Ev sahibi',
      target: { mode: 'IBAN', iban: 'TR330006100519786457841326', receiverName: 'Hasan Kaya' },
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/registered-transactions'));
  });

  it('shows the contract’s messages on blur and sends nothing while a field is wrong', async () => {
    const fetch = stub();
    await renderWithProviders(<AddRegisteredScreen variant="recipient" />);
    await screen.findByTestId('registered-form');
    type('registered-name', 'x'.repeat(41));
    expect(await screen.findByText('This value is too long.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('registered-save'));
    await waitFor(() => expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0));
    expect(bodyOf(fetch, '/api/DkAdc/SaveRecordedTransaction')).toBeUndefined();
  });

  it('edits a saved one: prefilled, and UpdateRecordedTransaction carries its id', async () => {
    const fetch = stub();
    await renderWithProviders(<AddRegisteredScreen variant="recipient" editId={SAVED.id} />, { language: 'tur' });
    await screen.findByTestId('registered-form');
    expect(field('registered-name').value).toBe('Ev sahibi');
    expect(screen.queryByTestId('registered-mode')).toBeNull();
    type('registered-name', 'Ev sahibi Hasan');
    fireEvent.click(screen.getByTestId('registered-save'));
    await waitFor(() => expect(bodyOf(fetch, '/api/DkAdc/UpdateRecordedTransaction')).toBeDefined());
    expect(bodyOf(fetch, '/api/DkAdc/UpdateRecordedTransaction')!.body).toMatchObject({
      id: SAVED.id,
      name: 'Ev sahibi Hasan',
    });
  });

  it("is the form kit: required fields marked (aria-required and *), one legend, the kit's primary action", async () => {
    stub();
    await renderWithProviders(<AddRegisteredScreen variant="recipient" />);
    const form = await screen.findByTestId('registered-form');
    for (const testId of ['registered-mode', 'registered-name', 'registered-iban', 'registered-receiverName']) {
      expect(isRequired(testId), testId).toBe(true);
      expect(marked(testId), testId).toBe(true);
    }
    for (const testId of ['registered-amount', 'registered-description']) {
      expect(isRequired(testId), testId).toBe(false);
      expect(marked(testId), testId).toBe(false);
    }
    expect(screen.getAllByTestId('required-legend')).toHaveLength(1);
    expect(within(form).getByTestId('form-actions').contains(screen.getByTestId('registered-save'))).toBe(true);
    expect(form.querySelectorAll('button[type="submit"]')).toHaveLength(1);
  });

  it('a new "Send to" starts the form again with that mode\'s fields and checks, and keeps the picker focused', async () => {
    const fetch = stub();
    await renderWithProviders(<AddRegisteredScreen variant="recipient" />);
    await screen.findByTestId('registered-form');
    type('registered-name', 'Kart');
    type('registered-iban', 'TR33');
    const picker = field('registered-mode');
    picker.focus();
    fireEvent.change(picker, { target: { value: 'Card' } });
    await waitFor(() => expect(screen.queryByTestId('registered-iban')).toBeNull());
    expect(field('registered-mode')).toBe(picker);
    expect(document.activeElement).toBe(picker);
    expect(field('registered-name').value).toBe('');
    expect(isRequired('registered-cardNumber')).toBe(true);
    type('registered-name', 'Kart');
    type('registered-cardNumber', '123');
    type('registered-receiverName', 'Hasan Kaya');
    fireEvent.click(screen.getByTestId('registered-save'));
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    expect(bodyOf(fetch, '/api/DkAdc/SaveRecordedTransaction')).toBeUndefined();
    type('registered-cardNumber', '4543601234567890');
    fireEvent.click(screen.getByTestId('registered-save'));
    await waitFor(() => expect(bodyOf(fetch, '/api/DkAdc/SaveRecordedTransaction')).toBeDefined());
    expect(bodyOf(fetch, '/api/DkAdc/SaveRecordedTransaction')!.body).toEqual({
      name: 'Kart',
      target: { mode: 'Card', cardNumber: '4543601234567890', receiverName: 'Hasan Kaya' },
    });
  });
});
