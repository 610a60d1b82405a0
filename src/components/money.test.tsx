import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { setHideAmounts, toggleHideAmounts } from '../lib/hide-amounts';
import { readSettings, SETTINGS_KEY } from '../lib/settings';
import { Money } from './money';

afterEach(() => localStorage.clear());

describe('Money', () => {
  it('shows tr-TR money with TL in Turkish', async () => {
    await renderWithProviders(<Money amount="1234.5" testId="money" />, { language: 'tur' });
    expect(screen.getByTestId('money').textContent).toBe('1.234,50 TL');
  });

  it('shows English money in English ("3,000 USD" is three thousand dollars)', async () => {
    await renderWithProviders(<Money amount="3000.00" currency="USD" testId="money" />);
    expect(screen.getByTestId('money').textContent).toBe('3,000 USD');
  });

  it('masks every <Money> with asterisks while hide-amounts is on, persisted in app-settings', async () => {
    await renderWithProviders(<Money amount="1234.5" testId="money" />, { language: 'tur' });
    act(() => setHideAmounts(true));
    expect(screen.getByTestId('money').textContent).toBe('****** TL');
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({ hideAmounts: true });
    act(() => toggleHideAmounts());
    expect(screen.getByTestId('money').textContent).toBe('1.234,50 TL');
    expect(readSettings().hideAmounts).toBe(false);
  });
});
