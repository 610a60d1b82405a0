import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { Countdown } from './countdown';

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function Harness({ onComplete }: { onComplete: () => void }) {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPaused((value) => !value)}>
        toggle
      </button>
      <Countdown seconds={63} paused={paused} onComplete={onComplete} />
    </>
  );
}

describe('Countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts per second in mm:ss, pauses, resumes and signals 0 once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const onComplete = vi.fn();
    await renderWithProviders(<Harness onComplete={onComplete} />);
    expect(screen.getByTestId('countdown').textContent).toBe('01:03');
    await advance(3000);
    expect(screen.getByTestId('countdown').textContent).toBe('01:00');
    fireEvent.click(screen.getByText('toggle'));
    await advance(5000);
    expect(screen.getByTestId('countdown').textContent).toBe('01:00');
    fireEvent.click(screen.getByText('toggle'));
    await advance(60_000);
    expect(screen.getByTestId('countdown').textContent).toBe('00:00');
    await advance(2000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
