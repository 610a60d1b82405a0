import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEBIT_ID, cardBankFetch, cardSummary, virtualSummary, VIRTUAL_ID } from '../../../../tests/setup/card-bank';
import { renderWithProviders } from '../../../../tests/setup/render';
import { AgentCardDetailScreen } from './agent-card-screens';

describe('AgentCardDetailScreen', () => {
  it("offers the agent the block and the lost/stolen processes, never the customer's management pages", async () => {
    vi.stubGlobal('fetch', vi.fn(cardBankFetch({ cards: [cardSummary()] })));
    await renderWithProviders(<AgentCardDetailScreen cardId={DEBIT_ID} area="debit" />, { language: 'eng' });
    const actions = within(await screen.findByTestId('card-actions'));
    expect(actions.getByTestId('action-lost-stolen').getAttribute('href')).toBe(
      `/dashboard/cards/card-detail/card-lost-stolen-report?cardId=${DEBIT_ID}`,
    );
    expect(actions.getByTestId('to-lost-stolen-processes').getAttribute('href')).toBe(
      '/dashboard/lost-stolen-processes',
    );
    expect(actions.queryByTestId('action-pin')).toBeNull();
    expect(actions.queryByTestId('action-cancel')).toBeNull();
    expect(actions.getAllByRole('link')).toHaveLength(2);
  });

  it('offers no block for a blocked card or a virtual card', async () => {
    const blocked = cardSummary({ status: 'Blocked', statusReason: 'Stolen' });
    vi.stubGlobal('fetch', vi.fn(cardBankFetch({ cards: [blocked, virtualSummary()] })));
    const { unmount } = await renderWithProviders(<AgentCardDetailScreen cardId={DEBIT_ID} area="debit" />, {
      language: 'tur',
    });
    expect(within(await screen.findByTestId('card-actions')).queryByTestId('action-lost-stolen')).toBeNull();
    unmount();
    await renderWithProviders(<AgentCardDetailScreen cardId={VIRTUAL_ID} area="credit" />, { language: 'tur' });
    const actions = within(await screen.findByTestId('card-actions'));
    expect(actions.queryByTestId('action-lost-stolen')).toBeNull();
    expect(actions.getByTestId('to-lost-stolen-processes')).toBeTruthy();
  });
});
