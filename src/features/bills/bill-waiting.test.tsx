import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { ok, stubBank } from '../../../tests/setup/transfer-bank';
import { WAITING } from '../../../tests/setup/waiting-operation';
import { ActionCode } from '../../contract/action-codes';
import type { BillPaymentRequest } from '../../contract/bills';
import { billDecision, type BillPaymentPlan } from './bill-decision';
import { BillSummaryScreen } from './bill-summary-screen';

const BILL_ID = '00000010-0000-4000-8000-000000000000';
const REQUEST: BillPaymentRequest = {
  sourceAccountNumber: '1729171-1',
  billerCode: 'BEDAS',
  subscriberNo: '1123456947',
  billIds: [BILL_ID],
};
const PLAN: BillPaymentPlan = {
  category: 'Electricity',
  billerName: 'Boğaziçi Elektrik Dağıtım (BEDAŞ)',
  subscriberLabel: 'Installation number',
  maskedSubscriberName: 'De*** Tek***',
  bills: [
    {
      id: BILL_ID,
      period: '2026-10',
      amount: '12500.50',
      currency: 'TRY',
      issuedAt: '2026-10-05',
      dueDate: '2026-10-20',
      status: 'Open',
    },
  ],
  total: '12500.50',
  source: { accountNumber: '1729171-1', name: 'Ticari Cari Hesap', availableBalance: '500000.00' },
};
const STORED = { ...WAITING, kind: 'billPayment' as const, amount: '12500.50' };

beforeEach(() => {
  billDecision.clear();
  billDecision.propose('category', REQUEST, PLAN);
});

describe('a corporate maker’s bill payment that waits for approvals (995)', () => {
  it('after the e-mailed code, shows the waiting state instead of the receipt (English)', async () => {
    const calls = stubBank({
      '/Bill/Pay': (body) =>
        body?.otpCode
          ? ok(STORED, ActionCode.CorporateOperationWaiting)
          : ok(
              { otpReferenceKey: 'ref-1', approverTargetInfo: 'se***@demirtekstil.example.com', otpTimeout: 120 },
              203,
            ),
    });
    const { router } = await renderWithProviders(<BillSummaryScreen search={{ category: 'Electricity' }} />);
    await act(async () => fireEvent.click(screen.getByTestId('summary-confirm')));
    fireEvent.paste(await screen.findByLabelText('Digit 1'), { clipboardData: { getData: () => '123456' } });
    await act(async () => fireEvent.click(screen.getByTestId('action-otp-submit')));
    expect(await screen.findByTestId('bill-waiting')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Sent for approval');
    expect(screen.getByTestId('waiting-reference').textContent).toBe('KRM-7Q2X9MZA');
    expect(screen.getByTestId('waiting-amount').textContent).toBe('12,500.50 TL');
    expect(screen.getByTestId('waiting-needs').textContent).toBe('Finans × 1, Yönetim × 1');
    expect(router.state.location.pathname).not.toBe('/dashboard/bill-payment/success');
    expect(calls.filter((c) => c.path === '/Bill/Pay')).toHaveLength(2);
    expect(billDecision.outcome()).toEqual(STORED);
    expect(screen.getByTestId('bill-success-new').getAttribute('href')).toBe('/dashboard/bill-payment');
  });
});
