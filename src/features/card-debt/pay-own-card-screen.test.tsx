import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CREDIT_ID, cardBankFetch, cardSummary, creditSummary } from '../../../tests/setup/card-bank';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { ownCardDebtDecision } from './own-card-debt-decision';
import { PayOwnCardScreen } from './pay-own-card-screen';

const account = {
  accountNumber: '1000146-1',
  iban: 'TR330006100519786457841326',
  name: 'Vadesiz TL',
  kind: 'Current',
  currency: 'TRY',
  balance: '20000.00',
  availableBalance: '20000.00',
  branchName: 'Merkez',
  openedAt: '2024-01-02',
  isClosed: false,
};
const cards = cardBankFetch({ cards: [cardSummary(), creditSummary()] });
const bankFetch = vi.fn(async (input: RequestInfo | URL) =>
  String(input).startsWith('/api/Deposit/GetAccounts')
    ? jsonResponse({
        status: 'success',
        data: { accounts: [account] },
        messages: [],
        actionCode: 300,
        isTransactionSigning: false,
      })
    : cards(input),
);
const select = (testId: string) => screen.getByTestId(testId).querySelector('select')!;

describe('PayOwnCardScreen', () => {
  it('shows the card’s debts, refuses another amount over the debt, proposes the minimum payment by card id', async () => {
    vi.stubGlobal('fetch', bankFetch);
    const { router } = await renderWithProviders(<PayOwnCardScreen cardId={CREDIT_ID} />, { language: 'eng' });
    expect(await screen.findByTestId('debt-payment-form')).toBeTruthy();
    // Only the credit card is offered; its debts and due date are shown.
    expect(select('debt-payment-card').options).toHaveLength(1);
    expect(screen.getByTestId('debt-payment-masked-card').textContent).toBe('515899******6018');
    expect(screen.getByTestId('debt-payment-minimum').textContent).toBe('2,535.23 TL');
    expect(select('debt-payment-option').value).toBe('MinimumPayment');

    fireEvent.change(select('debt-payment-option'), { target: { value: 'Other' } });
    const amount = (await screen.findByTestId('debt-payment-amount')).querySelector('input')!;
    fireEvent.change(amount, { target: { value: '9200' } });
    fireEvent.blur(amount);
    fireEvent.click(screen.getByTestId('debt-payment-submit'));
    expect(await screen.findByText("The amount is more than the card's current debt.")).toBeTruthy();
    expect(amount.value).not.toBe('');
    expect(ownCardDebtDecision.pending()).toBeUndefined();

    fireEvent.change(select('debt-payment-option'), { target: { value: 'MinimumPayment' } });
    fireEvent.click(screen.getByTestId('debt-payment-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/debt_payment/summary'));
    expect(ownCardDebtDecision.pending()).toMatchObject({
      request: { cardId: CREDIT_ID, option: 'MinimumPayment', sourceAccountNumber: '1000146-1' },
      plan: { amount: '2535.23' },
    });
    expect(JSON.stringify(ownCardDebtDecision.pending())).not.toMatch(/\d{16}/);
  });
});
