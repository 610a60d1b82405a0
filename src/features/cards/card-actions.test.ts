import { describe, expect, it } from 'vitest';
import {
  cardDetail,
  cardSummary,
  creditSummary,
  virtualSummary,
  CREDIT_ID,
  VIRTUAL_ID,
} from '../../../tests/setup/card-bank';
import { cardActions } from './card-actions';

const paths = (detail: ReturnType<typeof cardDetail>) => cardActions(detail).map((action) => action.to);

describe('cardActions', () => {
  it('offers an active debit card its management pages under the debit detail', () => {
    const actions = cardActions(cardDetail(cardSummary()));
    expect(actions.map((a) => a.to)).toEqual([
      '/dashboard/cards/card-detail/card-permission',
      '/dashboard/cards/card-detail/card-misc-options',
      '/dashboard/cards/card-detail/limit-management',
      '/dashboard/cards/card-detail/card-password-change',
      '/dashboard/cards/card-detail/card-account-select',
      '/dashboard/cards/card-detail/card-renewal',
      '/dashboard/cards/card-detail/card-lost-stolen-report',
      '/dashboard/cards/card-detail/card-cancellation',
    ]);
    expect(new Set(actions.map((a) => a.testId)).size).toBe(actions.length);
  });

  it('offers a main credit card the debt payment, a virtual card, statement settings and the same pages', () => {
    const to = paths(cardDetail(creditSummary()));
    expect(to[0]).toBe('/dashboard/debt_payment');
    expect(to).toContain('/dashboard/credit-cards/virtual-credit-card/create');
    expect(to).toContain('/dashboard/credit-cards/credit-card-detail/statement-cutoff-date-update');
    expect(to).toContain('/dashboard/credit-cards/credit-card-detail/statement-sending-preference');
    expect(to).toContain('/dashboard/credit-cards/credit-card-detail/card-lost-stolen-report');
    expect(cardActions(cardDetail(creditSummary())).every((a) => a.cardId === CREDIT_ID)).toBe(true);
  });

  it('offers a virtual card its own limit and pays its main card; no PIN, renewal or lost/stolen', () => {
    const actions = cardActions(cardDetail(virtualSummary()));
    const to = actions.map((a) => a.to);
    expect(actions.find((a) => a.to === '/dashboard/debt_payment')?.cardId).toBe(CREDIT_ID);
    expect(actions.find((a) => a.to.endsWith('/limit-update'))?.cardId).toBe(VIRTUAL_ID);
    expect(to.some((p) => /password|renewal|lost-stolen|limit-management/.test(p))).toBe(false);
  });

  it('offers a frozen card its unfreezing only (and a credit card its payment)', () => {
    expect(paths(cardDetail(cardSummary({ status: 'Frozen' })))).toEqual([
      '/dashboard/cards/card-detail/card-misc-options',
    ]);
    expect(paths(cardDetail(creditSummary({ status: 'Frozen' })))).toEqual([
      '/dashboard/credit-cards/credit-card-detail/card-misc-options',
      '/dashboard/debt_payment',
    ]);
  });

  it('offers a blocked, cancelled or closed card a new application (and what a credit card still owes)', () => {
    for (const status of ['Blocked', 'Cancelled', 'Closed'] as const) {
      expect(paths(cardDetail(cardSummary({ status })))).toEqual([
        '/dashboard/card-application/debit-card-application',
      ]);
      expect(paths(cardDetail(creditSummary({ status })))).toEqual([
        '/dashboard/card-application/credit-card-application',
        '/dashboard/debt_payment',
      ]);
    }
    expect(paths(cardDetail(creditSummary({ status: 'Closed', currentDebt: '0.00' })))).toEqual([
      '/dashboard/card-application/credit-card-application',
    ]);
  });
});
