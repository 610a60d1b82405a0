import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { stubBank } from '../../../tests/setup/transfer-bank';
import { WAITING } from '../../../tests/setup/waiting-operation';
import { MarketTradeOutcomeSchema } from '../../contract/market';
import { MarketTradeWaiting } from './market-trade-waiting';

const TRADE = { ...WAITING, kind: 'trade' as const, amount: '2000.00', currency: 'USD' as const };

describe('a corporate maker’s trade stored to wait', () => {
  it('Trade’s answer parses as the waiting operation', () => {
    expect(v.parse(MarketTradeOutcomeSchema, TRADE)).toEqual(TRADE);
  });

  it('shows the waiting state in dollars and that the bank’s price at the approval applies (English)', async () => {
    stubBank({});
    await renderWithProviders(<MarketTradeWaiting operation={TRADE} onAgain={() => undefined} />, {
      language: 'eng',
    });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Sent for approval');
    expect(screen.getByTestId('waiting-amount').textContent).toBe('2,000 USD');
    expect(screen.getByTestId('waiting-note').textContent).toContain('the trade is made at the bank’s price');
    expect(screen.getByRole('link', { name: 'Back to prices' }).getAttribute('href')).toBe(
      '/dashboard/currency-and-precious-metals',
    );
  });

  it('says it in Turkish', async () => {
    stubBank({});
    await renderWithProviders(<MarketTradeWaiting operation={TRADE} onAgain={() => undefined} />, {
      language: 'tur',
    });
    expect((await screen.findByTestId('waiting-note')).textContent).toContain('bankanın o anki fiyatından');
  });
});
