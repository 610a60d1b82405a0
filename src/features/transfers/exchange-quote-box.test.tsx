import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import type { ExchangeQuote } from '../../contract/transfers';
import { ExchangeQuoteBox, msUntilExpiry, type useExchangeQuote } from './exchange-quote-box';

const quote = (expiresAt: string) => ({ expiresAt }) as ExchangeQuote;

describe('msUntilExpiry (the quote is asked again when it expires)', () => {
  it('waits until the expiry', () => {
    const now = Date.parse('2026-11-21T09:00:00.000Z');
    expect(msUntilExpiry(quote('2026-11-21T09:00:30.000Z'), now)).toBe(30_000);
  });

  it('never asks more often than once a second, even for an expired quote', () => {
    const now = Date.parse('2026-11-21T09:00:00.000Z');
    expect(msUntilExpiry(quote('2026-11-21T08:59:00.000Z'), now)).toBe(1000);
  });
});

const QUOTE: ExchangeQuote = {
  quoteId: '0b7e3a52-5d7c-4e8a-9f1a-2c3d4e5f6a7b',
  sourceCurrency: 'TRY',
  targetCurrency: 'USD',
  sourceAmount: '3434.00',
  targetAmount: '100.00',
  rate: '34.3400',
  midRate: '34.0000',
  spreadPercent: '1.00',
  expiresAt: '2026-11-21T09:00:30.000Z',
};
const answered = { isPending: false, isError: false, fetchStatus: 'idle', data: QUOTE } as unknown as ReturnType<
  typeof useExchangeQuote
>;

describe('ExchangeQuoteBox', () => {
  it('shows the quote as the detail kit rows, announced politely as it changes', async () => {
    await renderWithProviders(<ExchangeQuoteBox query={answered} />);
    const box = screen.getByTestId('exchange-quote');
    expect(box.getAttribute('aria-live')).toBe('polite');
    const list = box.querySelector('dl')!;
    expect(getComputedStyle(list).getPropertyValue('--detail-label-width')).not.toBe('');
    expect(list.querySelectorAll('dt')).toHaveLength(3);
    expect(screen.getByTestId('exchange-quote-rate').textContent).toBe('1 USD = 34.3400 TRY');
    expect(screen.getByTestId('exchange-quote-spread').textContent).toBe('34.0000 · 1%');
    expect(screen.getByTestId('exchange-quote-target').closest('dd')).toBeTruthy();
  });
});
