import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEBIT_ID, cardBankFetch, cardDetail, cardSummary } from '../../../../tests/setup/card-bank';
import { jsonResponse, renderWithProviders } from '../../../../tests/setup/render';
import { AgentLostStolenScreen } from './agent-lost-stolen-screen';

const ADDRESS = 'Bağdat Caddesi No: 12 D: 4, Kadıköy / İstanbul';

describe('AgentLostStolenScreen', () => {
  it('blocks the card after the confirm, in one call without a code, and shows the outcome', async () => {
    const card = cardSummary();
    const blocked = cardDetail({ ...card, status: 'Blocked', statusReason: 'Stolen' });
    const reads = cardBankFetch({ cards: [card] });
    const posts: { body: unknown; key: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/api/Card/ReportLostStolen')) {
          posts.push({
            body: JSON.parse(String(init?.body)),
            key: new Headers(init?.headers).get('Idempotency-Key'),
          });
          return jsonResponse({
            status: 'success',
            data: { card: blocked, application: { id: 'a1', reference: 'KB-20261125-000001' }, notice: '24 h' },
            messages: [],
            actionCode: 568,
            isTransactionSigning: false,
          });
        }
        return reads(input);
      }),
    );
    await renderWithProviders(<AgentLostStolenScreen area="debit" cardId={DEBIT_ID} />, { language: 'eng' });
    const reason = (await screen.findByTestId('card-lost-reason')).querySelector('select')!;
    fireEvent.change(reason, { target: { value: 'Stolen' } });
    const address = screen.getByTestId('card-delivery-address').querySelector('input')!;
    fireEvent.input(address, { target: { value: ADDRESS } });
    fireEvent.click(screen.getByTestId('card-lost-block'));
    // Nothing is sent before the agent confirms the customer's words.
    expect(await screen.findByTestId('confirm-dialog')).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await screen.findByTestId('cc-lost-done');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ cardId: DEBIT_ID, reason: 'Stolen', replacement: true, deliveryAddress: ADDRESS });
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('card-application-reference').textContent).toBe('KB-20261125-000001');
    expect(screen.queryByTestId('action-otp-sms')).toBeNull();
  });
});
