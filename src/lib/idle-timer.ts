/**
 * Session idle and maximum-length timing (spec section 4), free of React and the DOM so
 * it runs under fake timers. After (timeout - warning) seconds without activity it warns
 * and counts the warning down each second; at the timeout it expires. Every 10 s it
 * checks the maximum session length from the session's start.
 */
export interface SessionTimes {
  sessionTimeout: number;
  sessionTimeoutWarningTime: number;
  sessionMaxTimeoutInSeconds: number;
  /** When the session started (ms since epoch); the page load time when the server gave none. */
  startedAt: number;
}
export const DEFAULT_SESSION = { sessionTimeout: 600, sessionTimeoutWarningTime: 60, sessionMaxTimeoutInSeconds: 1860 };
export const MAX_SESSION_CHECK_MS = 10_000;
const TICK_MS = 1000;
/** Activity events closer together than this count once. */
export const ACTIVITY_THROTTLE_MS = 1000;

export type IdleEvent =
  { type: 'warning'; remaining: number } | { type: 'active' } | { type: 'expired'; reason: 'idle' | 'max-session' };

export interface IdleTimerOptions {
  now?: () => number;
  /** Idle time carried over from before a reload (see saveIdleElapsed). */
  elapsedMs?: number;
}

export const createIdleTimer = (
  initial: SessionTimes,
  listener: (event: IdleEvent) => void,
  { now = Date.now, elapsedMs = 0 }: IdleTimerOptions = {},
) => {
  let times = initial;
  let lastActivity = now() - elapsedMs;
  let warning = false;
  let done = false;

  const expire = (reason: 'idle' | 'max-session') => {
    if (done) return;
    done = true;
    stop();
    listener({ type: 'expired', reason });
  };
  const tick = () => {
    const idle = (now() - lastActivity) / 1000;
    if (idle >= times.sessionTimeout) return expire('idle');
    if (idle >= times.sessionTimeout - times.sessionTimeoutWarningTime) {
      warning = true;
      listener({ type: 'warning', remaining: Math.ceil(times.sessionTimeout - idle) });
    }
  };
  const checkMax = () => {
    if ((now() - times.startedAt) / 1000 > times.sessionMaxTimeoutInSeconds) expire('max-session');
  };
  const idleTimer = setInterval(tick, TICK_MS);
  const maxTimer = setInterval(checkMax, MAX_SESSION_CHECK_MS);
  function stop() {
    clearInterval(idleTimer);
    clearInterval(maxTimer);
  }
  tick();

  return {
    /** Pointer, key, touch or scroll. Ignored while the warning shows: only "stay" answers it. */
    activity() {
      const at = now();
      if (warning || done || at - lastActivity < ACTIVITY_THROTTLE_MS) return;
      lastActivity = at;
    },
    /** "Stay signed in" succeeded: idle counts from now, with the refreshed limits. */
    reset(next: SessionTimes = times) {
      times = next;
      lastActivity = now();
      if (warning) listener({ type: 'active' });
      warning = false;
    },
    elapsedMs: () => now() - lastActivity,
    stop,
  };
};
export type IdleTimer = ReturnType<typeof createIdleTimer>;

const ELAPSED_KEY = 'emanet-idle-elapsed';

/** On page unload: how long the person had been idle. */
export const saveIdleElapsed = (storage: Storage, elapsedMs: number): void => {
  try {
    storage.setItem(ELAPSED_KEY, String(Math.max(0, Math.round(elapsedMs))));
  } catch {
    // without storage a reload starts the idle count again
  }
};

/** On load: the idle time saved before the reload (read once). */
export const restoreIdleElapsed = (storage: Storage): number => {
  try {
    const value = Number(storage.getItem(ELAPSED_KEY));
    storage.removeItem(ELAPSED_KEY);
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
};

/** The session's times from the auth state, with the spec's defaults (600 / 60 / 1860 s). */
export const sessionTimesFrom = (
  state: Partial<Omit<SessionTimes, 'startedAt'>> & { sessionStartedAt?: string },
  loadedAt: number,
): SessionTimes => {
  const started = state.sessionStartedAt ? Date.parse(state.sessionStartedAt) : Number.NaN;
  return {
    sessionTimeout: state.sessionTimeout ?? DEFAULT_SESSION.sessionTimeout,
    sessionTimeoutWarningTime: state.sessionTimeoutWarningTime ?? DEFAULT_SESSION.sessionTimeoutWarningTime,
    sessionMaxTimeoutInSeconds: state.sessionMaxTimeoutInSeconds ?? DEFAULT_SESSION.sessionMaxTimeoutInSeconds,
    startedAt: Number.isFinite(started) ? started : loadedAt,
  };
};
