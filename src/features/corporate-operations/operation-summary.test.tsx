import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { ok, stubBank } from '../../../tests/setup/transfer-bank';
import type { CorporateOperation } from '../../contract/corporate-operations';
import { formatDate } from '../../contract/date-text';
import { OperationDetailScreen } from './operation-detail-screen';

const ID = '7e2f3c2e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';
const TRADE: CorporateOperation = {
  operationId: ID,
  reference: 'KRM-20261118-A1B2C3',
  status: 'Waiting',
  kind: 'trade',
  amount: '2000.00',
  currency: 'USD',
  summary: {
    sourceAccountNumber: '1729171-1',
    receiver: null,
    side: 'Buy',
    instrument: 'USD',
    indicativeRate: '34.2150',
    indicativeTryAmount: '68430.00',
  },
  makerName: 'Selin Korkmaz',
  createdAt: '2026-11-18T09:00:00.000Z',
  expiresAt: '2026-11-20T09:00:00.000Z',
  decidedAt: null,
  failureCode: null,
  needs: [{ groupId: 'g-finans', groupName: 'Finans', count: 1, approved: 0 }],
  approvals: [],
  canDecide: true,
};

describe('the approvers’ view of the kinds that wait beside transfers and bills', () => {
  it('names a trade’s side and its indicative price and TL amount (English)', async () => {
    stubBank({ [`/Saga/GetExternalUserTask/${ID}`]: () => ok(TRADE) });
    await renderWithProviders(<OperationDetailScreen operationId={ID} />);
    expect((await screen.findByTestId('operation-summary-side')).textContent).toBe('Buy');
    expect(screen.getByTestId('operation-summary-indicativeRate').textContent).toBe('34.2150');
    expect(screen.getByTestId('operation-summary-indicativeTryAmount').textContent).toContain('68,430');
  });

  it('names a card payment’s card and a new account’s type (Turkish)', async () => {
    const card = { ...TRADE, kind: 'cardPayment' as const, currency: 'TRY' as const };
    card.summary = { sourceAccountNumber: '1729171-1', receiver: 'El** Şa***', card: '540669******3214' };
    stubBank({ [`/Saga/GetExternalUserTask/${ID}`]: () => ok(card) });
    const first = await renderWithProviders(<OperationDetailScreen operationId={ID} />, { language: 'tur' });
    expect((await screen.findByTestId('operation-summary-card')).textContent).toBe('540669******3214');
    first.unmount();
    const opening = { ...card, kind: 'accountOperation' as const };
    opening.summary = { sourceAccountNumber: '1729171-1', accountKind: 'Current', termMonths: null };
    stubBank({ [`/Saga/GetExternalUserTask/${ID}`]: () => ok(opening) });
    await renderWithProviders(<OperationDetailScreen operationId={ID} />, { language: 'tur' });
    expect((await screen.findByTestId('operation-summary-accountKind')).textContent).toBe('Vadesiz hesap');
    expect(screen.queryByTestId('operation-summary-termMonths')).toBeNull();
  });

  it('names a standing order’s name, frequency and first date (English and Turkish)', async () => {
    const order = { ...TRADE, kind: 'standingOrder' as const, amount: '20000.00', currency: 'TRY' as const };
    order.summary = {
      sourceAccountNumber: '1729171-1',
      receiver: 'Me**** Yı****',
      orderName: 'Depo kirası',
      frequency: 'Monthly',
      firstDate: '2026-12-01',
    };
    stubBank({ [`/Saga/GetExternalUserTask/${ID}`]: () => ok(order) });
    const english = await renderWithProviders(<OperationDetailScreen operationId={ID} />);
    expect((await screen.findByTestId('operation-summary-frequency')).textContent).toBe('Every month');
    expect(screen.getByTestId('operation-summary-orderName').textContent).toBe('Depo kirası');
    expect(screen.getByTestId('operation-summary-firstDate').textContent).toBe(formatDate('2026-12-01', 'eng'));
    english.unmount();
    await renderWithProviders(<OperationDetailScreen operationId={ID} />, { language: 'tur' });
    expect((await screen.findByTestId('operation-summary-frequency')).textContent).toBe('Her ay');
    expect(screen.getByTestId('operation-summary-firstDate').textContent).toBe(formatDate('2026-12-01', 'tur'));
  });
});
