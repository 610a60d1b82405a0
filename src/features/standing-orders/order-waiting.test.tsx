import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { ACCOUNTS, ok, stubBank } from '../../../tests/setup/transfer-bank';
import { WAITING } from '../../../tests/setup/waiting-operation';
import type { Account } from '../../contract/accounts';
import { CreateStandingOrderOutcomeSchema, type CreateStandingOrderRequest } from '../../contract/standing-orders';
import { ConfirmOrder } from './confirm-order';

const ORDER = {
  ...WAITING,
  kind: 'standingOrder' as const,
  amount: '20000.00',
  summary: { sourceAccountNumber: '1000146-1', receiver: 'Me**** Yı****', frequency: 'Monthly' },
};

const REQUEST: CreateStandingOrderRequest = {
  kind: 'Transfer',
  nickname: 'Depo kirası',
  sourceAccountNumber: '1000146-1',
  target: { mode: 'IBAN', iban: 'TR510001000123400056789012', receiverName: 'Mehmet Yıldız' },
  amount: '20000.00',
  description: '',
  frequency: 'Monthly',
  intervalMonths: 1,
  dayOfMonth: 1,
  startDate: '2026-12-01',
  endDate: null,
  maxRuns: null,
};

const confirmWith = async (language: 'eng' | 'tur') => {
  const bank = stubBank({ '/StandingOrder/Create': () => ok(ORDER, 995) });
  await renderWithProviders(
    <ConfirmOrder
      proposal={{ request: REQUEST, dates: ['2026-12-01', '2027-01-01'] }}
      accounts={ACCOUNTS as Account[]}
      onEdit={() => undefined}
      onBack={() => undefined}
    />,
    { language },
  );
  await userEvent.click(await screen.findByTestId('order-confirm-button'));
  return bank;
};

describe('a corporate maker’s new standing order stored to wait', () => {
  it('Create’s 995 answer parses as the waiting operation', () => {
    expect(v.parse(CreateStandingOrderOutcomeSchema, ORDER)).toEqual(ORDER);
  });

  it('shows the waiting state instead of “the standing order is set up” (English)', async () => {
    const bank = await confirmWith('eng');
    expect(await screen.findByTestId('order-waiting-details')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Sent for approval');
    expect(screen.getByTestId('waiting-reference').textContent).toBe(WAITING.reference);
    expect(screen.getByTestId('waiting-note').textContent).toContain(
      'The standing order is set up when the approvals are given, if they come before its first payment date.',
    );
    expect(screen.getByRole('link', { name: 'My standing orders' }).getAttribute('href')).toBe('/dashboard/my-orders');
    expect(bank.filter((c) => c.path === '/StandingOrder/Create')).toHaveLength(1);
    expect(screen.queryByTestId('order-confirm')).toBeNull();
  });

  it('names it in Turkish', async () => {
    await confirmWith('tur');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Onaya gönderildi');
    expect(screen.getByTestId('waiting-needs').textContent).toBe('Finans × 1, Yönetim × 1');
    expect(screen.getByTestId('waiting-note').textContent).toContain('Talimat, onaylar ilk ödeme tarihinden önce');
    expect(screen.getByRole('link', { name: 'Talimatlarım' }).getAttribute('href')).toBe('/dashboard/my-orders');
  });
});
