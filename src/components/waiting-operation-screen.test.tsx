import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { RECEIPT, stubBank } from '../../tests/setup/transfer-bank';
import { WAITING } from '../../tests/setup/waiting-operation';
import { PayBillsOutcomeSchema } from '../api/bills';
import { ExecuteOutcomeSchema } from '../api/transfers';
import { isWaitingOperation, needsText } from '../lib/waiting-operation';
import { WaitingOperationScreen } from './waiting-operation-screen';

describe('the 995 answer in the api layer', () => {
  it('Execute and Pay parse the waiting operation as well as their own answers', () => {
    expect(v.parse(ExecuteOutcomeSchema, WAITING)).toEqual(WAITING);
    expect(v.parse(ExecuteOutcomeSchema, RECEIPT)).toEqual(RECEIPT);
    expect(v.parse(PayBillsOutcomeSchema, { ...WAITING, kind: 'billPayment' })).toEqual({
      ...WAITING,
      kind: 'billPayment',
    });
    expect(v.is(ExecuteOutcomeSchema, { ...WAITING, status: 'Posted' })).toBe(false);
    expect(v.is(PayBillsOutcomeSchema, { ...WAITING, needs: [{ groupName: 'Finans' }] })).toBe(false);
  });

  it('tells the waiting operation from a receipt and writes its needs', () => {
    expect(isWaitingOperation(WAITING)).toBe(true);
    expect(isWaitingOperation(RECEIPT)).toBe(false);
    expect(needsText(WAITING.needs)).toBe('Finans × 1, Yönetim × 1');
  });
});

describe('the waiting state kit', () => {
  it('shows the reference, amount, needs, deadline and that nothing moved (English)', async () => {
    stubBank({});
    await renderWithProviders(
      <WaitingOperationScreen
        operation={{ ...WAITING, kind: 'billPayment', amount: '12500.50' }}
        testId="bill-waiting"
        actions={<a href="/dashboard">Home</a>}
      />,
    );
    expect((await screen.findByTestId('page-title')).textContent).toBe('Sent for approval');
    expect(screen.getByTestId('success-status').textContent).toBe('Waiting for approval');
    expect(screen.getByTestId('waiting-reference').textContent).toBe('KRM-7Q2X9MZA');
    expect(screen.getByTestId('waiting-amount').textContent).toBe('12,500.50 TL');
    expect(screen.getByTestId('waiting-needs').textContent).toBe('Finans × 1, Yönetim × 1');
    expect(screen.getByTestId('waiting-until').textContent).toContain('13/03/2026');
    expect(screen.getByTestId('waiting-note').textContent).toContain('Nothing has moved yet');
    expect(screen.getByTestId('waiting-note').textContent).toContain('approvers have been told');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByTestId('waiting-follow').getAttribute('href')).toBe(
      `/dashboard/corporate-operations/detail?id=${WAITING.operationId}`,
    );
  });
});
