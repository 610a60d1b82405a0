import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { AppDialog } from './app-dialog';

// The dialog's focus trap and its outside-interaction listeners start a frame or two after it
// opens (happy-dom runs frames on setImmediate, which can run before an earlier setTimeout(0)).
const frame = () => act(async () => void (await new Promise((resolve) => requestAnimationFrame(resolve))));
const settle = async () => {
  for (let i = 0; i < 5; i++) await frame();
};

/** One dialog closes and the next opens in the same render (the code dialog, then another). */
function Swap({ onDismiss }: { onDismiss: () => void }) {
  const [second, setSecond] = useState(false);
  return second ? (
    <AppDialog key="second" open title="second" footer={null} onDismiss={onDismiss} testId="second">
      <input aria-label="inside" />
    </AppDialog>
  ) : (
    <AppDialog key="first" open title="first" footer={null} onDismiss={() => setSecond(true)} testId="first">
      <button onClick={() => setSecond(true)}>next</button>
    </AppDialog>
  );
}

describe('AppDialog', () => {
  it('stays open when the focus trap of a dialog that closed returns focus late', async () => {
    const onDismiss = vi.fn();
    await renderWithProviders(<Swap onDismiss={onDismiss} />);
    await screen.findByTestId('first');
    await settle();
    // The first dialog's trap returns focus on a setTimeout(0); hold it until the second listens.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByText('next'));
    await settle();
    expect(screen.getByTestId('second')).toBeTruthy();
    act(() => vi.runOnlyPendingTimers());
    await settle();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByTestId('second')).toBeTruthy();
  });

  it('closes on Escape and on the backdrop', async () => {
    const onDismiss = vi.fn();
    await renderWithProviders(
      <AppDialog open title="title" footer={null} onDismiss={onDismiss} testId="dialog">
        <input aria-label="inside" />
      </AppDialog>,
    );
    await screen.findByTestId('dialog');
    await settle();
    fireEvent.keyDown(screen.getByLabelText('inside'), { key: 'Escape' });
    await settle();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    // The pointer-down-outside listener is added on a setTimeout(0).
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
    fireEvent.pointerDown(document.querySelector('[data-part="backdrop"]')!);
    await settle();
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
