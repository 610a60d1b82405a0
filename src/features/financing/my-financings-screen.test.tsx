import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { financingBankFetch, financingSummary, installment } from '../../../tests/setup/financing-bank';
import { renderWithProviders } from '../../../tests/setup/render';
import { MyFinancingsScreen } from './my-financings-screen';

describe('MyFinancingsScreen', () => {
  it('shows each financing with its remaining principal, the next installment, its state and the links', async () => {
    const housing = financingSummary({
      id: 'f1f0c7a2-1d2e-4c3b-9a8f-000000000002',
      kind: 'Housing',
      name: 'Konut Finansmanı',
      overdueCount: 0,
      remainingPrincipal: '193000.00',
      nextInstallment: installment({
        no: 3,
        state: 'Due',
        dueDate: '2026-11-23',
        lateCharge: '0.00',
        payable: '5064.00',
      }),
    });
    const closed = financingSummary({
      id: 'f1f0c7a2-1d2e-4c3b-9a8f-000000000003',
      kind: 'Goods',
      name: 'Mal Finansmanı',
      status: 'Closed',
      overdueCount: 0,
      nextInstallment: null,
    });
    vi.stubGlobal('fetch', vi.fn(financingBankFetch([financingSummary(), housing, closed])));
    await renderWithProviders(<MyFinancingsScreen />, { language: 'tur' });
    const vehicle = within(await screen.findByTestId('financing-Vehicle'));
    expect(vehicle.getByTestId('financing-status').textContent).toBe('1 taksit gecikmede');
    expect(vehicle.getByTestId('financing-remaining').textContent).toBe('107.000 TL');
    expect(vehicle.getByTestId('financing-next-amount').textContent).toBe('8.214,80 TL');
    expect(vehicle.getByText('Gecikmede')).toBeTruthy();
    expect(vehicle.getByTestId('financing-pay-link').getAttribute('href')).toBe(
      `/dashboard/my-financings/detail/payment?id=${financingSummary().id}`,
    );
    const home = within(screen.getByTestId('financing-Housing'));
    expect(home.getByTestId('financing-status').textContent).toBe('Aktif');
    expect(home.getByText('Ödenecek')).toBeTruthy();
    // A closed financing has its plan but nothing to pay.
    const goods = within(screen.getByTestId('financing-Goods'));
    expect(goods.getByTestId('financing-status').textContent).toBe('Kapandı');
    expect(goods.queryByTestId('financing-pay-link')).toBeNull();
    expect(goods.getByTestId('financing-detail-link')).toBeTruthy();
  });
});
