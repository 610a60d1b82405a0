import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { ok, stubBank } from '../../../tests/setup/transfer-bank';
import type { BillerList, OpenBills } from '../../contract/bills';
import { BillCategoryScreen } from './bill-category-screen';
import { billDecision } from './bill-decision';

const INSTITUTIONS: BillerList = {
  categoryName: 'Electricity',
  institutions: [
    {
      code: 'BEDAS',
      name: 'Boğaziçi Elektrik Dağıtım (BEDAŞ)',
      category: 'Electricity',
      subscriberLabel: 'Installation number',
      subscriberPattern: '^\\d{10}$',
      subscriberCheck: 'luhn',
      subscriberHint: '10-digit number',
    },
  ],
};

const bill = (period: string, amount: string) => ({
  id: `0000000${period.slice(5)}-0000-4000-8000-000000000000`,
  period,
  amount,
  currency: 'TRY' as const,
  issuedAt: `${period}-05`,
  dueDate: `${period}-20`,
  status: 'Open' as const,
});

const openBills = (bills: OpenBills['bills']): OpenBills => ({
  billerCode: 'BEDAS',
  billerName: 'Boğaziçi Elektrik Dağıtım (BEDAŞ)',
  subscriberNo: '1123456947',
  maskedSubscriberName: 'Ay*** Yıl***',
  bills,
  total: '0.00',
  currency: 'TRY',
});

const input = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;
const fill = (testId: string, value: string) => {
  fireEvent.change(input(testId), { target: { value } });
  fireEvent.blur(input(testId));
};

beforeEach(() => billDecision.clear());

describe('BillCategoryScreen', () => {
  it('labels the number as the institution does and checks its rule on blur', async () => {
    const calls = stubBank({ '/Bill/GetInstitutions/Electricity': () => ok(INSTITUTIONS) });
    await renderWithProviders(<BillCategoryScreen search={{ category: 'Electricity' }} />);
    expect(await screen.findByText('Installation number')).toBeTruthy();
    fill('bill-subscriber', '1123456948');
    expect(await screen.findByText(/does not fit the institution’s rule/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('bill-query'));
    await waitFor(() => expect(calls.some((c) => c.path === '/Bill/QueryBills')).toBe(false));
    fill('bill-subscriber', '1123456947');
    await waitFor(() => expect(screen.queryByText(/does not fit the institution’s rule/)).toBeNull());
  });

  it('queries the open bills, totals what is ticked and keeps the chosen ones for the summary', async () => {
    const calls = stubBank({
      '/Bill/GetInstitutions/Electricity': () => ok(INSTITUTIONS),
      '/Bill/QueryBills': () => ok(openBills([bill('2026-10', '410.25'), bill('2026-11', '389.75')])),
    });
    const { router } = await renderWithProviders(<BillCategoryScreen search={{ category: 'Electricity' }} />);
    await screen.findByText('Installation number');
    fill('bill-subscriber', '1123456947');
    fireEvent.click(screen.getByTestId('bill-query'));
    await screen.findByTestId('bill-list');
    expect(calls.find((c) => c.path === '/Bill/QueryBills')?.body).toEqual({
      billerCode: 'BEDAS',
      subscriberNo: '1123456947',
    });
    expect(screen.getByTestId('bill-total').textContent).toBe('800 TL');
    expect(screen.getByText('Unpaid bills of Ay*** Yıl***')).toBeTruthy();
    expect(screen.getByText('Due 20/10/2026')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bill-item-2026-11').querySelector('input')!);
    await waitFor(() => expect(screen.getByTestId('bill-total').textContent).toBe('410.25 TL'));
    fireEvent.click(screen.getByTestId('bill-continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/bill-payment/summary'));
    const pending = billDecision.pending()!;
    expect(pending.request).toEqual({
      sourceAccountNumber: '1000146-1',
      billerCode: 'BEDAS',
      subscriberNo: '1123456947',
      billIds: [bill('2026-10', '410.25').id],
    });
    expect(pending.plan.total).toBe('410.25');
  });

  it('says so when nothing is to pay, and asks at once when the search names the subscriber', async () => {
    const calls = stubBank({
      '/Bill/GetInstitutions/Electricity': () => ok(INSTITUTIONS),
      '/Bill/QueryBills': () => ok(openBills([])),
    });
    await renderWithProviders(
      <BillCategoryScreen search={{ category: 'Electricity', biller: 'BEDAS', subscriber: '1123456947' }} />,
      { language: 'tur' },
    );
    expect(await screen.findByText('Ödenecek fatura yok')).toBeTruthy();
    expect(
      screen.getByText(
        'Boğaziçi Elektrik Dağıtım (BEDAŞ) kurumunda 1123456947 numaralı abonenin ödenmemiş faturası yok.',
      ),
    ).toBeTruthy();
    expect(input('bill-subscriber').value).toBe('1123456947');
    expect(calls.filter((c) => c.path === '/Bill/QueryBills')).toHaveLength(1);
    expect(screen.queryByTestId('bill-continue')).toBeNull();
  });
});
