import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render';
import { ok, refused, stubBank } from '../../../../tests/setup/transfer-bank';
import type { CardStatement, CardStatementList } from '../../../contract/card-statements';
import type { CardDetail } from '../../../contract/cards';
import { StatementCutoffScreen } from './statement-cutoff-screen';
import { StatementsSection } from './statements-section';

const CARD_ID = '6f1c2b9e-8a4d-4c6e-9b2f-1d0e7a5c4b3a';

const statement = (cutoffDate: string, patch: Partial<CardStatement> = {}): CardStatement => ({
  id: `0000${cutoffDate.replaceAll('-', '')}-0000-4000-8000-000000000000`,
  periodStart: '2026-10-16',
  cutoffDate,
  dueDate: '2026-11-25',
  previousDebt: '4459.78',
  payments: '4459.78',
  newCharges: '7688.42',
  lateCharge: '0.00',
  periodDebt: '7688.42',
  minimumPayment: '1537.68',
  currency: 'TRY',
  lines: [],
  ...patch,
});

const list = (statements: CardStatement[]): CardStatementList => ({
  cardId: CARD_ID,
  maskedNumber: '515899******6018',
  statements,
});

const card: CardDetail = {
  id: CARD_ID,
  kind: 'Credit',
  maskedNumber: '515899******6018',
  productName: 'Emanet Kart Platinum',
  nickname: null,
  holderName: 'Ayşe Yılmaz',
  status: 'Active',
  statusReason: null,
  expiry: '11/29',
  accountNumber: null,
  currency: 'TRY',
  limit: '50000.00',
  availableLimit: '40000.00',
  periodDebt: '7688.42',
  minimumPayment: '1537.68',
  currentDebt: '10000.00',
  cutoffDate: '2026-12-15',
  dueDate: '2026-11-25',
  parentCardId: null,
  permissions: { online: true, contactless: true, abroad: false, atmAbroad: false },
  notificationsEnabled: true,
  limits: { atm: '10000.00', pos: '100000.00', online: '25000.00' },
  maxLimits: { atm: '25000.00', pos: '250000.00', online: '100000.00' },
  pinSet: true,
  cutoffDay: 15,
  cutoffDays: [8, 15, 23, 30],
  statementPreference: 'Email',
  virtualCards: [],
  openedAt: '2025-10-21T09:00:00.000Z',
  statusChangedAt: null,
};

describe('StatementsSection', () => {
  it('lists each statement with its period, due date, period debt and minimum, and marks a late charge', async () => {
    stubBank({
      [`/Card/GetStatements/${CARD_ID}`]: () =>
        ok(
          list([
            statement('2026-11-15', {
              lateCharge: '35.57',
              lines: [
                {
                  transactionId: 'x',
                  kind: 'LateCharge',
                  date: '2026-11-15T20:00:00.000Z',
                  merchant: 'Emanet Katılım Bankası',
                  installment: 1,
                  installments: 1,
                  amount: '35.57',
                  transactionAmount: '35.57',
                },
              ],
            }),
            statement('2026-10-15'),
          ]),
        ),
    });
    await renderWithProviders(<StatementsSection cardId={CARD_ID} />, { language: 'tur' });
    const rows = await screen.findAllByTestId('card-statement-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('card-statement-period').textContent).toBe('16.10.2026 – 15.11.2026');
    expect(within(rows[0]!).getByTestId('card-statement-due').textContent).toBe('25.11.2026');
    expect(within(rows[0]!).getByTestId('card-statement-debt').textContent).toBe('7.688,42 TL');
    expect(within(rows[0]!).getByTestId('card-statement-minimum').textContent).toBe('1.537,68 TL');
    expect(within(rows[0]!).getByTestId('card-statement-charge').textContent).toBe('Gecikme cezası');
    expect(within(rows[1]!).queryByTestId('card-statement-charge')).toBeNull();
  });

  it('says when there is no statement yet', async () => {
    stubBank({ [`/Card/GetStatements/${CARD_ID}`]: () => ok(list([])) });
    await renderWithProviders(<StatementsSection cardId={CARD_ID} />);
    expect(await screen.findByTestId('card-statements-empty')).toBeTruthy();
  });
});

describe('StatementCutoffScreen', () => {
  it('offers the bank’s days, states the rule, and keeps the choice after a refusal', async () => {
    const calls = stubBank({
      [`/Card/GetCard/${CARD_ID}`]: () => ok(card),
      [`/Card/GetStatements/${CARD_ID}`]: () => ok(list([statement('2026-11-15')])),
      '/Card/UpdateStatementCutoff': () => refused('cardStatement.sameCutoff', 'The cut-off day is already this day.'),
    });
    await renderWithProviders(<StatementCutoffScreen cardId={CARD_ID} />);
    const select = (await screen.findByTestId('statement-cutoff-day')).querySelector('select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Day 8 of every month',
      'Day 15 of every month',
      'Day 23 of every month',
      'Day 30 of every month',
    ]);
    expect(screen.getByTestId('statement-cutoff-rule').textContent).toContain(
      'at least 15 days after your last statement',
    );
    expect(await screen.findByText('15/11/2026')).toBeTruthy();
    fireEvent.change(select, { target: { value: '23' } });
    fireEvent.click(screen.getByTestId('statement-cutoff-submit'));
    expect(await screen.findByText('The cut-off day is already this day.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/Card/UpdateStatementCutoff')?.body).toEqual({
        cardId: CARD_ID,
        cutoffDay: 23,
      }),
    );
    expect(select.value).toBe('23');
  });

  it('says a debit card has no statement settings', async () => {
    stubBank({ [`/Card/GetCard/${CARD_ID}`]: () => ok({ ...card, kind: 'Debit', cutoffDay: null, cutoffDays: null }) });
    await renderWithProviders(<StatementCutoffScreen cardId={CARD_ID} />);
    expect(await screen.findByTestId('statement-settings-not-applicable')).toBeTruthy();
  });
});
