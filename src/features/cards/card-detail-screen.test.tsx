import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CREDIT_ID,
  cardBankFetch,
  cardDetail,
  creditSummary,
  line,
  virtualSummary,
} from '../../../tests/setup/card-bank';
import { renderWithProviders } from '../../../tests/setup/render';
import { CreditCardDetailScreen } from './credit-card-detail-screen';

const credit = creditSummary();
const bank = {
  cards: [credit],
  details: { [CREDIT_ID]: cardDetail(credit, { virtualCards: [virtualSummary()] }) },
  lines: (_cardId: string, period: string) => ({
    since: period === 'current' ? '2026-11-08T21:00:00.000Z' : null,
    transactions:
      period === 'current'
        ? [
            line({
              merchant: 'TEKNOSA',
              amount: '9000.00',
              installmentNumber: 2,
              installmentCount: 3,
              installmentAmount: '3000.00',
            }),
            line({
              merchant: 'PARIS CAFE',
              abroad: true,
              amount: '1234.50',
              originalAmount: '35.00',
              originalCurrency: 'EUR' as const,
            }),
            line({
              merchant: 'BLOCKED SHOP',
              status: 'Declined' as const,
              declineReason: 'card.online',
              declineText: 'Online shopping is closed.',
            }),
            line({ merchant: 'ONLINE', virtual: true, maskedNumber: '515899******7777' }),
            line({ kind: 'Payment' as const, merchant: '1000146-1', channel: null, amount: '500.00' }),
          ]
        : [line({ merchant: 'OLD PURCHASE' })],
  }),
};

describe('CreditCardDetailScreen', () => {
  it('shows the figures, the facts, the actions, the virtual cards and this period’s lines', async () => {
    const fetch = vi.fn(cardBankFetch(bank));
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<CreditCardDetailScreen cardId={CREDIT_ID} />, { language: 'eng' });
    expect(await screen.findByTestId('card-facts')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Credit card detail');
    expect(screen.getByTestId('card-available').textContent).toBe('40,879.60 TL');
    expect(screen.getByTestId('detail-masked-number').textContent).toBe('515899******6018');
    expect(screen.getByTestId('detail-permissions-open').textContent).toBe('Online shopping, Contactless');
    expect(screen.getByTestId('action-pay-debt').getAttribute('href')).toBe(
      `/dashboard/debt_payment?cardId=${CREDIT_ID}`,
    );
    expect(screen.getAllByTestId('virtual-card-row')).toHaveLength(1);
    expect(await screen.findByTestId('card-statements-empty')).toBeTruthy();

    const rows = await screen.findAllByTestId('card-transaction');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByTestId('card-transaction-installment').textContent).toBe('Installment 2/3: 3,000 TL');
    expect(within(rows[1]!).getByTestId('card-transaction-original').textContent).toBe('Abroad: 35 EUR');
    expect(within(rows[2]!).getByTestId('card-transaction-declined').textContent).toBe('Declined');
    expect(within(rows[2]!).getByTestId('card-transaction-reason').textContent).toBe('Online shopping is closed.');
    expect(within(rows[3]!).getByTestId('card-transaction-virtual').textContent).toBe('Virtual card ending in 7777');
    expect(within(rows[4]!).getByTestId('card-transaction-amount').textContent).toBe('+500 TL');
    expect(within(rows[0]!).getByTestId('card-transaction-amount').textContent).toBe('−9,000 TL');
    expect(fetch).toHaveBeenCalledWith(`/api/Card/GetCard/${CREDIT_ID}`, expect.anything());
    expect(fetch).toHaveBeenCalledWith(`/api/Card/GetTransactions/${CREDIT_ID}?period=current`, expect.anything());

    fireEvent.click(screen.getByTestId('card-transactions-period'));
    await waitFor(() => expect(screen.getAllByTestId('card-transaction')).toHaveLength(1));
    expect(screen.getByTestId('card-transaction-merchant').textContent).toBe('OLD PURCHASE');
    expect(fetch).toHaveBeenCalledWith(`/api/Card/GetTransactions/${CREDIT_ID}?period=all`, expect.anything());
  });

  it('says so when the address names no card', async () => {
    vi.stubGlobal('fetch', vi.fn(cardBankFetch(bank)));
    await renderWithProviders(<CreditCardDetailScreen cardId={undefined} />);
    expect((await screen.findByTestId('card-detail-error')).textContent).toBe('The card was not found.');
  });
});
