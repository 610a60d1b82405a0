import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { accountKeys } from '../../api/accounts';
import type { TransferRequest } from '../../contract/transfers';
import { RECEIPT, ok, refused, stubBank, SUMMARY } from '../../../tests/setup/transfer-bank';
import { TransactionSummaryScreen } from './transaction-summary-screen';
import { transferDecision } from './transfer-decision';

const REQUEST = {
  sourceAccountNumber: '1000146-1',
  amount: '250.00',
  description: 'Kira',
  target: { mode: 'IBAN', iban: 'TR330006100519786457841326', receiverName: 'Elif Şahin' },
} as TransferRequest;
const approver = (actionCode: number) =>
  ok({ otpReferenceKey: 'ref-1', approverTargetInfo: '+90532*****46', otpTimeout: 120 }, actionCode);

const typeCode = async (code: string) => {
  fireEvent.paste(await screen.findByLabelText('Digit 1'), { clipboardData: { getData: () => code } });
  await act(async () => fireEvent.click(screen.getByTestId('action-otp-submit')));
};
const confirm = () => act(async () => fireEvent.click(screen.getByTestId('summary-confirm')));

beforeEach(() => {
  transferDecision.clear();
  transferDecision.propose('to-iban', REQUEST, SUMMARY);
  transferDecision.saveDraft('to-iban', { receiverName: 'Elif Şahin' });
});
afterEach(() => vi.useRealTimers());

describe('the summary-confirm step', () => {
  it('goes back to the form when there is no transfer in memory (a reload)', async () => {
    transferDecision.clear();
    stubBank({});
    const { router } = await renderWithProviders(<TransactionSummaryScreen from="to-credit-card" />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/to-credit-card'));
  });

  it('shows the summary: receiver masked, amount, fee and total', async () => {
    stubBank({});
    await renderWithProviders(<TransactionSummaryScreen from="to-iban" />, { language: 'tur' });
    expect((await screen.findByTestId('summary-to')).textContent).toContain('El** Şa***');
    expect(screen.getByTestId('summary-amount').textContent).toBe('250 TL');
    expect(screen.getByTestId('summary-fee').textContent).toBe('0,00 TL');
    expect(screen.getByTestId('summary-type').textContent).toContain('FAST');
  });

  it('executes, asks the SMS code and re-posts it under the same Idempotency-Key, then shows the receipt', async () => {
    const calls = stubBank({
      '/Transfer/Execute': (body) => (body?.otpCode ? ok(RECEIPT, 401) : approver(201)),
    });
    const { router, queryClient } = await renderWithProviders(<TransactionSummaryScreen from="to-iban" />);
    queryClient.setQueryData(accountKeys.list(false), { accounts: [] });
    await confirm();
    await screen.findByTestId('action-otp-sms');
    await typeCode('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/success-page'));
    expect(router.state.location.search).toEqual({ id: RECEIPT.transferId, from: 'to-iban' });
    const executes = calls.filter((c) => c.path === '/Transfer/Execute');
    expect(executes).toHaveLength(2);
    expect(executes[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(executes[1]?.idempotencyKey).toBe(executes[0]?.idempotencyKey);
    expect(executes[1]?.body).toEqual({ ...REQUEST, otpCode: '123456', otpReferenceKey: 'ref-1' });
    expect(transferDecision.outcome()).toEqual(RECEIPT);
    expect(transferDecision.pending()).toBeUndefined();
    expect(transferDecision.draft('to-iban')).toBeUndefined();
    expect(queryClient.getQueryState(accountKeys.list(false))?.isInvalidated).toBe(true);
  });

  it('retries with the same key after a failure, and an error keeps the summary', async () => {
    let attempt = 0;
    const calls = stubBank({
      '/Transfer/Execute': () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse({ status: 'error', data: null, messages: [], actionCode: 0, isTransactionSigning: false }, 500)
          : refused('transfer.insufficientFunds', 'Bakiye yetersiz.');
      },
    });
    await renderWithProviders(<TransactionSummaryScreen from="to-iban" />);
    await confirm();
    expect((await screen.findByTestId('message-dialog')).textContent).toContain('An unexpected error occurred');
    fireEvent.click(screen.getByText('OK'));
    await confirm();
    expect(await screen.findByText('Bakiye yetersiz.')).toBeTruthy();
    const keys = calls.filter((c) => c.path === '/Transfer/Execute').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByTestId('transaction-summary')).toBeTruthy();
    expect(transferDecision.draft('to-iban')).toEqual({ receiverName: 'Elif Şahin' });
  });

  it('after a refusal (the key’s final answer) a new attempt goes under a new key', async () => {
    let attempt = 0;
    const calls = stubBank({
      '/Transfer/Execute': () => {
        attempt += 1;
        return attempt === 1 ? refused('transfer.insufficientFunds', 'Bakiye yetersiz.') : approver(201);
      },
    });
    await renderWithProviders(<TransactionSummaryScreen from="to-iban" />);
    await confirm();
    expect(await screen.findByText('Bakiye yetersiz.')).toBeTruthy();
    fireEvent.click(screen.getByText('OK'));
    await confirm();
    await screen.findByTestId('action-otp-sms');
    const keys = calls.filter((c) => c.path === '/Transfer/Execute').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps the code dialog open on a wrong code (17030)', async () => {
    stubBank({
      '/Transfer/Execute': (body) => (body?.otpCode ? refused('17030', 'Kod hatalı.') : approver(201)),
    });
    await renderWithProviders(<TransactionSummaryScreen from="to-iban" />);
    await confirm();
    await typeCode('000000');
    expect((await screen.findByTestId('action-otp-warning')).textContent).toContain('Kod hatalı.');
  });

  it('waits for a push approval (202), re-posting every 5 s with the reference under the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const calls = stubBank({
      '/Transfer/Execute': (body) => {
        if (!body?.otpReferenceKey) return approver(202);
        polls += 1;
        return polls < 2 ? approver(202) : ok(RECEIPT, 401);
      },
    });
    const { router } = await renderWithProviders(<TransactionSummaryScreen from="to-iban" />);
    await confirm();
    expect(await screen.findByTestId('action-push')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(polls).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/success-page'));
    const executes = calls.filter((c) => c.path === '/Transfer/Execute');
    expect(new Set(executes.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(executes[1]?.body).toEqual({ ...REQUEST, otpReferenceKey: 'ref-1' });
  });
});
