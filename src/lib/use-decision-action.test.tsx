import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, refusal } from '../../tests/setup/envelopes';
import { renderWithProviders } from '../../tests/setup/render';
import type { ServiceEnvelope } from '../contract/envelope';
import { useDecisionAction } from './use-decision-action';

const refused = refusal('x.refused', 'No.');

function Harness({ call, onDone }: { call: (key: string) => Promise<ServiceEnvelope<unknown>>; onDone: () => void }) {
  const action = useDecisionAction();
  return (
    <button type="button" onClick={() => void action.submit({ name: 'Elif' }, { call, onDone })}>
      save
    </button>
  );
}

const save = () => act(async () => fireEvent.click(screen.getByText('save')));

describe('useDecisionAction', () => {
  it('keeps the key for a retry after a network failure, renews it after a refusal, settles on success', async () => {
    const keys: string[] = [];
    const answers = [
      Promise.reject(new TypeError('Failed to fetch')),
      Promise.resolve(refused),
      Promise.resolve(envelope()),
    ];
    answers[0]!.catch(() => undefined);
    const call = vi.fn((key: string) => {
      keys.push(key);
      return answers[keys.length - 1]!;
    });
    const onDone = vi.fn();
    await renderWithProviders(<Harness call={call} onDone={onDone} />);
    await save();
    await save();
    expect(keys[1]).toBe(keys[0]);
    expect(onDone).not.toHaveBeenCalled();
    await save();
    expect(keys[2]).not.toBe(keys[1]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
