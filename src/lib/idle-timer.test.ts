import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/setup/render';
import {
  createIdleTimer,
  DEFAULT_SESSION,
  restoreIdleElapsed,
  saveIdleElapsed,
  sessionTimesFrom,
  type IdleEvent,
  type SessionTimes,
} from './idle-timer';

const START = Date.parse('2026-01-01T10:00:00.000Z');
const times = (overrides: Partial<SessionTimes> = {}): SessionTimes => ({
  sessionTimeout: 600,
  sessionTimeoutWarningTime: 60,
  sessionMaxTimeoutInSeconds: 1860,
  startedAt: START,
  ...overrides,
});

describe('idle timer', () => {
  let events: IdleEvent[];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    events = [];
  });
  afterEach(() => vi.useRealTimers());
  const lastEvent = () => events.at(-1);

  it('warns after (timeout - warning) seconds without activity, then counts down each second', () => {
    const timer = createIdleTimer(times(), (e) => events.push(e));
    vi.advanceTimersByTime(539_000);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(lastEvent()).toEqual({ type: 'warning', remaining: 60 });
    vi.advanceTimersByTime(15_000);
    expect(lastEvent()).toEqual({ type: 'warning', remaining: 45 });
    timer.stop();
  });

  it('activity before the warning moves it back; activity is throttled', () => {
    const timer = createIdleTimer(times({ sessionTimeout: 20, sessionTimeoutWarningTime: 5 }), (e) => events.push(e));
    vi.advanceTimersByTime(10_000);
    timer.activity();
    vi.advanceTimersByTime(300);
    timer.activity(); // within the throttle window: ignored
    vi.advanceTimersByTime(14_000);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(lastEvent()?.type).toBe('warning');
    timer.stop();
  });

  it('ignores activity while the warning shows; "stay" (reset) hides it and starts again', () => {
    const timer = createIdleTimer(times({ sessionTimeout: 20, sessionTimeoutWarningTime: 5 }), (e) => events.push(e));
    vi.advanceTimersByTime(16_000);
    expect(lastEvent()?.type).toBe('warning');
    timer.activity();
    vi.advanceTimersByTime(1000);
    expect(lastEvent()).toEqual({ type: 'warning', remaining: 3 });
    timer.reset(times({ sessionTimeout: 30, sessionTimeoutWarningTime: 5 }));
    expect(lastEvent()).toEqual({ type: 'active' });
    vi.advanceTimersByTime(24_000);
    expect(lastEvent()).toEqual({ type: 'active' });
    vi.advanceTimersByTime(1000);
    expect(lastEvent()).toEqual({ type: 'warning', remaining: 5 });
    timer.stop();
  });

  it('expires (logs out) when the countdown ends, once', () => {
    createIdleTimer(times({ sessionTimeout: 20, sessionTimeoutWarningTime: 5 }), (e) => events.push(e));
    vi.advanceTimersByTime(20_000);
    expect(lastEvent()).toEqual({ type: 'expired', reason: 'idle' });
    vi.advanceTimersByTime(60_000);
    expect(events.filter((e) => e.type === 'expired')).toHaveLength(1);
  });

  it('checks the maximum session length every 10 s from the session start, activity or not', () => {
    vi.setSystemTime(START + 1840_000);
    const timer = createIdleTimer(times(), (e) => events.push(e));
    vi.advanceTimersByTime(10_000);
    timer.activity();
    vi.advanceTimersByTime(10_000); // exactly 1860 s: not over yet
    expect(events).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(lastEvent()).toEqual({ type: 'expired', reason: 'max-session' });
  });

  it('carries idle time over a reload: saved on unload, restored once on load', () => {
    const storage = memoryStorage();
    const first = createIdleTimer(times({ sessionTimeout: 100, sessionTimeoutWarningTime: 10 }), (e) => events.push(e));
    vi.advanceTimersByTime(85_000);
    saveIdleElapsed(storage, first.elapsedMs());
    first.stop();
    const elapsedMs = restoreIdleElapsed(storage);
    expect(elapsedMs).toBe(85_000);
    expect(restoreIdleElapsed(storage)).toBe(0);
    createIdleTimer(times({ sessionTimeout: 100, sessionTimeoutWarningTime: 10 }), (e) => events.push(e), {
      elapsedMs,
    });
    vi.advanceTimersByTime(5000);
    expect(lastEvent()).toEqual({ type: 'warning', remaining: 10 });
  });

  it('takes the limits from the login answer, with 600 / 60 / 1860 s and the load time as defaults', () => {
    expect(sessionTimesFrom({}, 42)).toEqual({ ...DEFAULT_SESSION, startedAt: 42 });
    expect(
      sessionTimesFrom(
        {
          sessionTimeout: 300,
          sessionTimeoutWarningTime: 30,
          sessionMaxTimeoutInSeconds: 900,
          sessionStartedAt: '2026-01-01T10:00:00.000Z',
        },
        42,
      ),
    ).toEqual({
      sessionTimeout: 300,
      sessionTimeoutWarningTime: 30,
      sessionMaxTimeoutInSeconds: 900,
      startedAt: START,
    });
  });
});
