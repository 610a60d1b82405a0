import { describe, expect, it, vi } from 'vitest';
import { onSessionReset, runSessionReset } from './session-reset';

describe('session reset registry', () => {
  it('runs every registered callback, even after one throws, and forgets unregistered ones', () => {
    const first = vi.fn(() => {
      throw new Error('boom');
    });
    const second = vi.fn();
    const stopFirst = onSessionReset(first);
    const stopSecond = onSessionReset(second);
    runSessionReset();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    stopSecond();
    runSessionReset();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
