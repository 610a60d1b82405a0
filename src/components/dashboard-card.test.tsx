import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { DashboardCard } from './dashboard-card';

describe('DashboardCard', () => {
  it('opens the full content from "Daha fazla hareket göster"', async () => {
    await renderWithProviders(
      <DashboardCard title="Son işlemler" more={<p>Tüm hareketler</p>}>
        <p>Üç hareket</p>
      </DashboardCard>,
      { language: 'tur' },
    );
    expect(screen.queryByText('Tüm hareketler')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla hareket göster' }));
    expect(await screen.findByText('Tüm hareketler')).toBeTruthy();
  });

  it('has no button without more content', async () => {
    await renderWithProviders(<DashboardCard title="T">x</DashboardCard>);
    expect(screen.queryByTestId('dashboard-card-more')).toBeNull();
  });
});
