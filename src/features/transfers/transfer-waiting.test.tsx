import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { ok, stubBank, SUMMARY } from '../../../tests/setup/transfer-bank';
import { WAITING } from '../../../tests/setup/waiting-operation';
import { ActionCode } from '../../contract/action-codes';
import type { TransferRequest } from '../../contract/transfers';
import { TransactionSummaryScreen } from './transaction-summary-screen';
import { transferDecision } from './transfer-decision';

const REQUEST = {
  sourceAccountNumber: '1729171-1',
  amount: '15000.00',
  description: 'Virman',
  target: { mode: 'Account', accountNumber: '1729171-2', receiverName: 'Demir Tekstil A.Ş.' },
} as TransferRequest;

beforeEach(() => {
  transferDecision.clear();
  transferDecision.propose('between-my-accounts', REQUEST, SUMMARY);
});

describe('a corporate maker’s transfer that waits for approvals (995)', () => {
  it('after the code, shows the waiting state instead of the receipt (Turkish)', async () => {
    const calls = stubBank({
      '/Transfer/Execute': (body) =>
        body?.otpCode
          ? ok(WAITING, ActionCode.CorporateOperationWaiting)
          : ok({ otpReferenceKey: 'ref-1', approverTargetInfo: '+90532*****46', otpTimeout: 120 }, 201),
    });
    const { router } = await renderWithProviders(<TransactionSummaryScreen from="between-my-accounts" />, {
      language: 'tur',
    });
    await act(async () => fireEvent.click(screen.getByTestId('summary-confirm')));
    fireEvent.paste(await screen.findByLabelText('Hane 1'), { clipboardData: { getData: () => '123456' } });
    await act(async () => fireEvent.click(screen.getByTestId('action-otp-submit')));
    expect((await screen.findByTestId('waiting-reference')).textContent).toBe('KRM-7Q2X9MZA');
    expect(screen.getByTestId('page-title').textContent).toBe('Onaya gönderildi');
    expect(screen.getByTestId('success-status').dataset.status).toBe('Waiting');
    expect(screen.getByTestId('waiting-amount').textContent).toBe('15.000 TL');
    expect(screen.getByTestId('waiting-needs').textContent).toBe('Finans × 1, Yönetim × 1');
    expect(screen.getByTestId('waiting-until').textContent).toContain('13.03.2026');
    expect(screen.getByTestId('waiting-note').textContent).toContain('Henüz para hareket etmedi');
    expect(router.state.location.pathname).not.toBe('/dashboard/success-page');
    expect(calls.filter((c) => c.path === '/Transfer/Execute')).toHaveLength(2);
    expect(transferDecision.outcome()).toEqual(WAITING);
    expect(transferDecision.pending()).toBeUndefined();
    expect(screen.getByTestId('success-new-transfer').getAttribute('href')).toBe('/dashboard/between-my-accounts');
  });
});
