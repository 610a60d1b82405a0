import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, refusal } from '../../tests/setup/envelopes';
import { renderWithProviders } from '../../tests/setup/render';
import type { ServiceEnvelope } from '../contract/envelope';
import { clearDecisions, decisionStore } from '../lib/decision-store';
import { ApproveStepScreen } from './approve-step-screen';
import { DetailList } from './detail-list';
import { DetailRow } from './detail-row';

/** A "+approve" decision of a made-up product: a card limit raised to `limit`. */
interface LimitRequest {
  cardId: string;
  limit: string;
}
interface LimitPlan {
  limit: string;
}
interface LimitOutcome {
  cardId: string;
  limit: string;
}

const limitDecision = decisionStore<LimitRequest, LimitPlan, LimitOutcome>('kit-card-limit');
const REQUEST: LimitRequest = { cardId: 'c1', limit: '25000.00' };

const answer = (data: unknown, actionCode = 0) => envelope({ data, actionCode });
const limitRefusal = () => refusal('card.limitTooHigh', 'The limit is above what the card allows.');
const isOutcome = (data: unknown): data is LimitOutcome =>
  typeof data === 'object' && data !== null && 'cardId' in data && 'limit' in data;

function Harness({
  execute,
  onBack = () => undefined,
  onDone = () => undefined,
}: {
  execute: (request: LimitRequest, key: string) => Promise<ServiceEnvelope<unknown>>;
  onBack?: (origin: string) => void;
  onDone?: (outcome: LimitOutcome) => void;
}) {
  return (
    <ApproveStepScreen
      decision={limitDecision}
      title="Approve the new limit"
      details={(plan) => (
        <DetailList>
          <DetailRow label="New limit" testId="approve-limit">
            {plan.limit}
          </DetailRow>
        </DetailList>
      )}
      execute={execute}
      isOutcome={isOutcome}
      onBack={onBack}
      onDone={(outcome) => onDone(outcome)}
      whenMissing={<p data-testid="back-to-form">form</p>}
    />
  );
}

afterEach(() => clearDecisions());

describe('ApproveStepScreen', () => {
  it('without a pending decision (a reload) shows what whenMissing gives', async () => {
    await renderWithProviders(<Harness execute={vi.fn()} />);
    expect(screen.getByTestId('back-to-form')).toBeTruthy();
    expect(screen.queryByTestId('approve-step')).toBeNull();
  });

  it('shows what is approved, says a code comes next, and Back returns to the form it came from', async () => {
    limitDecision.propose('card-limit', REQUEST, { limit: '25000.00' });
    const onBack = vi.fn();
    await renderWithProviders(<Harness execute={vi.fn()} onBack={onBack} />);
    expect(screen.getByTestId('approve-intro').textContent).toContain('The bank asks for your code next.');
    expect(screen.getByTestId('approve-limit').textContent).toContain('25000.00');
    expect(screen.getByTestId('approve-confirm').textContent).toBe('Approve');
    fireEvent.click(screen.getByTestId('approve-edit'));
    expect(onBack).toHaveBeenCalledWith('card-limit');
  });

  it('asks the SMS code and re-posts it under the same Idempotency-Key, then settles the decision', async () => {
    const pending = limitDecision.propose('card-limit', REQUEST, { limit: '25000.00' });
    const execute = vi.fn(async (request: LimitRequest & { otpCode?: string }, _key: string) =>
      request.otpCode
        ? answer({ cardId: 'c1', limit: '25000.00' })
        : answer({ otpReferenceKey: 'ref-1', approverTargetInfo: '+90532*****46', otpTimeout: 120 }, 201),
    );
    const onDone = vi.fn();
    await renderWithProviders(<Harness execute={execute} onDone={onDone} />);
    await act(async () => fireEvent.click(screen.getByTestId('approve-confirm')));
    await screen.findByTestId('action-otp-sms');
    fireEvent.paste(await screen.findByLabelText('Digit 1'), { clipboardData: { getData: () => '123456' } });
    await act(async () => fireEvent.click(screen.getByTestId('action-otp-submit')));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ cardId: 'c1', limit: '25000.00' }));
    expect(execute.mock.calls.map(([, key]) => key)).toEqual([pending.idempotencyKey, pending.idempotencyKey]);
    expect(execute.mock.calls[1]?.[0]).toMatchObject({ ...REQUEST, otpCode: '123456', otpReferenceKey: 'ref-1' });
    expect(limitDecision.pending()).toBeUndefined();
    expect(limitDecision.outcome()).toEqual({ cardId: 'c1', limit: '25000.00' });
  });

  it('after a refusal shows the bank’s message and the next Approve goes under a new key', async () => {
    const pending = limitDecision.propose('card-limit', REQUEST, { limit: '25000.00' });
    const first = pending.idempotencyKey;
    const execute = vi.fn(async () => limitRefusal());
    await renderWithProviders(<Harness execute={execute} />);
    await act(async () => fireEvent.click(screen.getByTestId('approve-confirm')));
    expect(await screen.findByText('The limit is above what the card allows.')).toBeTruthy();
    const renewed = limitDecision.pending()?.idempotencyKey;
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(first);
  });
});
