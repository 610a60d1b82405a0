import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CANCELLED_ID,
  CREDIT_ID,
  DEBIT_ID,
  cardBankFetch,
  cardSummary,
  creditSummary,
  virtualSummary,
} from '../../../tests/setup/card-bank';
import { renderWithProviders } from '../../../tests/setup/render';
import { CreditCardsScreen } from './credit-cards-screen';
import { DisabledCardsScreen } from './disabled-cards-screen';
import { MyCardsScreen } from './my-cards-screen';

const CARDS = [
  creditSummary(),
  virtualSummary(),
  cardSummary(),
  cardSummary({ id: CANCELLED_ID, status: 'Cancelled', statusReason: 'Customer', maskedNumber: '979215******6021' }),
];

describe('MyCardsScreen', () => {
  it('lists the live debit cards as pictures (BIN + last 4, state, holder) with the linked account and the detail link', async () => {
    const fetch = vi.fn(cardBankFetch({ cards: CARDS }));
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<MyCardsScreen />, { language: 'tur' });
    const rows = await screen.findAllByTestId('card-row');
    expect(rows).toHaveLength(1);
    const row = within(rows[0]!);
    expect(row.getByTestId('card-masked-number').textContent).toBe('9792 15•• •••• 6013');
    expect(row.getByTestId('card-masked-number').getAttribute('aria-hidden')).toBe('true');
    expect(row.getByText('Son dört hanesi 6013 olan kart')).toBeTruthy();
    expect(row.getByTestId('card-status').textContent).toBe('Aktif');
    expect(row.getByTestId('card-account').textContent).toBe('Hesap 1000146-1');
    expect(row.getByTestId('card-detail-link').getAttribute('href')).toBe(
      `/dashboard/cards/card-detail?cardId=${DEBIT_ID}`,
    );
    expect(fetch).toHaveBeenCalledWith('/api/Card/GetCards', expect.objectContaining({ method: 'GET' }));
  });

  it('offers the application when there is no debit card', async () => {
    vi.stubGlobal('fetch', vi.fn(cardBankFetch({ cards: [creditSummary()] })));
    await renderWithProviders(<MyCardsScreen />);
    expect(await screen.findByTestId('my-cards-empty')).toBeTruthy();
    expect(screen.getByTestId('apply-debit-card').getAttribute('href')).toBe(
      '/dashboard/card-application/debit-card-application',
    );
  });
});

describe('DisabledCardsScreen', () => {
  it('lists the cards that no longer work with the reason and the date', async () => {
    vi.stubGlobal('fetch', vi.fn(cardBankFetch({ cards: CARDS })));
    await renderWithProviders(<DisabledCardsScreen />);
    const rows = await screen.findAllByTestId('card-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByTestId('card-status').textContent).toBe('Cancelled');
    expect(within(rows[0]!).getByTestId('card-status-reason').textContent).toBe('At your request');
  });
});

describe('CreditCardsScreen', () => {
  it('lists the credit cards with the limit, debts and due date, their virtual cards and the payment link', async () => {
    vi.stubGlobal('fetch', vi.fn(cardBankFetch({ cards: CARDS })));
    await renderWithProviders(<CreditCardsScreen />, { language: 'eng' });
    const rows = await screen.findAllByTestId('card-row');
    expect(rows).toHaveLength(1);
    const row = within(rows[0]!);
    expect(row.getByTestId('card-available').textContent).toBe('40,879.60 TL');
    expect(row.getByTestId('card-period-debt').textContent).toBe('8,450.75 TL');
    expect(row.getByTestId('card-minimum').textContent).toBe('2,535.23 TL');
    expect(row.getByTestId('card-due-date').textContent).toBe('25/11/2026');
    expect(row.getByTestId('pay-debt').getAttribute('href')).toBe(`/dashboard/debt_payment?cardId=${CREDIT_ID}`);
    expect(row.getAllByTestId('virtual-card-row')).toHaveLength(1);
    expect(row.getByTestId('virtual-cards').textContent).toContain('ending in 7777');
  });
});
