import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { marketBankFetch, marketOverview } from '../../../tests/setup/market-bank';
import { renderWithProviders } from '../../../tests/setup/render';
import { MarketListScreen } from './market-list-screen';

describe('MarketListScreen', () => {
  it('shows each instrument with the prices the customer buys and sells at, the change, the holding and the links', async () => {
    const fetch = vi.fn(
      marketBankFetch(
        marketOverview([
          { accountNumber: '1000146-3', holding: '1250.00' },
          { changePercent: '-0.40' },
          {},
          { bankSell: '5535.3100', bankBuy: '5425.6900', isOpen: false, opensAt: '08:00', closesAt: '22:00' },
        ]),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<MarketListScreen />, { language: 'tur' });
    expect(await screen.findAllByTestId(/^market-instrument-/)).toHaveLength(6);
    const usd = within(screen.getByTestId('market-instrument-USD'));
    expect(usd.getByTestId('market-sell-price-USD').textContent).toBe('41,3740 TL / USD');
    expect(usd.getByTestId('market-buy-price-USD').textContent).toBe('41,1260 TL / USD');
    expect(usd.getByTestId('market-holding-USD').textContent).toBe('1.250 USD');
    expect(usd.getByTestId('market-change-USD').textContent).toBe('▲ %0,61');
    expect(screen.getByTestId('market-change-EUR').textContent).toBe('▼ %0,40');
    expect(screen.getByTestId('market-sell-price-XAU').textContent).toBe('5535,3100 TL / gr');
    expect(screen.getByTestId('market-closed-XAU').textContent).toContain('08:00-22:00');
    expect(screen.queryByTestId('market-closed-USD')).toBeNull();
    expect(usd.getByTestId('market-buy-USD').getAttribute('href')).toBe(
      '/dashboard/currency-and-precious-metals/buy?instrument=USD&side=Buy',
    );
    expect(fetch).toHaveBeenCalledWith('/api/Market/GetOverview', expect.objectContaining({ method: 'GET' }));
  });
});
